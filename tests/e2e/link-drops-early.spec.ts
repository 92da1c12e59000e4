// The link drops before the service worker holds the app (docs/decisions/0046, 0047, 0049): every
// file still comes from the network, so a part asked for late may never arrive. The desk must go on: a
// form arrives whole or its dialog says why, a screen says why in its place, the toasts wait, and each
// shows once the link is back.
import type { Browser, Locator, Page } from '@playwright/test';
import { AppHeader } from './pages/app-header';
import { CreateLandingModal } from './pages/create-landing-modal';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { DEMO, expect, test } from './support/fixtures';

/** A page with no service worker: its cache would answer the page's imports, and this is the time before it does. */
async function withoutServiceWorker(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: url, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page): Promise<MovementsPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(DEMO.email, DEMO.password);
  return new MovementsPage(page);
}

const crashScreen = (page: Page) => page.getByRole('heading', { name: 'This screen stopped working' });

/**
 * Signed in with `chunk` never arriving, the rows drawn, then the link dropped. `linkBack` lets the
 * chunk through and brings the link back.
 */
async function offlineWithoutChunk(browser: Browser, url: string, chunk: RegExp) {
  const { context, page } = await withoutServiceWorker(browser, url);
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  const movements = await signIn(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  await context.setOffline(true);
  const linkBack = async () => {
    await page.unroute(chunk);
    await context.setOffline(false);
  };
  return { context, page, movements, linkBack };
}

/** The missing part's message in `place`, with TRY AGAIN, and no crash screen anywhere. */
async function expectMissingMessage(page: Page, place: Page | Locator) {
  await expect(place.getByRole('alert')).toContainText('did not arrive before the connection dropped');
  await expect(place.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(crashScreen(page)).toHaveCount(0);
}

test('on a slow link that drops as soon as Aircraft movements draws, ADD MANUALLY still opens its form', async ({
  browser,
  desk,
}) => {
  const { context, page } = await withoutServiceWorker(browser, desk.url);
  // Every script takes 400 ms to arrive: a form whose files were asked for one import after another
  // is still arriving when the link drops; asked for together, they arrive with the form's own.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const form = page.waitForResponse(/\/assets\/CreateLandingForm-[\w-]+\.js$/);
  const movements = await signIn(page);
  await form;
  await page.waitForTimeout(150);
  await context.setOffline(true);

  await expect(movements.rows(movements.pending).first()).toBeVisible();
  await movements.addManually.click();
  const modal = new CreateLandingModal(page);
  await expect(modal.pilot).toBeVisible();
  await expect(crashScreen(page)).toHaveCount(0);
  await context.close();
});

test('when the form itself did not arrive, the dialog says so and shows the form once the link is back', async ({
  browser,
  desk,
}) => {
  const formChunk = /\/assets\/CreateLandingForm-[\w-]+\.js$/;
  const { context, page, movements, linkBack } = await offlineWithoutChunk(browser, desk.url, formChunk);

  await movements.addManually.click();
  const modal = new CreateLandingModal(page);
  const dialog = modal.dialog;
  await expectMissingMessage(page, dialog);

  await linkBack();
  await expect(modal.pilot).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await context.close();
});

test('when the toasts did not arrive, the desk goes on and its toasts show once the link is back', async ({
  browser,
  desk,
}) => {
  const { context, page } = await withoutServiceWorker(browser, desk.url);
  const toastsChunk = /\/assets\/Toasts-[\w-]+\.js$/;
  let asked = 0;
  await page.route(toastsChunk, (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  const movements = await signIn(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  // The container is asked for once the desk is idle after its first render.
  await expect.poll(() => asked).toBeGreaterThan(0);
  await context.setOffline(true);

  // An undone change says so in a toast, which waits for its container.
  const [first] = await movements.landingIds(movements.pending);
  await movements.act(first ?? 0, 'ACCEPT', '', { keepUndo: true });
  await movements.undoBar.getByRole('button', { name: 'Undo' }).click();
  await expect(crashScreen(page)).toHaveCount(0);
  await expect(movements.row(first ?? 0).getByRole('button', { name: 'ACCEPT' })).toBeVisible();

  await page.unroute(toastsChunk);
  await context.setOffline(false);
  await expect(page.getByText('Undone: nothing was sent.')).toBeVisible();
  await context.close();
});

test('when a screen did not arrive, its place says so under the header, with no reload, and it shows once the link is back', async ({
  browser,
  desk,
}) => {
  const historyChunk = /\/assets\/HistoryScreen-[\w-]+\.js$/;
  const { context, page, linkBack } = await offlineWithoutChunk(browser, desk.url, historyChunk);
  // The same document throughout: a reload offline, with no service worker yet, is the browser's error page.
  const origin = await page.evaluate(() => performance.timeOrigin);

  const header = new AppHeader(page);
  await header.history.click();
  await expectMissingMessage(page, page);
  await expect(header.syncStatus).toContainText('Offline');
  await expect(header.movements).toBeVisible();
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(origin);

  await linkBack();
  await expect(new HistoryPage(page).heading).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'did not arrive' })).toHaveCount(0);
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(origin);
  await context.close();
});
