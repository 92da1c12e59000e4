// Tables shown as cards on a phone (.card-table): their headings must not take room above the cards,
// and must still be there for a screen reader. One readable line per table that gets this wrong.
import type { Page } from '@playwright/test';

/** At a phone's width every card table is cards: [] when each one's headings are visually hidden. */
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
