// The club's clock (docs/product/movement-log.md, Clock; ADR 0027), on a tablet and on a phone,
// against a real server: the club switches to UTC in Settings, the desk's rows name UTC, the
// pilot's page shows its opening hours and asks the ETA in UTC, and a request filed there shows on
// the desk at the time the pilot typed, in UTC, and is stored at that UTC time.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { formatDate } from '../../src/domain/time/format';
import { hoursOnClock } from '../../src/domain/time/hours-on-clock';
import { MovementsPage } from './pages/movements-page';
import { RequestPage, RequestStatusPage } from './pages/request-page';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskApi } from './support/desk-api';
import { DeskServer } from './support/desk-server';
import { noHorizontalScroll } from './support/fits';
import { DEMO } from './support/fixtures';

const SLUG = 'example-aero-club';
const VIEWPORTS = [
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

let server: DeskServer;

test.beforeAll(async () => {
  server = await DeskServer.start();
});
test.afterAll(async () => {
  await server?.dispose();
});

/** The club back on local time through the API, so that each run switches it in Settings itself. */
async function clubOnLocalTime(api: DeskApi): Promise<void> {
  const response = await fetch(`${server.url}/api/clubs/${api.clubId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${api.session.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { clock: 'local' } }),
  });
  expect(response.status).toBe(200);
}

async function signedInDesk(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.url, viewport })).newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  await expect(new MovementsPage(page).requests).toBeVisible();
  return page;
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test('a club on UTC: Settings, the desk rows, the pilot page and a filed request all read UTC', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const api = await DeskApi.signIn(server.url);
      await clubOnLocalTime(api);
      const desk = await signedInDesk(browser, viewport);
      const movements = new MovementsPage(desk);
      // Local time by default, its zone named.
      await expect(movements.rows(movements.pending).first()).toContainText(/\d\d:\d\d Lisbon/);

      const settings = new SettingsPage(desk);
      await settings.open();
      await settings.show('Airfield details');
      const select = settings.field('Times shown in');
      await expect(select).toHaveValue('local');
      await select.selectOption({ label: 'UTC' });
      await desk.getByRole('button', { name: 'SAVE Time zone' }).click();
      await expect(settings.toast('Time zone updated.')).toBeVisible();
      await noHorizontalScroll(desk, viewport.width);
      const club = await api.read<{ data: { attributes: { clock: string } } }>(`clubs/${api.clubId}`);
      expect(club.data.attributes.clock).toBe('utc');

      await movements.open();
      const first = movements.rows(movements.pending).first();
      await expect(first).toContainText(/\d\d:\d\d UTC/);
      await expect(movements.pending).not.toContainText('Lisbon');
      await noHorizontalScroll(desk, viewport.width);

      // The pilot's page, on the club's clock: its hours as UTC shows them this week, and the ETA asked in UTC.
      const pilot = await (await browser.newContext({ baseURL: server.url, viewport })).newPage();
      const form = new RequestPage(pilot);
      await form.open(SLUG);
      await expect(pilot.getByRole('heading', { name: 'Opening hours (UTC)' })).toBeVisible();
      const monday = hoursOnClock(
        [{ day_index: 0, open: '09:00', close: '19:00' }],
        'UTC',
        new Date().toISOString().slice(0, 10),
      )[0];
      await expect(pilot.getByText(`Monday: ${monday?.open}–${monday?.close}`)).toBeVisible();
      await expect(form.field('ETA (UTC)')).toBeVisible();
      await expect(form.field('ETD (UTC)')).toBeVisible();
      await noHorizontalScroll(pilot, viewport.width);

      const registration = viewport.name === 'tablet' ? 'CS-UTT' : 'CS-UTP';
      const date = tomorrow();
      await form.fillFlight({
        zone: 'UTC',
        registration,
        aircraftType: 'Cessna 172',
        origin: 'LPCS',
        date,
        eta: '12:00',
      });
      await form.fillPilot({
        name: 'Uma Utc',
        email: `utc.${viewport.name}@pilots.example`,
        licence: 'PT.FCL.4242',
      });
      await form.send.click();
      const status = new RequestStatusPage(pilot);
      await expect(status.status).toHaveText('PENDING');
      await expect(pilot.getByText('12:00 UTC', { exact: true })).toBeVisible();

      // On the desk, live: the time the pilot typed, in UTC; stored at that UTC time.
      const row = movements.pending.locator('tr[data-landing-id]', { hasText: registration });
      await expect(row).toContainText(`${formatDate(date)}, 12:00 UTC`, { timeout: 20_000 });
      const id = await api.landingIdOf(registration);
      expect((await api.landing(id ?? 0)).time).toBe('12:00:00.000');
      await noHorizontalScroll(desk, viewport.width);
    });
  });
}
