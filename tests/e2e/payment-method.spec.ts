// How a landing was paid, on the desk (docs/product.md#payments, docs/decisions/0029), against our
// server offering online payments through the local Stripe stand-in: Paid by card marked offline
// replays once and History says "Card at the desk"; a landing paid online (a signed webhook) whose
// fee the desk then raises shows the difference to collect; a payable landing's details show the
// pilot's pay link as a QR code; axe finds nothing at the tablet's and the phone's sizes.

import Database from 'better-sqlite3';
import {
  checkoutCompleted,
  signature,
  TEST_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
} from '../../server/src/payments/testing/stripe-events';
import { type StripeStandIn, startStripeStandIn } from '../../server/src/payments/testing/stripe-stand-in';
import { requestBody } from '../../server/src/testing/pilot-requests';
import { AppHeader } from './pages/app-header';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { axeViolations } from './support/axe';
import { DeskApi } from './support/desk-api';
import { DeskServer } from './support/desk-server';
import { test as base, DEMO, expect, waitForServiceWorker } from './support/fixtures';
import { landingIdsByLabel, paymentSelectLabel, readMirror } from './support/mirror';

const test = base.extend<object, { stripe: StripeStandIn }>({
  stripe: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the destructuring
    async ({}, use) => {
      const standIn = await startStripeStandIn();
      await use(standIn);
      await standIn.stop();
    },
    { scope: 'worker' },
  ],
  desk: [
    async ({ stripe }, use) => {
      const server = await DeskServer.start({
        env: {
          STRIPE_SECRET_KEY: TEST_SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
          STRIPE_API_URL: `http://127.0.0.1:${stripe.port}`,
        },
      });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
});

/** How many idempotent writes to this landing the server applied since `since` (one row each). */
function appliedSince(file: string, landingId: number, since: string): number {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db
      .prepare('select body from idempotency_keys where createdAt >= ? and status_code = 200')
      .all(since) as { body: string }[];
    return rows.filter((row) => (JSON.parse(row.body) as { data?: { id?: number } }).data?.id === landingId)
      .length;
  } finally {
    db.close();
  }
}

async function call(api: DeskApi, method: string, path: string, body?: object): Promise<unknown> {
  const response = await fetch(`${api.baseUrl}/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${api.session.token}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The club connected to the stand-in and able to take charges. */
async function connect(api: DeskApi, stripe: StripeStandIn): Promise<void> {
  await call(api, 'POST', `clubs/${api.clubId}/payments`, {});
  for (const account of stripe.accounts.values()) stripe.completeOnboarding(account.id);
}

/** A pilot's request for tomorrow, accepted with a fee set by hand: its id and status token. */
async function acceptedRequest(api: DeskApi, registration: string, cents: number) {
  const club = (await call(api, 'GET', `clubs/${api.clubId}`)) as { data: { attributes: { slug: string } } };
  const email = `${registration.toLowerCase()}@pilots.example`;
  const filed = (await (
    await fetch(`${api.baseUrl}/api/public/airfields/${club.data.attributes.slug}/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: requestBody(new Date(), { registration, email }) }),
    })
  ).json()) as { data: { token: string } };
  const id = await api.landingIdOf(registration);
  if (id === null) throw new Error('the request did not reach the server');
  await call(api, 'PUT', `landings/${id}`, {
    data: { permission: true, landing_permission: true, fee_by_hand: cents, fee_reason: 'Tariff' },
  });
  return { id, token: filed.data.token };
}

