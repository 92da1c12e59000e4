// Two desks of one club, each in its own browser context (docs/decisions/0010): a decision, a
// manual landing, a pilot's request and its cancellation show on the other desk within a second,
// without a reload; the second desk, offline for a while, catches up exactly on reconnect.
import type { BrowserContext, Page } from '@playwright/test';
import { requestBody } from '../../server/src/testing/pilot-requests';
import { AppHeader } from './pages/app-header';
import { CreateLandingModal } from './pages/create-landing-modal';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskApi } from './support/desk-api';
import { DEMO } from './support/fixtures';
import { expect, test } from './support/fresh-desk';
import { mirrorDifferences, readMirror } from './support/mirror';

async function desk(context: BrowserContext): Promise<{ page: Page; movements: MovementsPage }> {
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/movements$/);
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).nth(2)).toBeVisible();
  // Live: the event stream is held (the header says nothing of it; the mirror's cursor shows it).
  await expect.poll(async () => (await readMirror(page)).landings.length).toBeGreaterThan(0);
  return { page, movements };
}

test('a change on one desk shows on the other within a second, and an offline desk catches up', async ({
  browser,
  freshDesk,
}) => {
  const api = await DeskApi.signIn(freshDesk.url);
  const contextA = await browser.newContext({ baseURL: freshDesk.url });
  const contextB = await browser.newContext({ baseURL: freshDesk.url });
  try {
    const a = await desk(contextA);
    const b = await desk(contextB);
    const [accepted, rejected] = await a.movements.landingIds(a.movements.pending);
    if (!accepted || !rejected) throw new Error('need two pending requests');

    await a.movements.act(accepted, 'ACCEPT');
    await expect.poll(async () => (await api.landing(accepted)).permission).toBe(true);
    await expect(b.movements.rowIn(b.movements.upcoming, accepted)).toContainText('ACCEPTED', {
      timeout: 1_000,
    });

    const countBefore = await api.landingCount();
    await a.movements.addManually.click();
    const modal = new CreateLandingModal(a.page);
    await modal.fill({
      pilot: 'Ana Ferreira',
      email: 'second.desk@pilot.example',
      date: new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10),
      airplane: 'Cessna 172 CS-AAA',
    });
    await modal.create.click();
    await expect.poll(() => api.landingCount()).toBe(countBefore + 1);
    const created = (await api.allLandings()).find((l) => l.email === 'second.desk@pilot.example');
    if (!created) throw new Error('the manual landing did not reach the server');
    await expect(b.movements.rowIn(b.movements.upcoming, created.id)).toBeVisible({ timeout: 1_000 });

    // A pilot asks from the public page, then cancels: desk B shows it pending, then not at all.
    const club = await api.read<{ data: { attributes: { slug: string } } }>(`clubs/${api.clubId}`);
    const email = 'live.sync@pilot.example';
    const filed = await fetch(`${freshDesk.url}/api/public/airfields/${club.data.attributes.slug}/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: requestBody(new Date(), { registration: 'CS-LIV', email }) }),
    });
    const { token } = ((await filed.json()) as { data: { token: string } }).data;
    const requested = (await api.allLandings()).find((l) => l.email === email);
    if (!requested) throw new Error('the pilot request did not reach the server');
    await expect(b.movements.rowIn(b.movements.pending, requested.id)).toBeVisible({ timeout: 1_000 });
    await fetch(`${freshDesk.url}/api/public/requests/${token}/cancel`, { method: 'POST' });
    await expect(b.movements.row(requested.id)).toHaveCount(0, { timeout: 1_000 });

    // Desk B loses its link while desk A goes on working.
    await contextB.setOffline(true);
    await expect(new AppHeader(b.page).syncStatus).toContainText('Offline');
    await a.movements.act(rejected, 'REJECT');
    await a.movements.act(accepted, 'ARRIVED');
    await expect.poll(async () => (await api.landing(accepted)).status).toBe('parked');
    await expect.poll(async () => (await api.landing(rejected)).permission).toBe(false);
    await expect(b.movements.rowIn(b.movements.upcoming, accepted)).toBeVisible();

    await contextB.setOffline(false);
    await expect(b.movements.rowIn(b.movements.parked, accepted)).toBeVisible({ timeout: 10_000 });
    const today = new Date().toISOString().slice(0, 10);
    await expect
      .poll(async () =>
        mirrorDifferences((await readMirror(b.page)).landings, await api.allLandings(), api.clubId, today),
      )
      .toEqual([]);
  } finally {
    await contextA.close();
    await contextB.close();
  }
});
