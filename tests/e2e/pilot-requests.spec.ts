// The pilot's side and the desk's half of the conversation (ADR 0009): a pilot on a
// 360 px phone asks twice; the desk (another browser context) rejects one with a reason and accepts
// the other, which the pilot then cancels. Mail goes to a real SMTP server started here.
import { type Browser, expect, test } from '@playwright/test';
import { type SmtpSink, startSmtpSink } from '../../server/src/testing/smtp-sink';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { RequestPage, RequestStatusPage } from './pages/request-page';
import { SignInPage } from './pages/sign-in-page';
import { axeViolations } from './support/axe';
import { DeskApi } from './support/desk-api';
import { DeskServer } from './support/desk-server';
import { DEMO } from './support/fixtures';

const SLUG = 'example-aero-club';
const PHONE = { width: 360, height: 740 };
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const PILOT = { name: 'Paula Piloto', email: 'paula@pilots.example', licence: 'PT.FCL.9001' };

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

async function openDesk(browser: Browser): Promise<MovementsPage> {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.requests).toBeVisible();
  return movements;
}

/** The desk's row of a request, found by its registration (the CALL SIGN column). */
const rowOf = (movements: MovementsPage, registration: string) =>
  movements.page.locator('tr[data-landing-id]', { hasText: registration });

