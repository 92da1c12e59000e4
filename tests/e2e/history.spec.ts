// History with 1,000 extra finished landings written straight into the running server's SQLite
// file (no bulk API exists): totals over all of them, filters, the CSV export, an offline change.
import Database from 'better-sqlite3';
import { AppHeader } from './pages/app-header';
import { HistoryPage } from './pages/history-page';
import { SignInPage } from './pages/sign-in-page';
import { axeViolations } from './support/axe';
import { DEMO, expect, test, waitForServiceWorker } from './support/fixtures';
import { csvRecords, HISTORY_CSV_HEADER } from './support/history-csv';

const DAY = 86_400_000;
const EXTRA = 1_000;
const CLUB_ID = 1;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TODAY = isoDate(Date.now());
/** The filter used below: only inserted rows (the demo's history covers the last 59 days). */
const RANGE = { from: isoDate(Date.now() - 250 * DAY), to: isoDate(Date.now() - 100 * DAY) };

interface Totals {
  count: number;
  cents: number;
}

function insertFinishedLandings(file: string): void {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    const aircraft = db.prepare('SELECT id FROM aircrafts ORDER BY id').all() as { id: number }[];
    const pilots = db.prepare('SELECT id FROM users WHERE "callSign" IS NOT NULL ORDER BY id').all() as {
      id: number;
    }[];
    const origins = db.prepare('SELECT id FROM clubs WHERE id != ? ORDER BY id').all(CLUB_ID) as {
      id: number;
    }[];
    const insert = db.prepare(`
      INSERT INTO landings (club_id, aircraft_id, user_id, from_id, date, time, status, permission,
        landing_permission, "paymentStatus", ata, departure, price, "landingPurpose",
        passengers_on_board, time_parked, email, "createdAt", "updatedAt")
      VALUES (@club, @aircraft, @pilot, @from, @date, @time, 'finished', 1, 1, @pay, @ata, @departure,
        @price, 'leisure', @pob, '1h 30m', NULL, @stamp, @stamp)`);
    const now = Date.now();
    db.transaction(() => {
      for (let i = 0; i < EXTRA; i += 1) {
        const day = Math.floor(now / DAY) * DAY - (61 + Math.floor(i / 4)) * DAY;
        const ata = new Date(day + (8 + (i % 4) * 2) * 3_600_000);
        insert.run({
          club: CLUB_ID,
          aircraft: aircraft[i % aircraft.length]?.id ?? null,
          pilot: pilots[i % pilots.length]?.id ?? null,
          from: origins[i % origins.length]?.id ?? null,
          date: ata.toISOString().slice(0, 10),
          time: ata.toISOString().slice(11, 23),
          pay: ['Paid', 'Pending', 'Captive'][i % 3],
          ata: ata.toISOString(),
          departure: new Date(ata.getTime() + 90 * 60_000).toISOString(),
          price: 15 + (i % 10) * 1.25,
          pob: JSON.stringify(['Pilot', ...(i % 2 ? ['Passenger'] : [])]),
          stamp: ata.toISOString(),
        });
      }
    })();
  } finally {
    db.close();
  }
}

/** The oracle: the club's finished, permitted landings up to today, straight from the database. */
function databaseTotals(file: string, filter: { from?: string; to?: string; pay?: string } = {}): Totals {
  const db = new Database(file, { readonly: true });
  try {
    const row = db
      .prepare(
        `SELECT count(*) AS count, coalesce(sum(round(price * 100)), 0) AS cents FROM landings
         WHERE club_id = ? AND status = 'finished' AND permission = 1 AND date <= ?
           AND date >= ? AND date <= ? AND (? IS NULL OR "paymentStatus" = ?)`,
      )
      .get(
        CLUB_ID,
        TODAY,
        filter.from ?? '0000-00-00',
        filter.to ?? '9999-99-99',
        filter.pay ?? null,
        filter.pay ?? null,
      ) as Totals;
    return { count: Number(row.count), cents: Number(row.cents) };
  } finally {
    db.close();
  }
}

