import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';

export interface DownloadedFile {
  name: string;
  bytes: Buffer;
}

/** The History screen at `/dashboard`: tiles, filters, the paged table and the CSV export. */
export class HistoryPage {
  readonly heading: Locator;
  readonly totalLandings: Locator;
  readonly income: Locator;
  readonly billed: Locator;
  readonly outstanding: Locator;
  readonly scope: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly statusFilter: Locator;
  readonly clearFilters: Locator;
  readonly table: Locator;
  readonly bodyRows: Locator;
  readonly statusSelects: Locator;
  readonly position: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly exportButton: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    const totals = page.getByRole('region', { name: 'Totals' });
    this.heading = page.getByRole('heading', { name: 'History', level: 1 });
    this.totalLandings = totals.locator('dt:text-is("TOTAL LANDINGS") + dd');
    this.income = totals.locator('dt:text-is("INCOME") + dd');
    this.billed = totals.locator('dt:text-is("BILLED") + dd');
    this.outstanding = totals.locator('dt:text-is("OUTSTANDING") + dd');
    this.scope = totals.locator('.history-tiles__scope');
    this.from = page.getByLabel('From', { exact: true });
    this.to = page.getByLabel('To', { exact: true });
    this.statusFilter = page.getByLabel('Payment status', { exact: true });
    this.clearFilters = page.getByRole('button', { name: 'Clear filters' });
    this.table = page.getByRole('table', { name: 'LANDING HISTORY' });
    this.bodyRows = this.table.locator('tbody > tr.history-row');
    this.statusSelects = this.table.getByRole('combobox', { name: /^Payment status for / });
    this.position = page.getByText(/^Rows \d/);
    this.previous = page.getByRole('button', { name: 'Previous' });
    this.next = page.getByRole('button', { name: 'Next' });
    this.exportButton = page.getByRole('button', { name: 'Export CSV' });
    this.empty = page.getByText(/^No landings (yet|for these filters)\.$/);
  }

  async open(): Promise<void> {
    await this.page.goto('/dashboard');
  }

  /** Clicks Export CSV and returns the file the browser saved. */
  async exportCsv(): Promise<DownloadedFile> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.exportButton.click()]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  }
}
