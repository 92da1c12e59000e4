// A fresh desk of a club with years of landings (docs/decisions/0056): Movements shows the club's
// pending requests and parked aircraft while the pages of its other landings are still held back,
// and History, whose tiles add up the books, waits for the whole copy.
import { AppHeader } from './pages/app-header';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskApi } from './support/desk-api';
import { insertLandings, makeMovementsLatest } from './support/desk-data';
import { DEMO } from './support/fixtures';
import { expect, test } from './support/fresh-desk';
import { readMirror } from './support/mirror';

const SYNC_PULL = (url: URL) => url.pathname === '/api/sync/landings';

test("a fresh desk shows Movements before the club's other landings arrive; History waits for them", async ({
  page,
  context,
  freshDesk,
}) => {
  insertLandings(freshDesk.databaseFile, 'finished', 1_500);
  makeMovementsLatest(freshDesk.databaseFile);
  const api = await DeskApi.signIn(freshDesk.url);
  const total = await api.landingCount();

  // The first pull's pages are held until released: a link that brings them slowly.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await context.route(SYNC_PULL, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });

  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  await expect(movements.rows(movements.parked).first()).toBeVisible();
  await expect(movements.loading).toHaveCount(0);
  expect(held).toBeGreaterThan(0);
  const early = await readMirror(page);
  expect(early.landings.length).toBeLessThan(total / 10);

  const header = new AppHeader(page);
  const history = new HistoryPage(page);
  await header.history.click();
  await expect(history.heading).toBeVisible();
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(history.bodyRows).toHaveCount(0);

  release();
  await expect(history.bodyRows.first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await readMirror(page)).landings.length, { timeout: 30_000 }).toBe(total);
  await header.movements.click();
  await expect(movements.rows(movements.pending).first()).toBeVisible();
});