const euros = (cents: number) =>
  `€${Math.floor(cents / 100).toLocaleString('en-GB')}.${String(cents % 100).padStart(2, '0')}`;
const count = (n: number) => n.toLocaleString('en-GB');

async function apiToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO.email, password: DEMO.password }),
  });
  return ((await response.json()) as { jwt: string }).jwt;
}

async function serverPaymentStatus(url: string, token: string, id: number): Promise<string> {
  const response = await fetch(`${url}/api/landings/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { attributes: { paymentStatus: string } } };
  return body.data.attributes.paymentStatus;
}

async function openHistory(page: import('@playwright/test').Page): Promise<HistoryPage> {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/movements$/);
  await new AppHeader(page).history.click();
  const history = new HistoryPage(page);
  await expect(history.heading).toBeVisible();
  return history;
}

test.describe('History with 1,000 finished landings', () => {
  test.beforeAll(({ desk }) => {
    insertFinishedLandings(desk.databaseFile);
  });

  test('shows totals over every landing and pages the table', async ({ page, desk }) => {
    const all = databaseTotals(desk.databaseFile);
    expect(all.count).toBeGreaterThanOrEqual(EXTRA + 60);
    const history = await openHistory(page);

    await expect(history.position).toHaveText(`Rows 1–50 of ${count(all.count)}`, { timeout: 30_000 });
    await expect(history.totalLandings).toHaveText(count(all.count));
    await expect(history.billed).toHaveText(euros(all.cents));
    await expect(history.scope).toHaveText('All landings');
    await expect(history.bodyRows).toHaveCount(50);

    await history.next.click();
    await expect(history.position).toHaveText(`Rows 51–100 of ${count(all.count)}`);
    await expect(page).toHaveURL(/page=2/);
    await expect(history.bodyRows).toHaveCount(50);
    await history.previous.click();
    await expect(history.position).toHaveText(`Rows 1–50 of ${count(all.count)}`);

    const toggle = history.table.getByRole('button', { name: /^Details for / }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(history.table.getByText('Flight time', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a phone a card is headed by its date and its aircraft, beside the details button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const history = await openHistory(page);
    const card = history.bodyRows.first();
    await expect(card).toBeVisible();
    const top = async (selector: string) => (await card.locator(selector).boundingBox())?.y ?? Number.NaN;
    const [toggle, date, plane, from] = await Promise.all([
      top('.history-cell--toggle'),
      top('.history-cell--date'),
      top('.history-cell--plane .registration'),
      top('.history-cell--from'),
    ]);
    expect(date).toBeLessThan(plane);
    expect(plane, 'the aircraft comes before the origin').toBeLessThan(from);
    expect(plane - toggle, 'the aircraft sits beside the details button').toBeLessThan(44);
  });

  test('a date range typed the wrong way round lists that range, its fields the right way round', async ({
    page,
    desk,
  }) => {
    const inRange = databaseTotals(desk.databaseFile, RANGE);
    const history = await openHistory(page);
    await expect(history.position).toContainText('Rows 1–50 of', { timeout: 30_000 });
    await history.from.fill(RANGE.to);
    await history.to.fill(RANGE.from);
    await expect(history.from).toHaveValue(RANGE.from);
    await expect(history.to).toHaveValue(RANGE.to);
    await expect(history.totalLandings).toHaveText(count(inRange.count));
  });

  test('filters by date range and status, and exports every filtered row to CSV', async ({ page, desk }) => {
    const missing = databaseTotals(desk.databaseFile, { ...RANGE, pay: 'Pending' });
    expect(missing.count).toBeGreaterThan(50);
    const history = await openHistory(page);
    await expect(history.position).toContainText('Rows 1–50 of', { timeout: 30_000 });

    await history.statusFilter.selectOption({ label: 'MISSING PAYMENT' });
    await history.from.fill(RANGE.from);
    await history.to.fill(RANGE.to);
    await expect(history.position).toHaveText(`Rows 1–50 of ${count(missing.count)}`);
    await expect(history.totalLandings).toHaveText(count(missing.count));
    await expect(history.billed).toHaveText(euros(missing.cents));
    await expect(history.outstanding).toHaveText(euros(missing.cents));
    await expect(history.income).toHaveText('€0.00');
    await expect(history.scope).toContainText('MISSING PAYMENT');
    for (const select of await history.statusSelects.all()) await expect(select).toHaveValue('Pending');

    // The filters live in the URL: a reload keeps them.
    await page.reload();
    await expect(history.totalLandings).toHaveText(count(missing.count));
    await expect(history.statusFilter).toHaveValue('Pending');

    const file = await history.exportCsv();
    expect(file.name).toBe(`landing-history_${RANGE.from}_to_${RANGE.to}_missing-payment.csv`);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRecords(file.bytes.toString('utf8').slice(1));
    expect(header).toEqual(HISTORY_CSV_HEADER);
    expect(rows).toHaveLength(missing.count);
    let cents = 0;
    for (const row of rows) {
      expect(row).toHaveLength(HISTORY_CSV_HEADER.length);
      const [, date = ''] = row;
      const [pob = '', , , fee = '', , , status = ''] = row.slice(10);
      expect(date >= RANGE.from && date <= RANGE.to).toBe(true);
      expect(status).toBe('Missing payment');
      expect(['1', '2']).toContain(pob);
      cents += Math.round(Number(fee) * 100);
    }
    expect(cents).toBe(missing.cents);

    await history.clearFilters.click();
    const all = count(databaseTotals(desk.databaseFile).count);
    await expect(history.totalLandings).toHaveText(all);

    // A hand-edited URL loses only what makes no sense: here every filter, so every landing shows.
    await page.goto('/dashboard?from=garbage&to=2026-13-01&status=zzz&page=-5');
    await expect(history.scope).toHaveText('All landings');
    await expect(history.totalLandings).toHaveText(all);
    await expect(history.position).toHaveText(`Rows 1–50 of ${all}`);
    await expect(history.from).toHaveValue('');
    await expect(history.statusFilter).toHaveValue('');
  });

  test('a status change made offline survives a reload and reaches the server after reconnecting', async ({
    page,
    context,
    desk,
  }) => {
    const db = new Database(desk.databaseFile, { readonly: true });
    const newest = db
      .prepare(
        `SELECT id, "paymentStatus" AS status FROM landings WHERE club_id = ? AND status = 'finished'
         AND permission = 1 AND date <= ? ORDER BY date DESC, time DESC, id DESC LIMIT 1`,
      )
      .get(CLUB_ID, TODAY) as { id: number; status: string };
    db.close();
    const next = newest.status === 'Captive' ? 'Paid' : 'Captive';
    const token = await apiToken(desk.url);

    const history = await openHistory(page);
    await expect(history.position).toContainText('Rows 1–50 of', { timeout: 30_000 });
    await waitForServiceWorker(page);
    const header = new AppHeader(page);
    const select = history.statusSelects.first();
    await expect(select).toHaveValue(newest.status);

    await context.setOffline(true);
    await select.selectOption(next);
    await expect(select).toHaveValue(next);
    await expect(history.table.getByText('Waiting to sync')).toBeVisible();
    await expect(page.getByText('1 change waiting', { exact: true })).toBeVisible();

    await page.reload();
    await expect(header.syncStatus).toContainText('Offline');
    await expect(history.statusSelects.first()).toHaveValue(next);
    expect(await serverPaymentStatus(desk.url, token, newest.id)).toBe(newest.status);

    await context.setOffline(false);
    await expect.poll(() => serverPaymentStatus(desk.url, token, newest.id), { timeout: 20_000 }).toBe(next);
    await expect(page.getByText('All changes synced', { exact: true })).toBeVisible();
    await expect(history.statusSelects.first()).toHaveValue(next);
  });
});
