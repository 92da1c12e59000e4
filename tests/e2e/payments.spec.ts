// Pilots pay the fee online (docs/decisions/0029), in the browser end to end against the real server
// and the local Stripe stand-in (its hosted onboarding and Checkout pages, its signed Connect events
// delivered to the server's webhook): the owner connects the club's own account from Settings ›
// Payments; a pilot whose request the desk accepted pays from the status page, and two signed-in
// desks see PAID live, and PAY works before (or without) the page's script; a forged webhook changes
// nothing, and a replayed one changes nothing again.
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  checkoutCompleted,
  signature,
  TEST_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
} from '../../server/src/payments/testing/stripe-events';
import { type StripeStandIn, startStripeStandIn } from '../../server/src/payments/testing/stripe-stand-in';
import { requestBody } from '../../server/src/testing/pilot-requests';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { RequestStatusPage } from './pages/request-page';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { axeViolations } from './support/axe';
import { DeskApi } from './support/desk-api';
import { DeskServer, freePort } from './support/desk-server';
import { DEMO } from './support/fixtures';

const SLUG = 'example-aero-club';
const TABLET = { width: 800, height: 1280 };
const PHONE = { width: 390, height: 844 };
// Requests are for tomorrow (a time today may have passed); they land and leave at once, early.
const bookedDay = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

let standIn: StripeStandIn | null = null;
let server: DeskServer;
let api: DeskApi;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The server is told where Stripe is before it starts; Stripe learns the webhook once it listens.
  const stripePort = await freePort();
  server = await DeskServer.start({
    env: {
      STRIPE_SECRET_KEY: TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
    },
  });
  standIn = await startStripeStandIn({
    port: stripePort,
    webhookUrl: `${server.url}/api/payments/stripe/webhook`,
    webhookSecret: TEST_WEBHOOK_SECRET,
  });
  api = await DeskApi.signIn(server.url);
});

test.afterAll(async () => {
  await server?.dispose();
  await standIn?.stop();
});

const stripe = (): StripeStandIn => {
  if (!standIn) throw new Error('the stand-in is not running');
  return standIn;
};

async function signedInDesk(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.url, viewport: TABLET })).newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  await expect(new MovementsPage(page).requests).toBeVisible();
  return page;
}

/** A request from the pilot's page (the public API), for tomorrow in a Cessna 172 (€25.00); its token and id. */
async function fileRequest(registration: string): Promise<{ token: string; id: number }> {
  const response = await fetch(`${server.url}/api/public/airfields/${SLUG}/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: requestBody(new Date(), {
        registration,
        date: bookedDay(),
        aircraftType: 'Cessna 172',
        email: `${registration.toLowerCase()}@pilots.example`,
      }),
    }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  const id = await api.landingIdOf(registration);
  if (id === null) throw new Error(`no landing ${registration}`);
  return { token: data.token, id };
}

/** The desk's own writes over the API: the aircraft arrives and leaves. */
async function put(id: number, data: object): Promise<void> {
  const response = await fetch(`${server.url}/api/landings/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${api.session.token}` },
    body: JSON.stringify({ data }),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function flown(id: number): Promise<void> {
  await put(id, { status: 'parked' });
  await put(id, { status: 'finished' });
}

/** "€1,234.50" as whole cents (the desk always writes two decimals). */
const cents = (shown: string): number => Number(shown.replace(/\D/g, ''));

/** History on the requests' day, where the landing's row and its payment status are (it lists what has flown). */
async function historyOf(page: Page): Promise<HistoryPage> {
  const history = new HistoryPage(page);
  await history.open();
  await history.from.fill(bookedDay());
  await history.to.fill(bookedDay());
  return history;
}

const paymentOf = (history: HistoryPage, registration: string) =>
  history.bodyRows.filter({ hasText: registration }).getByRole('combobox', { name: /^Payment status for / });

const statusPath = (token: string) => `/request/status/${token}`;

test('the owner connects the club’s own Stripe account from Settings › Payments', async ({ browser }) => {
  const page = await signedInDesk(browser);
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.show('Payments');
  await page.getByRole('button', { name: 'CONNECT', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe().url}/connect/onboarding/acct_`));
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(page).toHaveURL(/\/settings\?section=payments&stripe=return$/);
  await expect(page.getByText('Connected: pilots can pay online')).toBeVisible();
  expect(stripe().deliveries.map((d) => [d.event.type, d.status])).toEqual([['account.updated', 200]]);
});

