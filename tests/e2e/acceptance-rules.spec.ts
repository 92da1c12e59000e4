// Acceptance rules end to end (docs/product/acceptance-rules.md): with "listed aircraft" on, a
// pilot's request from a listed aircraft is accepted by the rule and its status page says ACCEPTED
// within a second of sending; the same aircraft asking before sunrise (dark: never accepted by a
// rule) waits for the desk. The rules are set through the club update, as Settings › Requests saves them.
import { expect, test } from '@playwright/test';
import { RequestPage, RequestStatusPage } from './pages/request-page';
import { DeskApi } from './support/desk-api';
import { DeskServer } from './support/desk-server';

const SLUG = 'example-aero-club';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const PILOT = { name: 'Paula Piloto', email: 'paula@pilots.example', licence: 'PT.FCL.9001' };

let server: DeskServer;

test.beforeAll(async () => {
  server = await DeskServer.start();
  const api = await DeskApi.signIn(server.url);
  const rules = {
    rules: [
      { kind: 'listed', on: true, registrations: ['CS-RUL'], emails: [] },
      { kind: 'own-aircraft', on: false },
      { kind: 'in-hours-below-weight', on: false, maxKg: 2000 },
    ],
    neverAfterSunset: true,
    neverOnClosure: true,
  };
  // The club takes requests outside its hours too, so the early one is filed and left to the desk.
  const response = await fetch(`${server.url}/api/clubs/${api.clubId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${api.session.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { request: true, acceptance_rules: JSON.stringify(rules) } }),
  });
  expect(response.status).toBe(200);
});

test.afterAll(async () => {
  await server?.dispose();
});

test('a listed aircraft is accepted by the rule at once; before sunrise it waits for the desk', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  const form = new RequestPage(page);
  const status = new RequestStatusPage(page);
  const flight = { registration: 'CS-RUL', aircraftType: 'Cessna 172', origin: 'LPCS', date: tomorrow() };

  await form.open(SLUG);
  // The page says what is answered at once, never who is listed.
  const answered = page
    .getByRole('heading', { name: 'Answered at once' })
    .locator('xpath=following-sibling::ul[1]');
  await expect(answered).toHaveText('Aircraft and pilots the airfield has listed');
  await expect(
    page.getByText('Never an arrival after sunset: that one waits for the airfield.'),
  ).toBeVisible();
  await expect(page.getByText('CS-RUL')).toHaveCount(0);
  await form.fillFlight({ ...flight, eta: '12:00', etd: '11:10' });
  await form.fillPilot(PILOT);
  await form.send.click();
  await expect(page).toHaveURL(/\/request\/status\/[A-Za-z0-9_-]{22}$/);
  await expect(status.status).toHaveText('ACCEPTED', { timeout: 1_000 });

  await form.open(SLUG);
  await form.fillFlight({ ...flight, eta: '04:30', etd: '04:00' });
  await form.fillPilot(PILOT);
  await form.send.click();
  await expect(page).toHaveURL(/\/request\/status\/[A-Za-z0-9_-]{22}$/);
  await expect(status.status).toHaveText('PENDING');

  const api = await DeskApi.signIn(server.url);
  const rows = (await api.allLandings()).filter((landing) => landing.email === PILOT.email);
  expect(rows.map((landing) => landing.permission)).toEqual([true, null]);
});
