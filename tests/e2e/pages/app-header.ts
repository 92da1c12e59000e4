import type { Locator, Page } from '@playwright/test';

/** The header of the logged-in pages: navigation and the sync status. */
export class AppHeader {
  readonly movements: Locator;
  readonly history: Locator;
  readonly settings: Locator;
  readonly syncStatus: Locator;

  constructor(readonly page: Page) {
    const nav = page.getByRole('navigation');
    this.movements = nav.getByRole('link', { name: 'Aircraft movements' });
    this.history = nav.getByRole('link', { name: 'History' });
    this.settings = nav.getByRole('link', { name: 'Settings' });
    this.syncStatus = page.getByRole('status').filter({ hasText: /Online|Offline/ });
  }

  /** The sync line's words shown cut short with an ellipsis, in any language. */
  async cutWords(): Promise<string[]> {
    return this.page.locator('.sync-status > span').evaluateAll((spans) =>
      spans
        .filter((span) => span instanceof HTMLElement && span.offsetParent !== null)
        .filter((span) => span.scrollWidth > span.clientWidth)
        .map((span) => span.textContent ?? ''),
    );
  }
}
