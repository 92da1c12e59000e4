// Sessions on a Strapi 5 as its template sets them up (docs/decisions/0035): 10-minute access tokens
// renewed through an httpOnly refresh cookie. The desk renews without a word when its token is
// refused, and LOGOUT ends the sign-in on Strapi (its access token, which Strapi does not check
// against the session, lives out its ten minutes). Strapi 4 gives 30-day tokens and nothing to renew.
import type { Page } from '@playwright/test';
import { MovementsPage } from '../e2e/pages/movements-page';
import { SettingsPage } from '../e2e/pages/settings-page';
import { SignInPage } from '../e2e/pages/sign-in-page';
import { expect, PEER_OWNER, type Peer, test } from './support/fixtures';

test.beforeEach(({ peer }) => {
  test.skip(peer.api.version !== 5, 'Strapi 4 signs in for 30 days and has no refresh call');
});

/**
 * A request of the peer's club for tomorrow, waiting for the desk: its own, as the run of random
 * decisions before this file may have decided every request the peer was seeded with.
 */
async function pendingRequest(peer: Peer): Promise<number> {
  return peer.api.landingTomorrow({
    time: '10:00:00.000',
    status: 'pending',
    // Undecided: the content type's default is false, a rejection.
    permission: null,
    landing_permission: null,
    passengers_on_board: '["Rui Sousa"]',
  });
}

const pendingRow = (movements: MovementsPage, id: number) =>
  movements.pending.locator(`tr[data-landing-id="${id}"]`);

async function signIn(page: Page, request: number): Promise<MovementsPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(PEER_OWNER.email, PEER_OWNER.password);
  const movements = new MovementsPage(page);
  await expect(pendingRow(movements, request)).toBeVisible();
  return movements;
}

/** The access token as Strapi sees one that ran out: refused with a 401, whatever the desk holds. */
async function tokenRunsOut(page: Page): Promise<string> {
  return page.evaluate(() => {
    const refused = `${localStorage.getItem('token')}x`;
    localStorage.setItem('token', refused);
    return refused;
  });
}

test('a refused access token is renewed through the refresh cookie, and the change lands', async ({
  page,
  peer,
}) => {
  const id = await pendingRequest(peer);
  let movements = await signIn(page, id);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
  });
  const refused = await tokenRunsOut(page);
  await page.reload();
  movements = new MovementsPage(page);
  await expect(pendingRow(movements, id)).toBeVisible();

  await movements.act(id, 'ACCEPT');
  await expect.poll(async () => (await peer.api.landing(id)).permission, { timeout: 30_000 }).toBe(true);
  expect(refreshes).toContain(200);
  const renewed = await page.evaluate(() => localStorage.getItem('token'));
  expect(renewed).not.toBe(refused);
  await expect(page).toHaveURL(/\/movements$/);
});

test('LOGOUT ends the sign-in on Strapi: its refresh cookie renews nothing after', async ({
  page,
  peer,
  playwright,
}) => {
  await signIn(page, await pendingRequest(peer));
  const logouts: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/logout')) logouts.push(response.status());
  });
  await page.goto('/settings');
  const settings = new SettingsPage(page);
  await expect(settings.logout).toBeVisible();
  // Read just before LOGOUT: the cookie rotates on every renewal, and an older one is refused anyway.
  const refresh = (await page.context().cookies(peer.url)).find((cookie) => cookie.httpOnly);
  if (!refresh) throw new Error('a desk signed in to Strapi 5 holds its refresh cookie');
  await settings.logout.click();
  await expect(new SignInPage(page).email).toBeVisible();
  expect(logouts).toEqual([200]);

  const stranger = await playwright.request.newContext({ baseURL: peer.url });
  const answer = await stranger.post('/api/auth/refresh', {
    headers: { cookie: `${refresh.name}=${refresh.value}` },
  });
  expect(answer.status()).toBe(401);
  await stranger.dispose();
});