test('a pilot pays on Stripe’s Checkout from the status page; two desks see PAID live', async ({
  browser,
}) => {
  const { token, id } = await fileRequest('CS-PAY');
  const deskA = await signedInDesk(browser);
  const movements = new MovementsPage(deskA);
  await movements.act(id, 'ACCEPT');
  await expect.poll(async () => (await api.landing(id)).permission).toBe(true);
  await flown(id);
  const deskB = await signedInDesk(browser);
  const histories = [await historyOf(deskA), await historyOf(deskB)];
  for (const history of histories) await expect(paymentOf(history, 'CS-PAY')).toHaveValue('Pending');
  const [historyA] = histories;
  if (!historyA) throw new Error('no desk');
  const outstandingBefore = cents(await historyA.outstanding.innerText());

  const pilot = await (await browser.newContext({ baseURL: server.url, viewport: TABLET })).newPage();
  await pilot.goto(statusPath(token));
  await expect(pilot.locator('.status')).toHaveText('DEPARTED');
  await expect(pilot.getByRole('heading', { name: 'Pay the landing fee online: €25.00' })).toBeVisible();
  await expect(pilot.getByLabel('What the fee is made of')).toContainText('Landing and parking€25.00');
  expect(await axeViolations(pilot)).toEqual([]);
  await pilot.getByRole('button', { name: 'PAY €25.00' }).click();

  await expect(pilot).toHaveURL(new RegExp(`^${stripe().url}/checkout/cs_test_`));
  await expect(pilot.locator('[data-amount]')).toHaveText('€25.00');
  await expect(pilot.getByText(/PPR-\d{4}-\d{4} · CS-PAY · Example Aero Club LPXE/)).toBeVisible();
  await pilot.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(pilot).toHaveURL(new RegExp(`${statusPath(token)}\\?payment=done$`));
  await expect(pilot.getByRole('heading', { name: 'PAID: €25.00' })).toBeVisible();
  await expect(pilot.getByRole('button', { name: /^PAY/ })).toHaveCount(0);
  expect(await axeViolations(pilot)).toEqual([]);
  // Neither desk reloaded: the change sequence brought PAID to both (docs/decisions/0010).
  for (const history of histories) await expect(paymentOf(history, 'CS-PAY')).toHaveValue('Paid');
  // History says how it was paid, and OUTSTANDING fell by the fee the pilot paid.
  await expect(
    historyA.bodyRows.filter({ hasText: 'CS-PAY' }).getByRole('combobox', { name: /^Paid by, / }),
  ).toHaveValue('online');
  await expect.poll(async () => cents(await historyA.outstanding.innerText())).toBe(outstandingBefore - 2500);
  expect(await api.landing(id)).toMatchObject({
    paymentStatus: 'Paid',
    payment_method: 'online',
    paid_cents: 2500,
  });
});

test('a pilot who paid and then cancels gets the payment back by itself; the desk shows €0.00 CANCELLED', async ({
  browser,
}) => {
  const { token, id } = await fileRequest('CS-RFD');
  await put(id, { permission: true });
  const pilot = await (await browser.newContext({ baseURL: server.url, viewport: TABLET })).newPage();
  const status = new RequestStatusPage(pilot);
  await pilot.goto(statusPath(token));
  await pilot.getByRole('button', { name: 'PAY €25.00' }).click();
  await pilot.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(pilot.getByRole('heading', { name: 'PAID: €25.00' })).toBeVisible();
  const intent = [...stripe().sessions.values()].find(
    (s) => s.metadata.landing_id === String(id),
  )?.payment_intent;

  await status.cancel.click();
  await expect(pilot.getByText('The €25.00 you paid online will be refunded to your card.')).toBeVisible();
  await status.confirmCancel.click();
  await expect(status.status).toHaveText('CANCELLED');
  // The server asked Stripe for the refund; Stripe's charge.refunded came back to the webhook, and
  // the page, live, no longer says PAID: the request owes nothing and holds nothing.
  await expect
    .poll(() => stripe().refunds.map((refund) => [refund.amount, refund.reason]))
    .toContainEqual([2500, 'requested_by_customer']);
  expect(stripe().refunds.filter((refund) => refund.payment_intent === intent)).toHaveLength(1);
  await expect(pilot.getByText('No fee: nothing to pay for this request')).toBeVisible();
  await expect(
    pilot.getByRole('heading', { name: 'REFUNDED: your online payment was given back to your card' }),
  ).toBeVisible();
  await expect(pilot.getByRole('heading', { name: /^PAID/ })).toHaveCount(0);
  expect(await axeViolations(pilot)).toEqual([]);
  expect(await api.landing(id)).toMatchObject({
    status: 'cancelled',
    paymentStatus: 'Pending',
    paid_cents: null,
  });

  const history = await historyOf(await signedInDesk(browser));
  const row = history.bodyRows.filter({ hasText: 'CS-RFD' });
  await expect(row).toContainText('CANCELLED');
  await expect(row).toContainText('€0.00');
  await expect(row).not.toContainText('to refund');
});

