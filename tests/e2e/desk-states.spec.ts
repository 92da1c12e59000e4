// Desk cancel, NO-SHOW and OVERDUE, and the pilot's own cancellation noticed on an open desk
// (docs/product/movement-log.md, States), on a tablet and on a phone, against a real server whose
// mail goes to a real SMTP server started here. Overdue is reached by waiting the club's one minute.
import { type Browser, expect, type Locator, test } from '@playwright/test';
import { requestBody } from '../../server/src/testing/pilot-requests';
import { type SmtpSink, startSmtpSink } from '../../server/src/testing/smtp-sink';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { RequestStatusPage } from './pages/request-page';
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

let sink: SmtpSink;
let server: DeskServer;

test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await DeskServer.start({ env: { SMTP_URL: sink.url, MAIL_FROM: 'desk@club.example' } });
});

test.afterAll(async () => {
  await server?.dispose();
  await sink?.close();
});

/** A pilot files a request from the request page's API; answers its status token (from the mail). */
async function fileRequest(registration: string, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/public/airfields/${SLUG}/requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: requestBody(new Date(), { registration, email }) }),
  });
  expect(response.status).toBe(200);
  const mail = await sink.waitFor(
    (m) => m.to === email && m.subject.startsWith(`PPR request received: ${registration}`),
  );
  const token = /\/request\/status\/([A-Za-z0-9_-]{22})/.exec(mail.text)?.[1];
  if (!token) throw new Error('no status link in the mail');
  return token;
}

async function openDesk(browser: Browser, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ baseURL: server.url, viewport })).newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.requests).toBeVisible();
  return movements;
}

const rowOf = (section: Locator, registration: string) =>
  section.locator('tr[data-landing-id]', { hasText: registration });

/** The open row's details: CANCEL LANDING and NO-SHOW live there, in the row's own group. */
const detailsOf = (row: Locator) =>
  row.locator('xpath=ancestor::tbody[contains(@class, "landing-group")][1]');