test('a pilot asks from a phone; the desk rejects with a reason, accepts a second request, and the pilot cancels it', async ({
  browser,
}) => {
  // Two browser contexts, two mails and a reload: about 30 s alone; beside the chaos run on two busy
  // cores once past the default 60 s.
  test.setTimeout(120_000);
  const pilotPage = await (await browser.newContext({ baseURL: server.url, viewport: PHONE })).newPage();
  const form = new RequestPage(pilotPage);
  const status = new RequestStatusPage(pilotPage);

  // The pilot fills the form; the estimate follows, and what was typed survives a reload.
  await form.open(SLUG);
  await expect(form.heading).toHaveText('Request to land at Example Aero Club LPXE');
  const flight = {
    aircraftType: 'Cessna 172',
    origin: 'LPCS',
    date: tomorrow(),
    eta: '12:00',
    etd: '11:10',
  };
  await form.fillFlight({ ...flight, registration: 'CS-PWA' });
  await form.fillPilot(PILOT);
  await form.field('Passengers').fill('Rui Passageiro');
  await expect(form.estimate).toHaveText('Estimated fee: €25.00');
  await pilotPage.getByLabel('Hangar overnight (€33.00)').check();
  await expect(form.estimate).toHaveText('Estimated fee: €58.00');
  await pilotPage.reload();
  await expect(form.field('Aircraft registration')).toHaveValue('CS-PWA');
  await expect(pilotPage.getByLabel('Hangar overnight (€33.00)')).toBeChecked();
  await expect(form.estimate).toHaveText('Estimated fee: €58.00');
  expect(await pilotPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  expect(await axeViolations(pilotPage)).toEqual([]);

  await form.send.click();
  await expect(pilotPage).toHaveURL(/\/request\/status\/[A-Za-z0-9_-]{22}$/);
  await expect(status.status).toHaveText('PENDING');
  await expect(status.fee).toHaveText('Fee: €58.00');
  expect(await axeViolations(pilotPage)).toEqual([]);
  await sink.waitFor((m) => m.to === PILOT.email && m.subject.startsWith('PPR request received: CS-PWA'));

  // The desk sees it pending with the same AMOUNT, and the tab says how many wait.
  const movements = await openDesk(browser);
  const first = rowOf(movements, 'CS-PWA');
  await expect(movements.pending.locator('tr[data-landing-id]', { hasText: 'CS-PWA' })).toHaveCount(1);
  await expect(first.locator('td.amount')).toHaveText('€58.00');
  await expect(movements.page).toHaveTitle('(5) PPR Desk');

  // REJECT asks for a reason: Escape keeps it undecided, the reason field takes the keyboard.
  await first.getByRole('button', { name: 'REJECT' }).click();
  await expect(movements.rejectDialog()).toBeVisible();
  await movements.page.keyboard.press('Escape');
  await expect(movements.rejectDialog()).toBeHidden();
  await first.getByRole('button', { name: 'REJECT' }).click();
  await expect(movements.rejectDialog().getByLabel('Reason (optional)')).toBeFocused();
  await movements.page.keyboard.type('Runway closed for works');
  await movements.confirmReject();
  await expect(first).toContainText('REJECTED');
  await movements.undoBar.getByRole('button', { name: 'Send now' }).click();
  await expect(movements.page).toHaveTitle('(4) PPR Desk');

  // The pilot's page and the mail both tell the rejection and its reason.
  const rejected = await sink.waitFor(
    (m) => m.to === PILOT.email && m.subject.startsWith('PPR request rejected: CS-PWA'),
  );
  expect(rejected.text).toContain('Reason: Runway closed for works');
  expect(rejected.text).toContain(`${server.url}/request/status/`);
  await pilotPage.reload();
  await expect(status.status).toHaveText('REJECTED');
  await expect(status.reason).toHaveText('Reason from the desk: Runway closed for works');
  await expect(status.cancel).toHaveCount(0);

  // A second request; its first answer is lost on the way back, and sending again files it once.
  await status.another.click();
  await form.hydrated();
  await expect(form.field('Pilot name')).toHaveValue(PILOT.name);
  await form.fillFlight({ ...flight, registration: 'CS-PWB' });
  await pilotPage.route(
    '**/api/public/airfields/*/requests',
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await form.send.click();
  await expect(form.formError).toContainText('sending again will not make a second request');
  // The button kept the focus while it was busy: Enter sends again from where the pilot is.
  await expect(form.send).toBeFocused();
  await pilotPage.keyboard.press('Enter');
  await expect(status.status).toHaveText('PENDING');

  await movements.page.reload();
  const second = rowOf(movements, 'CS-PWB');
  await expect(second).toHaveCount(1);
  await expect(second.locator('td.amount')).toHaveText('€25.00');
  await second.getByRole('button', { name: 'ACCEPT' }).click();
  await movements.undoBar.getByRole('button', { name: 'Send now' }).click();
  const accepted = movements.upcoming.locator('tr[data-landing-id]', { hasText: 'CS-PWB' });
  await expect(accepted).toContainText('ACCEPTED');
  // The pilot's page shows what the server has: look once the desk's accept has reached it.
  await expect(movements.waitingMark(accepted)).toHaveCount(0);

  // The pilot's page follows the decision by itself: no reload.
  await expect(status.status).toHaveText('ACCEPTED');
  // From the keyboard: the question opens on Keep it (a stray Enter cancels nothing), which hands the
  // focus back to Cancel request; the cancellation done leaves it on the status that says so, never
  // on the page's top.
  await status.cancel.focus();
  await pilotPage.keyboard.press('Enter');
  await expect(status.keepIt).toBeFocused();
  await pilotPage.keyboard.press('Enter');
  await expect(status.confirmCancel).toHaveCount(0);
  await expect(status.cancel).toBeFocused();
  await pilotPage.keyboard.press('Enter');
  await expect(status.keepIt).toBeFocused();
  await pilotPage.keyboard.press('Shift+Tab');
  await expect(status.confirmCancel).toBeFocused();
  await pilotPage.keyboard.press('Enter');
  await expect(status.status).toHaveText('CANCELLED');
  await expect(status.status).toBeFocused();
  await sink.waitFor((m) => m.to === PILOT.email && m.subject.startsWith('PPR request cancelled: CS-PWB'));

  // The cancelled request leaves the desk's lists and shows as cancelled in History.
  await movements.page.reload();
  await expect(movements.requests).toBeVisible();
  await expect(rowOf(movements, 'CS-PWB')).toHaveCount(0);
  const history = new HistoryPage(movements.page);
  await history.open();
  await expect(history.bodyRows.filter({ hasText: 'CANCELLED' })).toHaveCount(1);
});

test('an unknown airfield is a clear not-found page, and a wrong status link too', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: server.url, viewport: PHONE })).newPage();
  const missing = await page.goto('/request/no-such-airfield');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('No airfield has a request page at this address.')).toBeVisible();
  await page.goto(`/request/status/${'A'.repeat(22)}`);
  await expect(page.getByRole('heading', { name: 'Request not found' })).toBeVisible();
});

test('a day closed after the page opened is refused by the server on its date, and the pilot is taken there', async ({
  browser,
}) => {
  const pilotPage = await (await browser.newContext({ baseURL: server.url, viewport: PHONE })).newPage();
  const form = new RequestPage(pilotPage);
  await form.open(SLUG);
  const day = tomorrow();
  await form.fillFlight({
    registration: 'CS-PWC',
    aircraftType: 'Cessna 172',
    origin: 'LPCS',
    date: day,
    eta: '12:00',
  });
  await form.fillPilot(PILOT);

  // The club closes that day while the page is open: the page's own rules do not know it yet.
  const desk = await DeskApi.signIn(server.url);
  const closed = await fetch(`${server.url}/api/closures`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${desk.session.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { from_date: day, to_date: day, note: 'Airshow' } }),
  });
  expect(closed.status).toBe(200);

  await form.send.click();
  await expect(form.error('Date')).toHaveText(
    'The airfield is closed on that date (Airshow): choose another day.',
  );
  await expect(form.field('Date')).toBeFocused();
  await expect(form.field('Aircraft registration')).toHaveValue('CS-PWC');
});
