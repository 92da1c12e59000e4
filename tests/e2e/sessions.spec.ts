// Short sessions in Chromium against a real server whose access tokens last 4 s
// (docs/decisions/0023): the desk renews them through its refresh cookie without a word, an offline
// desk whose token ran out still lands its change once back, LOGOUT ends the session on the server,
// and SIGN OUT EVERYWHERE ends the other desk's too, which keeps its change until it signs in again.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { MovementsPage } from './pages/movements-page';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskApi } from './support/desk-api';
import { DeskServer } from './support/desk-server';
import { answerDialogsMyself, DEMO, expect, leaveWhenAsked, test } from './support/fixtures';

const TOKEN_SECONDS = 4;
let server: DeskServer;

test.beforeEach(async () => {
  server = await DeskServer.start({ env: { ACCESS_TOKEN_TTL: String(TOKEN_SECONDS) } });
});
test.afterEach(async () => {
  await server.dispose();
});

async function desk(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; movements: MovementsPage }> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  leaveWhenAsked(page);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  return { context, page, movements };
}

/** Past the access token's life: the next call meets a 401 and must renew. */
const tokenRunsOut = (page: Page) => page.waitForTimeout((TOKEN_SECONDS + 1) * 1_000);

async function pendingId(movements: MovementsPage, index = 0): Promise<number> {
  // The list may re-render between being seen and being read: read once it holds the row asked for.
  await expect
    .poll(async () => (await movements.landingIds(movements.pending)).length)
    .toBeGreaterThan(index);
  const id = (await movements.landingIds(movements.pending))[index];
  if (id === undefined) throw new Error('the demo has pending requests');
  return id;
}

test('an access token that ran out is renewed through the refresh cookie, and the change lands', async ({
  browser,
}) => {
  const { context, page, movements } = await desk(browser);
  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
  });
  const id = await pendingId(movements);
  await tokenRunsOut(page);

  await movements.act(id, 'ACCEPT');
  const api = await DeskApi.signIn(server.url);
  await expect.poll(async () => (await api.landing(id)).permission).toBe(true);
  expect(refreshes).toContain(200);
  await expect(page).toHaveURL(/\/movements$/);
  await context.close();
});

test('an offline desk whose token ran out keeps its change and lands it once back online', async ({
  browser,
}) => {
  const { context, page, movements } = await desk(browser);
  const id = await pendingId(movements);
  await context.setOffline(true);
  await tokenRunsOut(page);
  await movements.act(id, 'ACCEPT');
  await expect(movements.rowIn(movements.upcoming, id)).toContainText('ACCEPTED');

  await context.setOffline(false);
  const api = await DeskApi.signIn(server.url);
  await expect.poll(async () => (await api.landing(id)).permission, { timeout: 20_000 }).toBe(true);
  await expect(page).toHaveURL(/\/movements$/);
  await context.close();
});

test('LOGOUT ends the session on the server: its refresh cookie no longer renews anything', async ({
  browser,
  playwright,
}) => {
  const { context, page } = await desk(browser);
  await page.goto('/settings');
  const settings = new SettingsPage(page);
  await expect(settings.logout).toBeVisible();
  // Read just before LOGOUT: the cookie rotates on every renewal, and an older one is refused anyway.
  const refresh = (await context.cookies()).find((cookie) => cookie.httpOnly);
  if (!refresh) throw new Error('a signed-in desk holds its refresh cookie');
  await settings.logout.click();
  await expect(new SignInPage(page).email).toBeVisible();
  const stranger = await playwright.request.newContext({ baseURL: server.url });
  const answer = await stranger.post('/api/auth/refresh', {
    headers: { cookie: `${refresh.name}=${refresh.value}`, origin: server.url },
  });
  expect(answer.status()).toBe(401);
  await page.reload();
  await expect(new SignInPage(page).email).toBeVisible();
  await stranger.dispose();
  await context.close();
});

test('SIGN OUT EVERYWHERE ends the other desk too; its change waits for the next sign-in, then lands', async ({
  browser,
}) => {
  const first = await desk(browser);
  const other = await desk(browser);
  const id = await pendingId(other.movements);

  answerDialogsMyself(first.page);
  first.page.on('dialog', (dialog) => void dialog.accept());
  await first.page.goto('/settings');
  await first.page.getByRole('button', { name: 'SIGN OUT EVERYWHERE' }).click();
  await expect(new SignInPage(first.page).email).toBeVisible();

  await tokenRunsOut(other.page);
  // With nothing waiting, the other desk says at its next pull that its sign-in has ended, rather
  // than go on showing its copy as synced.
  await other.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(other.page.getByRole('alert').filter({ hasText: 'this sign-in has ended' })).toBeVisible({
    timeout: 15_000,
  });
  // On a phone it is said whole, on a line of its own, not cut short like the sync line's other words.
  const wide = other.page.viewportSize();
  await other.page.setViewportSize({ width: 390, height: 844 });
  const ended = other.page.locator('.sync-status__alert').filter({ hasText: 'this sign-in has ended' });
  await expect(ended).toBeVisible();
  expect(await ended.evaluate((alert) => alert.scrollWidth <= alert.clientWidth)).toBe(true);
  if (wide) await other.page.setViewportSize(wide);
  await other.movements.act(id, 'ACCEPT');
  await expect(other.page.getByRole('link', { name: 'Sign in again' }).first()).toBeVisible({
    timeout: 15_000,
  });
  const api = await DeskApi.signIn(server.url);
  expect((await api.landing(id)).permission).toBeNull();

  await other.page.getByRole('link', { name: 'Sign in again' }).first().click();
  await new SignInPage(other.page).signIn(DEMO.email, DEMO.password);
  await expect.poll(async () => (await api.landing(id)).permission, { timeout: 20_000 }).toBe(true);
  await first.context.close();
  await other.context.close();
});
