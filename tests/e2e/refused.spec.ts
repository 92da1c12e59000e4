// Refused means refused (docs/product.md#sync-and-offline): the desk accepts a pilot's request offline, the
// pilot cancels it before the accept reaches the server, and the row says in its own words that it was not
// accepted, with Retry and Discard, never the green ACCEPTED. Discard leaves the server as it is.
import type { Page } from '@playwright/test';
import { requestBody } from '../../server/src/testing/pilot-requests';
import { AppHeader } from './pages/app-header';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskApi } from './support/desk-api';
import { noHorizontalScroll } from './support/fits';
import { DEMO } from './support/fixtures';
import { expect, test } from './support/fresh-desk';

/** A pilot's request filed from the request page, then the desk signed in with it pending. */
async function requestOnOpenDesk(page: Page, url: string, registration: string) {
  const api = await DeskApi.signIn(url);
  const club = await api.read<{ data: { attributes: { slug: string } } }>(`clubs/${api.clubId}`);
  const email = `${registration.toLowerCase()}@pilot.example`;
  const filed = await fetch(`${url}/api/public/airfields/${club.data.attributes.slug}/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: requestBody(new Date(), { registration, email }) }),
  });
  expect(filed.status).toBe(200);
  const { token } = ((await filed.json()) as { data: { token: string } }).data;
  const requested = (await api.allLandings()).find((l) => l.email === email);
  if (!requested) throw new Error('the pilot request did not reach the server');

  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.rowIn(movements.pending, requested.id)).toBeVisible();
  return { api, token, requested, movements };
}

test('an accept the server refused because the pilot cancelled says so in the row, with Discard only', async ({
  page,
  context,
  freshDesk,
}) => {
  const { api, token, requested, movements } = await requestOnOpenDesk(page, freshDesk.url, 'CS-REF');

  await context.setOffline(true);
  await expect(new AppHeader(page).syncStatus).toContainText('Offline');
  await movements.act(requested.id, 'ACCEPT');
  await expect(movements.rowIn(movements.upcoming, requested.id)).toContainText('ACCEPTED');
  const cancelled = await fetch(`${freshDesk.url}/api/public/requests/${token}/cancel`, { method: 'POST' });
  expect(cancelled.status).toBe(200);
  await context.setOffline(false);

  const row = movements.row(requested.id);
  await expect(row).toContainText('Not accepted: the request was cancelled by the pilot', {
    timeout: 20_000,
  });
  await expect(row).not.toContainText('ACCEPTED');
  // Nothing to try again once the pilot has cancelled: Discard only (docs/product/movement-log.md).
  await expect(row.getByRole('button', { name: 'Discard' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Apply anyway' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Discard' }).click();
  await expect(row).toHaveCount(0);
  expect(await api.landing(requested.id)).toMatchObject({ status: 'cancelled', permission: null });
});

test('a reject that met another desk’s accept says so at tablet width: a readable card, a toast that says why, the Changes panel in words', async ({
  page,
  context,
  freshDesk,
}) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  const { api, requested, movements } = await requestOnOpenDesk(page, freshDesk.url, 'CS-OVK');

  await context.setOffline(true);
  await expect(new AppHeader(page).syncStatus).toContainText('Offline');
  await movements.act(requested.id, 'REJECT', 'Runway closed for works');
  // Another desk accepts it meanwhile.
  await api.decide(requested.id, true);
  await context.setOffline(false);

  const row = movements.row(requested.id);
  const said = 'Not rejected: another desk changed this landing meanwhile';
  await expect(row).toContainText(said, { timeout: 20_000 });
  // The product's error text, then why: not a failure of this desk's.
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'The permission could not be denied. Changed on the server meanwhile, by another desk or the pilot.',
    }),
  ).toBeVisible();
  // A card of the usual height: its facts keep their columns beside the refusal's sentence.
  const box = await row.boundingBox();
  expect(box?.height ?? Infinity).toBeLessThan(320);
  const when = await row.locator('.cell--when').boundingBox();
  expect(when?.width ?? 0).toBeGreaterThan(150);
  await noHorizontalScroll(page, 800);

  await page.getByRole('button', { name: 'Changes', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Changes waiting to sync' });
  await expect(panel).toContainText('Changed on the server meanwhile, by another desk or the pilot');
  await expect(panel).not.toContainText('since it was last loaded');
  await expect(panel.getByRole('rowheader', { name: 'Reason for the pilot' })).toBeVisible();
});
