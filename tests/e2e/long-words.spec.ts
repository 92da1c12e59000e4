// What a pilot types is not always in words that wrap: an aircraft type or an origin of 60 letters
// without a space breaks inside its own cell, on Movements and in History, as cards at a phone's
// width and a tablet's (where it ran over the facts beside it) and as a table on a laptop (where it
// pushed the table past the screen's edge).
import type { Page } from '@playwright/test';
import { requestBody } from '../../server/src/testing/pilot-requests';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { cutOffCellProblems } from './support/card-tables';
import { DeskApi } from './support/desk-api';
import { makeVisitor } from './support/desk-data';
import { DEMO } from './support/fixtures';
import { expect, test } from './support/fresh-desk';

const SLUG = 'example-aero-club';

/** How far the page scrolls sideways, in px: 0 when everything fits its width. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const LONG = {
  aircraftType: `Type${'X'.repeat(56)}`,
  origin: `Origin${'O'.repeat(54)}`,
};

for (const viewport of [
  { width: 390, height: 844 },
  { width: 800, height: 1280 },
  { width: 1280, height: 800 },
]) {
  test(`${viewport.width}×${viewport.height}: a type or an origin of 60 letters stays inside its cell`, async ({
    browser,
    freshDesk,
  }) => {
    const filed = await fetch(`${freshDesk.url}/api/public/airfields/${SLUG}/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: requestBody(new Date(), { registration: 'CS-LNG', ...LONG }) }),
    });
    expect(filed.status).toBe(200);
    const api = await DeskApi.signIn(freshDesk.url);
    const finished = (await api.allLandings()).find((landing) => landing.status === 'finished');
    if (!finished) throw new Error('the demo club has no finished landing');
    makeVisitor(freshDesk.databaseFile, finished.id, { registration: 'CS-HLG', ...LONG });

    const page = await (await browser.newContext({ baseURL: freshDesk.url, viewport })).newPage();
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(DEMO.email, DEMO.password);
    const movements = new MovementsPage(page);
    const row = movements.rows(movements.pending).filter({ hasText: 'CS-LNG' });
    await expect(row).toContainText(LONG.aircraftType);
    await expect(row).toContainText(LONG.origin);
    expect(await cutOffCellProblems(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);

    const history = new HistoryPage(page);
    await history.open();
    await expect(history.bodyRows.filter({ hasText: 'CS-HLG' })).toContainText(LONG.aircraftType);
    expect(await cutOffCellProblems(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
  });
}
