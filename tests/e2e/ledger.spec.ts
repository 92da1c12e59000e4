// The movement log as the club's book of record (docs/product/movement-log.md, "The books"), on a
// tablet and a phone: a visitor keeps its registration, type and origin on Movements and History;
// the tiles add up; the CSV of a day with a visitor, a pilot-cancelled request and a no-show reads
// back cell by cell; and the frame leaves room on a phone. Visitors and the no-show are written
// straight into the server's SQLite file (no desk action makes a no-show yet); the cancellation is
// the pilot's own, from the request page.

import type { Locator, Page } from '@playwright/test';
import { requestBody } from '../../server/src/testing/pilot-requests';
import { AppHeader } from './pages/app-header';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { RequestPage, RequestStatusPage } from './pages/request-page';
import { SignInPage } from './pages/sign-in-page';
import { DEMO, expect, test } from './support/fixtures';
import { csvRecords, HISTORY_CSV_HEADER } from './support/history-csv';
import { historyRowCount, insertLedgerRow } from './support/ledger-rows';

const DAY = 86_400_000;
const CLUB_ID = 1;
const SLUG = 'example-aero-club';
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TOMORROW = isoDate(Date.now() + DAY);
/** A day of the books: a visitor and a no-show (the demo's own history covers the last 59 days). */
const BOOK_DAY = isoDate(Date.now() - 400 * DAY);
/** A day with one paid and one unpaid landing, for the tiles. */
const TILE_DAY = isoDate(Date.now() - 401 * DAY);
/** What a prankster types as a visiting pilot's name: it must come back from the CSV as text. */
const INJECTED = "=cmd|' /C calc'!A0";
const TABLET = { width: 800, height: 1280 };
const PHONE = { width: 390, height: 844 };

// The first name on board is the landing's pilot, whoever its account names (docs/product.md#data, docs/product/pilot-door.md).
const noShowPilot = 'Someone Aboard';

test.beforeAll(async ({ desk, browser }) => {
  // A server start, a pilot's page and two of its answers on a shared two-core machine.
  test.setTimeout(120_000);
  const file = desk.databaseFile;
  insertLedgerRow(file, CLUB_ID, {
    date: BOOK_DAY,
    time: '09:30',
    status: 'finished',
    permission: true,
    paymentStatus: 'Pending',
    price: 25,
    visitor: { registration: 'CS-VIS', aircraftType: 'Jodel D140', origin: 'LFBZ' },
    passengers: [INJECTED, 'Rui Passageiro'],
    ata: `${BOOK_DAY}T09:41:00.000Z`,
    departure: `${BOOK_DAY}T11:05:00.000Z`,
  });
  insertLedgerRow(file, CLUB_ID, {
    date: BOOK_DAY,
    time: '14:00',
    status: 'no_show',
    permission: true,
    paymentStatus: 'Pending',
    price: 60,
    member: true,
    passengers: ['Someone Aboard'],
  });
  for (const [paymentStatus, price] of [
    ['Paid', 25],
    ['Pending', 37.5],
  ] as const)
    insertLedgerRow(file, CLUB_ID, {
      date: TILE_DAY,
      time: paymentStatus === 'Paid' ? '10:00' : '11:00',
      status: 'finished',
      permission: true,
      paymentStatus,
      price,
      member: true,
      passengers: ['Pilot'],
    });
  insertLedgerRow(file, CLUB_ID, {
    date: TOMORROW,
    time: '10:00',
    status: 'pending',
    permission: true,
    paymentStatus: 'Pending',
    price: 25,
    visitor: { registration: 'CS-VIT', aircraftType: 'Jodel D140', origin: 'LFBZ' },
    passengers: ['Vera Visitante'],
  });

  // The pilot asks from the request page and cancels from the status page.
  const context = await browser.newContext({ baseURL: desk.url, viewport: PHONE });
  const pilot = await context.newPage();
  const form = new RequestPage(pilot);
  const status = new RequestStatusPage(pilot);
  await form.open(SLUG);
  await form.fillFlight({
    registration: 'CS-CAN',
    aircraftType: 'Cessna 172',
    origin: 'LPCS',
    date: TOMORROW,
    eta: '12:00',
    etd: '11:10',
  });
  await form.fillPilot({ name: 'Paula Piloto', email: 'paula@pilots.example', licence: 'PT.FCL.9001' });
  await form.send.click();
  await expect(status.status).toHaveText('PENDING');
  await status.cancel.click();
  await status.confirmCancel.click();
  await expect(status.status).toHaveText('CANCELLED');
  await context.close();
});

