// Closure dates (docs/product/movement-log.md, "Closure dates"), on a tablet and on a phone against
// a real server: the owner adds one in Settings › Opening hours (a wrong range is said on its field,
// what was typed kept), the pilot's page lists it and refuses a request for that day on its date
// field (and the server refuses it too), and the desk warns on the row and in Create Landing.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { requestBody } from '../../server/src/testing/pilot-requests';
import { CreateLandingModal } from './pages/create-landing-modal';
import { MovementsPage } from './pages/movements-page';
import { RequestPage } from './pages/request-page';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { axeViolations } from './support/axe';
import { DeskApi } from './support/desk-api';
import { DeskServer } from './support/desk-server';
import { noHorizontalScroll } from './support/fits';
import { DEMO } from './support/fixtures';

const SLUG = 'example-aero-club';
const VIEWPORTS = [
  { name: 'tablet', width: 800, height: 1280, ahead: 10 },
  { name: 'phone', width: 390, height: 844, ahead: 20 },
] as const;

let server: DeskServer;

test.beforeAll(async () => {
  server = await DeskServer.start();
});
test.afterAll(async () => {
  await server?.dispose();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signedIn(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.url, viewport })).newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  await expect(new MovementsPage(page).requests).toBeVisible();
  return page;
}

for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name} (${viewport.width}x${viewport.height}): a closure added in Settings is shown and refused on the pilot's page, and warned at the desk`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const day = inDays(viewport.ahead);
    const note = `Runway resurfacing ${viewport.name}`;
    const registration = viewport.name === 'tablet' ? 'CS-CLT' : 'CS-CLP';
    // A request already filed for that day, before the closure was known.
    const api = await DeskApi.signIn(server.url);
    const filed = await fetch(`${server.url}/api/landings`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.session.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: { date: day, time: '12:00:00', registration, aircraftType: 'Cessna 172', permission: null },
      }),
    });
    expect(filed.status).toBe(200);

    // Settings › Opening hours: a range ending before it starts is said on To, and kept.
    const page = await signedIn(browser, viewport);
    const settings = new SettingsPage(page);
    await settings.open();
    await settings.show('Opening hours');
    const form = page.getByRole('form', { name: 'Add closure' });
    await form.getByLabel('From', { exact: true }).fill(day);
    await form.getByLabel('To (optional)', { exact: true }).fill(inDays(viewport.ahead - 1));
    await form.getByLabel('Note', { exact: true }).fill(note);
    await form.getByRole('button', { name: 'Add closure' }).click();
    await expect(form.getByText('The last day cannot be before the first.')).toBeVisible();
    await expect(form.getByLabel('To (optional)', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Note', { exact: true })).toHaveValue(note);
    await form.getByLabel('To (optional)', { exact: true }).fill(inDays(viewport.ahead + 1));
    await form.getByRole('button', { name: 'Add closure' }).click();
    await expect(settings.toast('Closure dates updated.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Closure dates' });
    await expect(list.getByRole('listitem').filter({ hasText: note })).toHaveCount(1);
    await expect(form.getByLabel('Note', { exact: true })).toHaveValue('');
    await noHorizontalScroll(page, viewport.width);
    expect(await axeViolations(page)).toEqual([]);

    // The pilot's page lists it, and a request for that day is refused on its date.
    const pilot = await (await browser.newContext({ baseURL: server.url, viewport })).newPage();
    const request = new RequestPage(pilot);
    await request.open(SLUG);
    await expect(pilot.getByRole('heading', { name: 'Closed on' })).toBeVisible();
    await expect(pilot.getByText(note)).toBeVisible();
    await request.fillFlight({
      registration: 'CS-NOP',
      aircraftType: 'Cessna 172',
      origin: 'LPCS',
      date: day,
      eta: '12:00',
    });
    await request.fillPilot({ name: 'Paula Piloto', email: 'paula@pilots.example', licence: 'PT.FCL.9001' });
    await request.send.click();
    await expect(request.error('Date')).toHaveText(
      `The airfield is closed on that date (${note}): choose another day.`,
    );
    await expect(request.field('Aircraft registration')).toHaveValue('CS-NOP');
    await noHorizontalScroll(pilot, viewport.width);
    expect(await axeViolations(pilot)).toEqual([]);
    // The server is the authority: the same request sent past the page is a 400 on `date`.
    const refused = await fetch(`${server.url}/api/public/airfields/${SLUG}/requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: requestBody(new Date(), { date: inDays(viewport.ahead + 1) }) }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { details: { errors: [{ path: ['date'] }] } } });

    // The desk: the row of the request on that day warns, and Create Landing warns without blocking.
    const movements = new MovementsPage(page);
    await movements.open();
    const row = movements.pending.locator('tr[data-landing-id]', { hasText: registration });
    await expect(row).toContainText(`Closed: ${note}`);
    await noHorizontalScroll(page, viewport.width);
    await movements.addManually.click();
    const modal = new CreateLandingModal(page);
    await modal.date.fill(day);
    await expect(modal.dialog.getByText(`Closed that day: ${note}. It can still be recorded.`)).toBeVisible();
    await modal.date.fill(inDays(viewport.ahead + 5));
    await expect(modal.dialog.getByText(/^Closed that day: /)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
}
