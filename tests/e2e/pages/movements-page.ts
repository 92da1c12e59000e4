import type { Locator, Page } from '@playwright/test';

export type MovementsSectionName = 'Pending landings' | 'Upcoming landings' | 'Parked aircrafts';

/** The Aircraft movements screen at `/movements`: three sections of landing rows. */
export class MovementsPage {
  readonly heading: Locator;
  readonly requests: Locator;
  readonly loading: Locator;
  readonly pending: Locator;
  readonly upcoming: Locator;
  readonly parked: Locator;
  readonly addManually: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Aircraft movements', level: 1 });
    this.requests = page.getByRole('heading', { name: 'REQUESTS', level: 2 });
    this.loading = page.getByText('Loading...');
    this.pending = this.section('Pending landings');
    this.upcoming = this.section('Upcoming landings');
    this.parked = this.section('Parked aircrafts');
    this.addManually = page.getByRole('button', { name: 'ADD MANUALLY' });
  }

  async open(): Promise<void> {
    await this.page.goto('/movements');
  }

  section(name: MovementsSectionName): Locator {
    return this.page.getByRole('region', { name });
  }

  /** The main rows of a section (not their detail rows). */
  rows(section: Locator): Locator {
    return section.locator('tr[data-landing-id]');
  }

  /** A landing's main row, wherever it is listed. */
  row(landingId: number): Locator {
    return this.page.locator(`tr[data-landing-id="${landingId}"]`);
  }

  /** A landing's row within one section. */
  rowIn(section: Locator, landingId: number): Locator {
    return section.locator(`tr[data-landing-id="${landingId}"]`);
  }

  async landingIds(section: Locator): Promise<number[]> {
    const ids = await this.rows(section).evaluateAll((rows) =>
      rows.map((row) => Number(row.getAttribute('data-landing-id'))),
    );
    return ids;
  }

  /**
   * Clicks a row's action (REJECT, ACCEPT, ARRIVED, DEPARTED); REJECT is confirmed in its dialog.
   * Then Send now on the undo bar, as an operator sure of the change: the undo window has tests of
   * its own (undo.spec.ts), the others are about what is sent. `keepUndo` leaves the bar alone.
   */
  async act(
    landingId: number,
    action: 'REJECT' | 'ACCEPT' | 'ARRIVED' | 'DEPARTED',
    reason = '',
    { keepUndo = false }: { keepUndo?: boolean } = {},
  ): Promise<void> {
    await this.row(landingId).getByRole('button', { name: action }).click();
    if (action === 'REJECT') await this.confirmReject(reason);
    if (!keepUndo) await this.sendNow();
  }

  /**
   * Send now on the bar the change just made. On a loaded machine its window can run out before
   * the press lands, which sends the change just the same: the bar going away is enough then.
   */
  async sendNow(): Promise<void> {
    // Bounded: a press the desk did not record fails here, with its page, not at the test's end.
    await this.undoBar.waitFor({ timeout: 30_000 });
    const pressed = this.undoBar.getByRole('button', { name: 'Send now' }).click();
    const gone = this.undoBar.waitFor({ state: 'detached' });
    await Promise.race([pressed, gone]);
    // The loser is not awaited: a press with no bar left to press times out with nothing to say.
    pressed.catch(() => undefined);
    gone.catch(() => undefined);
  }

  /** The bar after a desk change: what was done, Undo and Send now (docs/product.md#undo-window). */
  get undoBar(): Locator {
    return this.page.getByRole('region', { name: 'Undo' });
  }

  /** REJECT's dialog: an optional reason for the pilot, then its own REJECT. */
  readonly rejectDialog = () => this.page.getByRole('dialog', { name: 'Reject landing request' });

  async confirmReject(reason = ''): Promise<void> {
    const dialog = this.rejectDialog();
    if (reason) await dialog.getByLabel('Reason (optional)').fill(reason);
    await dialog.getByRole('button', { name: 'REJECT', exact: true }).click();
  }

  waitingMark(row: Locator): Locator {
    return row.getByText('Waiting to sync', { exact: true });
  }

  toggle(row: Locator): Locator {
    return row.getByRole('button', { name: /^(Plane|Helicopter):/ });
  }

  /** The detail row that follows a main row. */
  details(row: Locator): Locator {
    return row.locator('xpath=following-sibling::tr[1]');
  }
}
