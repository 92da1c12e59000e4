// Tables that lay out as cards in a narrow container (.card-table): one readable line per thing
// that is wrong, measured from what Chromium laid out.
import type { Page } from '@playwright/test';

/** At a phone's width every card table is cards: [] when their headings take no room and are there for a screen reader. */
export function cardHeadingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const head of document.querySelectorAll<HTMLElement>('table.card-table > thead')) {
      if (!head.checkVisibility()) continue;
      const table = head.parentElement?.className ?? 'table';
      const box = head.getBoundingClientRect();
      if (box.height > 1 || box.width > 1) {
        problems.push(
          `${table}: its headings take ${Math.round(box.width)}×${Math.round(box.height)} px above the cards`,
        );
      }
      if (!head.textContent?.trim()) problems.push(`${table}: its headings are empty`);
    }
    return problems;
  });
}

/** At any width: [] when no cell of a card table is wider inside than its box (a card's edge would cut it off). */
export function cutOffCellProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('table.card-table > tbody td')) {
      if (!cell.checkVisibility() || cell.scrollWidth <= cell.clientWidth + 1) continue;
      const text = (cell.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      problems.push(`"${text}" is cut off: ${cell.scrollWidth} px in a ${cell.clientWidth} px cell`);
    }
    return problems;
  });
}