async function signIn(page: Page): Promise<MovementsPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/movements$/);
  const movements = new MovementsPage(page);
  await expect(movements.requests).toBeVisible();
  return movements;
}

/** LFBZ as OurAirports names it (the server's aerodrome data). */
const BIARRITZ = 'Biarritz Pays Basque airport (LFBZ)';

async function openHistory(page: Page, query: string): Promise<HistoryPage> {
  await page.goto(`/dashboard?${query}`);
  const history = new HistoryPage(page);
  await expect(history.heading).toBeVisible();
  return history;
}

/** A details list (dt/dd pairs) as an object. */
async function detailsOf(list: Locator): Promise<Record<string, string>> {
  return list.evaluate((root) =>
    Object.fromEntries(
      [...root.querySelectorAll('dt')].map((dt) => [
        dt.textContent?.trim() ?? '',
        dt.nextElementSibling?.textContent?.trim() ?? '',
      ]),
    ),
  );
}

const tile = (history: HistoryPage, label: string) =>
  history.page.getByRole('region', { name: 'Totals' }).locator(`dt:text-is("${label}") + dd`);

/** '€1,234.50' as whole cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

for (const viewport of [TABLET, PHONE]) {
  test.describe(`the books at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a visitor keeps its registration, type and origin on Movements and History, and in their details', async ({
      page,
    }) => {
      const movements = await signIn(page);
      const row = movements.upcoming.locator('tr[data-landing-id]', { hasText: 'CS-VIT' });
      await expect(row).toHaveCount(1);
      await expect(row.locator('.cell--type .registration')).toHaveText('CS-VIT');
      await expect(row.locator('.cell--type')).toContainText('Jodel D140');
      // The origin is stored as its code; the desk names it from the aerodrome data.
      await expect(row.locator('.cell--from')).toHaveText(BIARRITZ);
      await expect(row).not.toContainText('Unknown aircraft');
      await row.getByRole('button', { name: /^Plane: CS-VIT/ }).click();
      const details = movements.upcoming.locator('tr.landing-row__details:visible .details-list');
      expect(await detailsOf(details)).toMatchObject({
        Registration: 'CS-VIT',
        Type: 'Jodel D140',
        From: BIARRITZ,
        'Pilot Name': 'Vera Visitante',
      });

      const history = await openHistory(page, `from=${BOOK_DAY}&to=${BOOK_DAY}`);
      await expect(history.bodyRows).toHaveCount(2);
      const visitor = history.bodyRows.filter({ hasText: 'CS-VIS' });
      await expect(visitor.locator('.history-cell--plane .registration')).toHaveText('CS-VIS');
      await expect(visitor.locator('.history-cell--plane')).toContainText('Jodel D140');
      // History's narrow From column keeps the code, the name in its tooltip and the details.
      await expect(visitor.locator('.history-cell--from')).toHaveText('LFBZ');
      await expect(visitor.locator('.history-cell--from')).toHaveAttribute('title', BIARRITZ);
      await visitor.getByRole('button', { name: /^Details for / }).click();
      expect(await detailsOf(history.table.locator('tr.history-row__details dl.details-list'))).toMatchObject(
        {
          Registration: 'CS-VIS',
          Aircraft: 'Jodel D140',
          From: BIARRITZ,
          'Pilot Name': INJECTED,
        },
      );
      await expect(history.bodyRows.filter({ hasText: 'NO-SHOW' })).toHaveCount(1);
      await expect(tile(history, 'NO-SHOWS')).toHaveText('1');
    });

    test('the tiles add up for a day with one paid and one unpaid landing', async ({ page }) => {
      await signIn(page);
      const history = await openHistory(page, `from=${TILE_DAY}&to=${TILE_DAY}`);
      await expect(tile(history, 'TOTAL LANDINGS')).toHaveText('2');
      await expect(tile(history, 'INCOME')).toHaveText('€25.00');
      await expect(tile(history, 'BILLED')).toHaveText('€62.50');
      await expect(tile(history, 'OUTSTANDING')).toHaveText('€37.50');
      await expect(tile(history, 'CANCELLED')).toHaveText('0');
      await expect(tile(history, 'NO-SHOWS')).toHaveText('0');
      const [income, billed, outstanding] = await Promise.all(
        ['INCOME', 'BILLED', 'OUTSTANDING'].map(async (label) =>
          cents(await tile(history, label).innerText()),
        ),
      );
      expect((income ?? 0) + (outstanding ?? 0)).toBe(billed);

      // A day with nothing says so, in words about the filter.
      const empty = await openHistory(page, `from=${TILE_DAY}&to=${TILE_DAY}&q=nobody-flies-here`);
      await expect(page.getByText('No landings for these filters.')).toBeVisible();
      await expect(tile(empty, 'TOTAL LANDINGS')).toHaveText('0');
    });

    test('the CSV of a day with a visitor, a cancelled request and a no-show reads back cell by cell', async ({
      page,
      desk,
    }) => {
      await signIn(page);
      // The visitor's origin named on this device first: the file says what the screen says.
      const day = await openHistory(page, `from=${BOOK_DAY}&to=${BOOK_DAY}`);
      await expect(day.bodyRows.filter({ hasText: 'CS-VIS' }).locator('.history-cell--from')).toHaveAttribute(
        'title',
        BIARRITZ,
      );
      const history = await openHistory(page, `from=${BOOK_DAY}&to=${TOMORROW}`);
      // The server's count by History's rule: the pager shows it once this device has every row.
      const total = historyRowCount(desk.databaseFile, CLUB_ID, BOOK_DAY, TOMORROW);
      await expect(history.position).toContainText(`of ${total.toLocaleString('en-GB')}`, {
        timeout: 60_000,
      });
      const file = await history.exportCsv();
      expect(file.name).toBe(`landing-history_${BOOK_DAY}_to_${TOMORROW}.csv`);
      expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = file.bytes.toString('utf8').slice(1);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replaceAll('\r\n', '')).not.toMatch(/(^|[^\r])\n(?=")/);
      const [header, ...rows] = csvRecords(text);
      expect(header).toEqual(HISTORY_CSV_HEADER);
      expect(rows).toHaveLength(total);
      for (const row of rows) expect(row).toHaveLength(HISTORY_CSV_HEADER.length);
      const byRegistration = (registration: string) => rows.filter((row) => row[5] === registration);

      expect(byRegistration('CS-VIS')).toEqual([
        [
          // Written straight into the database, it was never given a PPR number.
          '',
          BOOK_DAY,
          `${BOOK_DAY} 09:30`,
          `${BOOK_DAY} 09:41`,
          `${BOOK_DAY} 11:05`,
          'CS-VIS',
          'Jodel D140',
          '',
          BIARRITZ,
          `'${INJECTED}`,
          '2',
          'Landing',
          '',
          '25.00',
          "By the club's rates",
          'Landed',
          'Missing payment',
          '',
          '0.00',
          '',
          '',
        ],
      ]);
      const noShows = rows.filter((row) => row[15] === 'No-show');
      expect(noShows).toHaveLength(1);
      expect(noShows[0]).toEqual([
        '',
        BOOK_DAY,
        `${BOOK_DAY} 14:00`,
        '',
        '',
        'CS-AAA',
        'Cessna 172',
        '1111',
        '',
        noShowPilot,
        '1',
        'Landing',
        '',
        '0.00',
        'Not billed',
        'No-show',
        'Not billed',
        '',
        '0.00',
        '',
        '',
      ]);
      const [cancelled] = byRegistration('CS-CAN');
      expect(cancelled).toBeDefined();
      // Filed from the request page: it has its PPR number.
      expect(cancelled?.[0]).toMatch(/^PPR-\d{4}-\d{4}$/);
      expect(cancelled?.slice(1, 7)).toEqual([TOMORROW, `${TOMORROW} 12:00`, '', '', 'CS-CAN', 'Cessna 172']);
      // The typed 'LPCS' is a club the desk knows: its name and code.
      expect(cancelled?.[8]).toMatch(/^.+ \(LPCS\)$/);
      expect(cancelled?.[9]).toBe('Paula Piloto');
      expect(cancelled?.slice(13)).toEqual([
        '0.00',
        'Not billed',
        'Cancelled',
        'Not billed',
        '',
        '0.00',
        '',
        '',
      ]);
      // No text field of the file could run as a formula; only the desk's own numbers are bare.
      for (const row of rows)
        for (const [index, cell] of row.entries())
          if (![10, 13, 7].includes(index))
            expect(cell, `column ${header?.[index]}`).not.toMatch(/^[=+\-@\t\r]/);
    });
  });
}

/** The boxes of two elements overlap (by more than a pixel of anti-aliasing). */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!one || !two) return false;
  const x = Math.min(one.x + one.width, two.x + two.width) - Math.max(one.x, two.x);
  const y = Math.min(one.y + one.height, two.y + two.height) - Math.max(one.y, two.y);
  return x > 1 && y > 1;
}