test('without the page script, PAY still opens Checkout (the page allows the redirect) and the page says PAID', async ({
  browser,
}) => {
  const { token, id } = await fileRequest('CS-NJS');
  await put(id, { permission: true });
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    javaScriptEnabled: false,
  });
  const pilot = await context.newPage();
  const blocked: string[] = [];
  pilot.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  await pilot.goto(statusPath(token));
  await pilot.getByRole('button', { name: 'PAY €25.00' }).click();
  await expect(pilot).toHaveURL(new RegExp(`^${stripe().url}/checkout/cs_test_`));
  await pilot.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(pilot).toHaveURL(new RegExp(`${statusPath(token)}\\?payment=done$`));
  await expect(pilot.getByRole('heading', { name: 'PAID: €25.00' })).toBeVisible();
  expect(blocked).toEqual([]);
  expect(await api.landing(id)).toMatchObject({ paymentStatus: 'Paid', paid_cents: 2500 });
  await context.close();
});

test('on a phone: PAY, then Cancel on Checkout; a forged webhook and a replayed one change nothing; PAY says when Stripe is away', async ({
  browser,
  request,
}) => {
  const { token, id } = await fileRequest('CS-PHN');
  await put(id, { permission: true });
  await flown(id);
  const desk = await signedInDesk(browser);
  const history = await historyOf(desk);
  await expect(paymentOf(history, 'CS-PHN')).toHaveValue('Pending');

  const pilot = await (await browser.newContext({ baseURL: server.url, viewport: PHONE })).newPage();
  await pilot.goto(statusPath(token));
  const pay = pilot.getByRole('button', { name: 'PAY €25.00' });
  await expect(pay).toBeVisible();
  expect((await pay.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(await pilot.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axeViolations(pilot)).toEqual([]);
  await pay.click();
  await pilot.getByRole('link', { name: 'Cancel' }).click();
  await expect(pilot).toHaveURL(new RegExp(`${statusPath(token)}\\?payment=cancelled$`));
  await expect(pilot.getByText('Payment cancelled: nothing was charged.', { exact: false })).toBeVisible();
  await expect(pay).toBeVisible();

  // A paid session forged for this landing, signed with the wrong secret: a 400, and nothing paid.
  const session = [...stripe().sessions.values()].find((s) => s.metadata.landing_id === String(id));
  if (!session) throw new Error('no session');
  const forged = JSON.stringify(
    checkoutCompleted({ ...session, status: 'complete', payment_status: 'paid' }),
  );
  const refused = await request.post(`${server.url}/api/payments/stripe/webhook`, {
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature(forged, 'whsec_notthesecret'),
    },
    data: forged,
  });
  expect(refused.status()).toBe(400);
  expect((await api.landing(id)).paymentStatus).toBe('Pending');
  await expect(paymentOf(history, 'CS-PHN')).toHaveValue('Pending');

  // Stripe delivers the earlier payment's event again (signed anew, as its retries are): nothing changes.
  const paid = stripe().deliveries.find((d) => d.event.type === 'checkout.session.completed');
  if (!paid) throw new Error('no payment delivered');
  const paidLanding = Number((paid.event.data.object.metadata as Record<string, string>).landing_id);
  const before = await api.landing(paidLanding);
  const again = JSON.stringify(paid.event);
  const replayed = await request.post(`${server.url}/api/payments/stripe/webhook`, {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature(again) },
    data: again,
  });
  expect(replayed.status()).toBe(200);
  expect(((await replayed.json()) as { data: { outcome: string } }).data.outcome).toBe('replayed');
  expect(await api.landing(paidLanding)).toEqual(before);
  expect(stripe().refunds.filter((refund) => refund.reason === 'duplicate')).toEqual([]);

  // Stripe cannot be reached: PAY says online payment is not available now; the page goes on.
  await stripe().stop();
  standIn = null;
  await pay.click();
  await expect(pilot.getByText(/^Online payment is not available right now/)).toBeVisible();
  await expect(pilot.locator('.status')).toHaveText('DEPARTED');
  await expect(pilot.getByRole('heading', { name: 'Fee: €25.00' })).toBeVisible();
  expect(await axeViolations(pilot)).toEqual([]);
});