/** The pilot pays on Stripe's page, and Stripe's signed webhook tells the server. */
async function payOnline(api: DeskApi, stripe: StripeStandIn, landing: { id: number; token: string }) {
  await call(api, 'POST', `public/requests/${landing.token}/payment`, {});
  const session = [...stripe.sessions.values()].find((s) => s.metadata.landing_id === String(landing.id));
  if (!session) throw new Error('no checkout session');
  const payload = JSON.stringify(checkoutCompleted(stripe.paySession(session.id)));
  const hook = await fetch(`${api.baseUrl}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature(payload) },
    body: payload,
  });
  expect(hook.status).toBe(200);
}

test('Paid by card offline replays once; a fee raised since is settled in cash; paid online then raised shows what to collect; the pay QR code; axe clean', async ({
  page,
  context,
  desk,
  stripe,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 800, height: 1280 });
  const api = await DeskApi.signIn(desk.url);
  await connect(api, stripe);
  const online = await acceptedRequest(api, 'CS-ONL', 4000);
  const payable = await acceptedRequest(api, 'CS-QRC', 3000);
  await payOnline(api, stripe, online);

  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.rowIn(movements.upcoming, online.id)).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorker(page);

  // Paid online, then the fee raised at the desk: €10.00 to collect on the row.
  const onlineRow = movements.row(online.id);
  await movements.toggle(onlineRow).click();
  const onlineDetails = movements.details(onlineRow);
  await onlineDetails.getByRole('button', { name: 'Set fee by hand' }).click();
  await onlineDetails.getByLabel('Fee (€)').fill('50');
  await onlineDetails.getByLabel('Reason').fill('Fuel');
  await onlineDetails.getByRole('button', { name: 'Set fee by hand' }).click();
  await expect(onlineRow).toContainText('€10.00 to collect');
  // The fee is on the server before the link drops below: only the History changes wait then.
  await expect(page.getByText('All changes synced', { exact: true })).toBeVisible({ timeout: 30_000 });
  // Paid: nothing to pay online any more, so no QR code.
  await expect(onlineDetails.getByRole('button', { name: 'Show pay QR code' })).toHaveCount(0);

  // A payable landing: its pay link as a QR code, with the link beside it.
  const qrRow = movements.row(payable.id);
  await movements.toggle(qrRow).click();
  const qrDetails = movements.details(qrRow);
  await qrDetails.getByRole('button', { name: 'Show pay QR code' }).click();
  const qr = qrDetails.getByRole('img', { name: /^QR code to pay the fee of PPR-/ });
  await expect(qr).toBeVisible({ timeout: 15_000 });
  const link = qrDetails.getByRole('link', { name: /\/request\/status\/[A-Za-z0-9_-]{22}$/ });
  await expect(link).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(qr).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 800, height: 1280 });

  // Paid by card, marked offline: kept across a reload, sent once, and History says so.
  const history = new HistoryPage(page);
  await new AppHeader(page).history.click();
  await expect(history.position).toContainText('Rows 1–50 of', { timeout: 30_000 });
  // A landing on this page not paid yet, named by its status select.
  const mirror = await readMirror(page);
  const ids = landingIdsByLabel(mirror.landings);
  const labels = await history.statusSelects.evaluateAll((selects) =>
    selects.map((select) => select.getAttribute('aria-label') ?? ''),
  );
  const unpaid = labels
    .map((label) => mirror.landings.find((row) => row.id === ids.get(label)))
    .find((row) => row !== undefined && row.paymentStatus !== 'Paid');
  if (!unpaid) throw new Error('no unpaid landing on the first page of History');
  const statusLabel = paymentSelectLabel(unpaid);
  const about = statusLabel.replace(/^Payment status for /, '');
  const status = page.getByRole('combobox', { name: statusLabel, exact: true });
  await expect(status).toBeVisible();

  const before = new Date().toISOString();
  await context.setOffline(true);
  await status.selectOption('Paid');
  const paidBy = page.getByRole('combobox', { name: `Paid by, ${about}`, exact: true });
  await paidBy.selectOption('card');
  await expect(page.getByText('2 changes waiting', { exact: true })).toBeVisible();
  // Both changes stored before the reload (the count can show while the second is being written).
  await expect
    .poll(async () => (await readMirror(page)).outbox.filter((e) => e.landingId === unpaid.id).length)
    .toBe(2);
  await page.reload();
  await expect(paidBy).toHaveValue('card', { timeout: 30_000 });
  await expect(paidBy.locator('option:checked')).toHaveText('Card at the desk');
  await context.setOffline(false);
  await expect(page.getByText('All changes synced', { exact: true })).toBeVisible({ timeout: 30_000 });
  const stored = (await call(api, 'GET', `landings/${unpaid.id}`)) as {
    data: { attributes: Record<string, unknown> };
  };
  expect(stored.data.attributes).toMatchObject({ paymentStatus: 'Paid', payment_method: 'card' });
  // Each change was applied once: one stored answer per change (status, then method), none left.
  expect(appliedSince(desk.databaseFile, unpaid.id, before)).toBe(2);
  expect((await readMirror(page)).outbox).toEqual([]);
  await expect(paidBy).toHaveValue('card');

  // The card took the fee as it stood; corrected since on another desk, €12.50 is left to collect,
  // and saying how the rest was paid settles it.
  const taken = stored.data.attributes.paid_cents;
  if (typeof taken !== 'number') throw new Error('the desk payment kept no amount');
  await api.changeLanding(unpaid.id, { fee_by_hand: taken + 1250, fee_reason: 'Night landing' });
  const historyRow = page.locator('tr', { has: paidBy });
  await expect(historyRow).toContainText('€12.50 to collect', { timeout: 10_000 });
  await expect(paidBy.locator('option:checked')).toHaveText('Difference settled by…');
  expect(await axeViolations(page)).toEqual([]);
  await paidBy.selectOption('cash');
  await expect(historyRow).not.toContainText('to collect');
  // Read from the server until the change has reached it: "All changes synced" may still be the
  // header's word from before, while the change waits out its moment to be undone.
  await expect
    .poll(
      async () => {
        const settled = (await call(api, 'GET', `landings/${unpaid.id}`)) as {
          data: { attributes: Record<string, unknown> };
        };
        const { payment_method, paid_cents } = settled.data.attributes;
        return { payment_method, paid_cents };
      },
      { timeout: 30_000 },
    )
    .toEqual({ payment_method: 'cash', paid_cents: taken + 1250 });
  await expect(paidBy).toHaveValue('cash');

  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(paidBy).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
});