/** Registrations that wrapped ('CS-' on one line, 'AAD' on the next): each must lie on one line. */
function brokenRegistrations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.registration')]
      .filter((span) => span.checkVisibility() && span.getClientRects().length > 1)
      .map((span) => span.textContent ?? ''),
  );
}

/** How many lines of text a block takes. */
function lines(block: Locator): Promise<number> {
  return block.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
    const height =
      element.getBoundingClientRect().height -
      Number.parseFloat(style.paddingTop) -
      Number.parseFloat(style.paddingBottom);
    return Math.round(height / lineHeight);
  });
}

test.describe('the frame at 390x844', () => {
  test.use({ viewport: PHONE });

  test('a short header, a two-line undo bar, toasts clear of the navigation, registrations in one piece', async ({
    page,
  }) => {
    const movements = await signIn(page);
    const header = page.locator('header.app-header');
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(120);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Online with everything synced, the sync line's words show whole: none is cut short. Until
    // the first pull has ended the line also says "Last synced never", which stays and may be cut.
    await expect(header.getByText('All changes synced', { exact: true })).toBeVisible();
    await expect(header.locator('.sync-status--settled')).toBeVisible();
    expect(await new AppHeader(page).cutWords()).toEqual([]);
    await expect(page.locator('.registration').first()).toBeVisible();
    expect(await brokenRegistrations(page)).toEqual([]);

    const pending = movements.rows(movements.pending).first();
    await pending.getByRole('button', { name: /^ACCEPT/ }).click();
    const bar = movements.undoBar;
    await expect(bar).toBeVisible();
    expect(await lines(bar.locator('.undo-bar__what'))).toBeLessThanOrEqual(1);
    expect(await lines(bar.locator('.undo-bar__when'))).toBeLessThanOrEqual(1);
    const barBox = await bar.boundingBox();
    // Two lines: the change on one, the countdown and the buttons (44 px) on the next.
    expect(barBox?.height).toBeLessThanOrEqual(2 * 44 + 24);

    await bar.getByRole('button', { name: 'Undo' }).click();
    const toast = page.locator('.Toastify__toast').first();
    await expect(toast).toBeVisible();
    // Where the toast rests, not where its entrance animation passes on a slow machine.
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    expect(await overlap(toast, page.getByRole('navigation', { name: 'Main' }))).toBe(false);
    expect(await overlap(toast, header)).toBe(false);

    await openHistory(page, `from=${BOOK_DAY}&to=${BOOK_DAY}`);
    await expect(page.locator('.history-cell--plane .registration').first()).toBeVisible();
    expect(await brokenRegistrations(page)).toEqual([]);
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(120);
  });
});

