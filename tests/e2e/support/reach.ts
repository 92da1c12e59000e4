// What a finger on the tower tablet meets (docs/product.md#aircraft-movements): the page never scrolls
// sideways, every button, link, select and toggle is at least 44×44 CSS px with 8 px to its neighbours (WCAG
// 2.5.5), and no action is cut off by the edge of the page or of a scrolling box. Measured from the
// bounding boxes Chromium laid out; each problem is one readable line.
import type { Page } from '@playwright/test';

export const MIN_TARGET_PX = 44;
export const MIN_GAP_PX = 8;

/** The problems of the page as it is laid out now; [] when a finger reaches everything. */
export function reachProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ minTarget, minGap }) => {
      const problems: string[] = [];
      const width = window.innerWidth;
      const pageWidth = document.documentElement.scrollWidth;
      if (pageWidth > width) problems.push(`the page is ${pageWidth} px wide in a ${width} px window`);

      const name = (el: Element): string => {
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
        const label = text || (el as HTMLInputElement).labels?.[0]?.textContent?.trim() || el.id;
        return `${el.tagName.toLowerCase()} "${label.slice(0, 50)}"`;
      };
      // Behind an open modal dialog the page is inert: only the dialog's targets count then.
      const modal = document.querySelector('dialog:modal');
      // Visually hidden on purpose (clipped to 1 px) or not rendered: not a target for a finger.
      const shown = (el: Element): boolean => {
        if (modal && !modal.contains(el)) return false;
        if (!el.checkVisibility({ visibilityProperty: true })) return false;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return el.closest('.visually-hidden') === null;
      };
      const targets = [
        ...document.querySelectorAll(
          'button, a[href], select, input[type=checkbox], input[type=radio], summary',
        ),
      ].filter(shown);
      const boxes = targets.map((el) => el.getBoundingClientRect());

      targets.forEach((el, i) => {
        const box = boxes[i] as DOMRect;
        if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
          problems.push(`${name(el)} is ${Math.round(box.width)}×${Math.round(box.height)} px`);
        }
        if (box.left < -0.5 || box.right > width + 0.5) {
          problems.push(
            `${name(el)} runs off the page (${Math.round(box.left)}–${Math.round(box.right)} px)`,
          );
        }
        // Cut off by a box that scrolls or clips (a table in a scroller, a card).
        for (let up = el.parentElement; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = up.getBoundingClientRect();
          if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
            problems.push(`${name(el)} is cut off by its scrolling ${up.tagName.toLowerCase()}`);
            break;
          }
        }
      });

      for (let i = 0; i < targets.length; i++) {
        for (let j = i + 1; j < targets.length; j++) {
          const a = targets[i] as Element;
          const b = targets[j] as Element;
          if (a.contains(b) || b.contains(a)) continue;
          const p = boxes[i] as DOMRect;
          const q = boxes[j] as DOMRect;
          const dx = Math.max(q.left - p.right, p.left - q.right);
          const dy = Math.max(q.top - p.bottom, p.top - q.bottom);
          const gap = Math.max(dx, dy);
          if (gap < minGap - 0.5) problems.push(`${name(a)} and ${name(b)} are ${Math.round(gap)} px apart`);
        }
      }
      return problems;
    },
    { minTarget: MIN_TARGET_PX, minGap: MIN_GAP_PX },
  );
}