const utcTime = (at: Date) => at.toISOString().slice(11, 16);
const utcDate = (at: Date) => at.toISOString().slice(0, 10);
/** Time enough for a landing made through the API to show on an open desk (its event stream). */
const OPEN_ROW_MS = 12_000;

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test('the desk cancels a request with a reason: it leaves the lists, History shows it cancelled, the pilot is told', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const registration = viewport.name === 'tablet' ? 'CS-DCT' : 'CS-DCP';
      const email = `cancel.${viewport.name}@pilots.example`;
      // A request written down at the desk from a radio call, for today, so that History (landings
      // up to today) lists it at once; it has the pilot's address, so the pilot is told.
      const api = await DeskApi.signIn(server.url);
      await api.createLanding({
        date: new Date().toISOString().slice(0, 10),
        time: '23:59:00',
        registration,
        aircraftType: 'Cessna 172',
        email,
        permission: null,
      });
      const movements = await openDesk(browser, viewport);
      const row = rowOf(movements.pending, registration);
      await expect(row).toHaveCount(1);
      await movements.toggle(row).click();
      const setFee = detailsOf(row).getByRole('button', { name: 'Set fee by hand' });
      await expect(setFee).toBeVisible();
      // From the keyboard: the open row's details may sit under the sticky parts of the screen.
      await detailsOf(row)
        .getByRole('button', { name: /^CANCEL LANDING/ })
        .press('Enter');
      const dialog = movements.page.getByRole('dialog', { name: 'Cancel landing' });
      await expect(dialog.getByLabel('Reason (optional)')).toBeFocused();
      await movements.page.keyboard.type('Runway closed for works');
      await dialog.getByRole('button', { name: 'CANCEL LANDING', exact: true }).click();
      await expect(row).toContainText('CANCELLED');
      // Ending, waiting to sync, its row still open: never billed, so no fee to set.
      await expect(movements.toggle(row)).toHaveAttribute('aria-expanded', 'true');
      await expect(setFee).toHaveCount(0);
      await expect(movements.undoBar).toContainText('Cancelled');
      await noHorizontalScroll(movements.page, viewport.width);
      await movements.undoBar.getByRole('button', { name: 'Send now' }).click();
      // A slow link (or a busy machine) may defer the send: the outbox retries until it goes.
      await expect(rowOf(movements.page.locator('body'), registration)).toHaveCount(0, { timeout: 60_000 });

      const mail = await sink.waitFor(
        (m) => m.to === email && m.subject.startsWith(`PPR cancelled by Example Aero Club: ${registration}`),
      );
      expect(mail.text).toContain('Reason: Runway closed for works');
      const id = await api.landingIdOf(registration);
      expect(await api.read(`landings/${id}`)).toMatchObject({
        data: {
          attributes: { status: 'cancelled', cancelled_by: 'desk', reason: 'Runway closed for works' },
        },
      });

      const history = new HistoryPage(movements.page);
      await history.open();
      await expect(
        history.bodyRows.filter({ hasText: registration }).filter({ hasText: 'CANCELLED' }),
      ).toHaveCount(1);
      await noHorizontalScroll(movements.page, viewport.width);
    });

    test('an accepted landing turns OVERDUE as time passes, counts in the tab title, and is a NO-SHOW in one tap', async ({
      browser,
    }) => {
      const registration = viewport.name === 'tablet' ? 'CS-OVT' : 'CS-OVP';
      test.setTimeout(180_000);
      const api = await DeskApi.signIn(server.url);
      // The club's setting, kept by our server: one minute, so the row turns OVERDUE within a
      // minute of its ETA, on the page's own minute tick; the page's clock is left alone, since
      // sending the desk's changes also reads the time.
      const setting = await fetch(`${server.url}/api/clubs/${api.clubId}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${api.session.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { overdue_minutes: 1 } }),
      });
      expect(setting.status).toBe(200);
      // The desk is open first; the landing's ETA is then chosen so that it turns OVERDUE at the
      // first minute the page's clock starts at least OPEN_ROW_MS from now: time for the row to
      // reach the open desk and be seen ACCEPTED, not OVERDUE, before it turns - about half a
      // minute's wait on average rather than up to two.
      const movements = await openDesk(browser, viewport);
      const turnsAt = Math.ceil((Date.now() + OPEN_ROW_MS) / 60_000) * 60_000;
      const eta = new Date(turnsAt - 60_000);
      test.skip(utcDate(eta) !== utcDate(new Date(turnsAt)), 'an ETA past midnight UTC');
      await api.createLanding({
        date: utcDate(eta),
        time: `${utcTime(eta)}:00`,
        registration,
        aircraftType: 'Cessna 172',
        email: `overdue.${viewport.name}@pilots.example`,
      });
      const row = rowOf(movements.upcoming, registration);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('ACCEPTED');
      await expect(row, 'seen on the open desk before its minute').not.toContainText('OVERDUE');

      // Its minute on the page's own clock: no reload. The tab title counts it in the same minute.
      await expect(row).toContainText('OVERDUE', { timeout: turnsAt - Date.now() + 10_000 });
      await expect(row).not.toContainText('ACCEPTED');
      const overdue = await movements.upcoming.locator('tr[data-landing-id]', { hasText: 'OVERDUE' }).count();
      await expect(movements.page).toHaveTitle(new RegExp(`${overdue} OVERDUE · PPR Desk$`));
      await noHorizontalScroll(movements.page, viewport.width);

      await row.getByRole('button', { name: /^NO-SHOW/ }).click();
      await expect(row).toContainText('NO-SHOW');
      await expect(movements.undoBar).toContainText('Marked no-show');
      await movements.undoBar.getByRole('button', { name: 'Send now' }).click();
      await expect(rowOf(movements.upcoming, registration)).toHaveCount(0, { timeout: 60_000 });
      await expect
        .poll(async () => (await api.landing((await api.landingIdOf(registration)) ?? 0)).status)
        .toBe('no_show');
      await expect(movements.page).toHaveTitle(
        overdue > 1 ? new RegExp(`${overdue - 1} OVERDUE · PPR Desk$`) : /^(\(\d+\) )?PPR Desk$/,
      );
      await sink.waitFor(
        (m) =>
          m.to === `overdue.${viewport.name}@pilots.example` && m.subject.startsWith('Recorded as a no-show'),
      );
    });

    test("a pilot's cancellation from the status page shows a notice on the open desk, and the owner is told", async ({
      browser,
    }) => {
      const registration = viewport.name === 'tablet' ? 'CS-PCT' : 'CS-PCP';
      const token = await fileRequest(registration, `pilot.${viewport.name}@pilots.example`);
      const movements = await openDesk(browser, viewport);
      await expect(rowOf(movements.pending, registration)).toHaveCount(1);

      const pilotPage = await (await browser.newContext({ baseURL: server.url, viewport })).newPage();
      const status = new RequestStatusPage(pilotPage);
      await pilotPage.goto(`/request/status/${token}`);
      await status.cancel.click();
      await status.confirmCancel.click();
      await expect(status.status).toHaveText('CANCELLED');

      const notice = movements.page
        .getByRole('alert')
        .filter({ hasText: `Cancelled by the pilot: ${registration}` });
      await expect(notice).toBeVisible();
      await expect(rowOf(movements.pending, registration)).toHaveCount(0);
      await noHorizontalScroll(movements.page, viewport.width);
      await sink.waitFor(
        (m) =>
          m.to === DEMO.email && m.subject.startsWith(`PPR request cancelled by the pilot: ${registration}`),
      );
    });
  });
}