test.describe('a refused row at 800x1280', () => {
  test.use({ viewport: TABLET });

  test("a refused change's words overlap nothing in its row", async ({ page, context, desk }) => {
    const filed = await fetch(`${desk.url}/api/public/airfields/${SLUG}/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: requestBody(new Date(), { registration: 'CS-REF', email: 'ref@pilot.example' }),
      }),
    });
    const { token } = ((await filed.json()) as { data: { token: string } }).data;
    const movements = await signIn(page);
    const row = movements.page.locator('tr[data-landing-id]', { hasText: 'CS-REF' });
    await expect(row).toHaveCount(1);

    await context.setOffline(true);
    await row.getByRole('button', { name: /^ACCEPT/ }).click();
    await movements.undoBar.getByRole('button', { name: 'Send now' }).click();
    expect((await fetch(`${desk.url}/api/public/requests/${token}/cancel`, { method: 'POST' })).status).toBe(
      200,
    );
    await context.setOffline(false);
    const words = row.locator('.status-label--refused');
    await expect(words).toContainText('Not accepted', { timeout: 20_000 });

    const cells = row.locator(':scope > td');
    const count = await cells.count();
    for (let index = 0; index < count; index += 1) {
      const cell = cells.nth(index);
      if ((await cell.getAttribute('class'))?.includes('cell--status')) continue;
      expect(await overlap(words, cell), `the refusal overlaps cell ${index}`).toBe(false);
    }
    for (const button of await row.locator('.cell--status button').all())
      expect(await overlap(words, button)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET.width);
  });
});
