// Slot limits end to end (docs/product/slot-limits.md): with one arrival each 30 minutes, the
// pilot's page lists the chosen day's free times, refuses a full time under the ETA with the next
// free ones, and one tap on a free time sets the ETA and the request goes through. The limits are
// set through the club update, as Settings › Requests saves them.
import { expect, test } from '@playwright/test';
import { RequestPage, RequestStatusPage } from './pages/request-page';
import { axeViolations } from './support/axe';
import { DeskApi } from './support/desk-api';
import { DeskServer } from './support/desk-server';

const SLUG = 'example-aero-club';
const PILOT = { name: 'Paula Piloto', email: 'paula@pilots.example', licence: 'PT.FCL.9001' };

/** A weekday three weeks ahead: open 09:00–19:00, and past every seeded landing. */
function quietWeekday(): string {
  for (let days = 21; ; days += 1) {
    const day = new Date(Date.now() + days * 86_400_000);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) return day.toISOString().slice(0, 10);
  }
}

let server: DeskServer;

test.beforeAll(async () => {
  server = await DeskServer.start();
  const api = await DeskApi.signIn(server.url);
  const response = await fetch(`${server.url}/api/clubs/${api.clubId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${api.session.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { slot_arrivals: 1, slot_minutes: 30 } }),
  });
  expect(response.status).toBe(200);
});

test.afterAll(async () => {
  await server?.dispose();
});

test('a full slot is refused with the next free times, and a free time is one tap away', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  const form = new RequestPage(page);
  const status = new RequestStatusPage(page);
  const date = quietWeekday();
  const flight = { registration: 'CS-SLT', aircraftType: 'Cessna 172', origin: 'LPCS', date };
  const freeTimes = page.getByRole('list', { name: 'Free arrival times on that day (Lisbon)' });

  await form.open(SLUG);
  await expect(page.getByText('At most 1 arrival every 30 minutes')).toBeVisible();
  await form.fillFlight({ ...flight, eta: '14:00', etd: '13:00' });
  await expect(freeTimes.getByRole('button', { name: 'Arrive at 14:00' })).toBeVisible();
  // The demo club has its coordinates: the chosen day's sunset is said beside the free times.
  await expect(page.getByText(/^Sunset that day: \d\d:\d\d \(Lisbon\)$/)).toBeVisible();
  await form.fillPilot(PILOT);
  await form.send.click();
  await expect(page).toHaveURL(/\/request\/status\/[A-Za-z0-9_-]{22}$/);

  await form.open(SLUG);
  await form.fillFlight({ ...flight, registration: 'CS-SLU', eta: '14:10', etd: '13:00' });
  await expect(freeTimes.getByRole('button', { name: 'Arrive at 14:30' })).toBeVisible();
  await expect(freeTimes.getByRole('button', { name: 'Arrive at 14:00' })).toHaveCount(0);
  await form.fillPilot({ ...PILOT, email: 'other@pilots.example' });
  await form.send.click();
  await expect(form.error('ETA (Lisbon)')).toHaveText(
    'That time is full: the airfield takes 1 arrival every 30 minutes. Next free times that day: 14:30, 15:00, 15:30.',
  );
  await expect(page).toHaveURL(/\/request\/example-aero-club/);
  // The refusal and the free times are read out, and the page stays clean for assistive technology.
  expect(await axeViolations(page)).toEqual([]);

  await freeTimes.getByRole('button', { name: 'Arrive at 14:30' }).click();
  await expect(form.field('ETA (Lisbon)')).toHaveValue('14:30');
  await form.send.click();
  await expect(page).toHaveURL(/\/request\/status\/[A-Za-z0-9_-]{22}$/);
  await expect(status.status).toHaveText('PENDING');
});
