// Online payments end to end on a real server, a SQLite file, the official SDK and the local Stripe
// stand-in (docs/decisions/0029): connecting a club, PAY, the signed webhook, and their refusals.
// Refunds of landings that will not land: refunds.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../db/seed';
import { lastSequence } from '../repositories/changes';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { createTestServer, type TestServer } from '../testing/test-server';
import {
  acceptedRequest,
  api,
  connectDemo,
  dataOf,
  deliver,
  env,
  errorOf,
  landing,
  startPaymentsServer,
} from './testing/payments-server';
import {
  chargeRefunded,
  checkoutCompleted,
  signature,
  standInConfig,
  TEST_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
  type TestEvent,
  testStripe,
} from './testing/stripe-events';
import { startStripeStandIn } from './testing/stripe-stand-in';

type Json = Record<string, unknown>;

startPaymentsServer();

describe('Settings › Payments: connecting the club’s own Stripe account', () => {
  it('says not connected, CONNECT opens a Standard account pre-filled with the payment email, and COMPLETE follows onboarding', async () => {
    const before = await api('GET', `/api/clubs/${env.ids.demo}/payments`, env.demoToken);
    expect(before).toEqual({
      status: 200,
      body: {
        data: { connected: false, charges_enabled: false, details_submitted: false, currently_due: [] },
        meta: {},
      },
    });
    const connected = await api('POST', `/api/clubs/${env.ids.demo}/payments`, env.demoToken);
    expect(connected.status).toBe(200);
    const url = String(dataOf(connected.body).url);
    expect(url.startsWith(`${env.standIn.url}/connect/onboarding/acct_`)).toBe(true);
    expect(decodeURIComponent(url)).toContain('/settings?section=payments&stripe=return');
    const [account] = [...env.standIn.accounts.values()];
    expect(account).toMatchObject({ type: 'standard', email: 'billing@example.com', country: 'PT' });
    const pending = dataOf((await api('GET', `/api/clubs/${env.ids.demo}/payments`, env.demoToken)).body);
    expect(pending).toMatchObject({ connected: true, charges_enabled: false });
    expect(pending.currently_due).toContain('external_account');
    // The account id stays on the server: no answer carries it.
    expect(JSON.stringify(pending)).not.toContain(account?.id);
    if (!account) throw new Error('no account');
    env.standIn.completeOnboarding(account.id);
    const done = dataOf((await api('GET', `/api/clubs/${env.ids.demo}/payments`, env.demoToken)).body);
    expect(done).toEqual({
      connected: true,
      charges_enabled: true,
      details_submitted: true,
      currently_due: [],
    });
    // CONNECT again (a link expired): a new link for the same account, never a second account.
    expect((await api('POST', `/api/clubs/${env.ids.demo}/payments`, env.demoToken)).status).toBe(200);
    expect(env.standIn.accounts.size).toBe(1);
  });

  it("answers another club's id as a missing one on every owner route, and shows each club only its own", async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const foreign = await api(method, `/api/clubs/${env.ids.demo}/payments`, env.otherToken);
      const missing = await api(method, '/api/clubs/987654321/payments', env.otherToken);
      expect(foreign.status, method).toBe(404);
      expect(foreign.body).toEqual(missing.body);
    }
    expect(
      dataOf((await api('GET', `/api/clubs/${env.ids.other}/payments`, env.otherToken)).body).connected,
    ).toBe(false);
    expect((await api('GET', `/api/clubs/${env.ids.demo}/payments`)).status).toBe(401);
  });

  it('disconnect forgets a live account (it stays the club’s own on Stripe) and deletes an unfinished one', async () => {
    const other = await api('POST', `/api/clubs/${env.ids.other}/payments`, env.otherToken);
    expect(other.status).toBe(200);
    const unfinished = [...env.standIn.accounts.values()].find((a) => !a.charges_enabled);
    const gone = await api('DELETE', `/api/clubs/${env.ids.other}/payments`, env.otherToken);
    expect(dataOf(gone.body).connected).toBe(false);
    expect(env.standIn.accounts.has(unfinished?.id ?? '')).toBe(false);
    const live = await connectDemo();
    expect(
      dataOf((await api('DELETE', `/api/clubs/${env.ids.demo}/payments`, env.demoToken)).body).connected,
    ).toBe(false);
    expect(env.standIn.accounts.has(live)).toBe(true);
    expect(
      dataOf((await api('GET', `/api/clubs/${env.ids.demo}/payments`, env.demoToken)).body).connected,
    ).toBe(false);
  });
});

describe('PAY: a Checkout Session for the landing’s fee', () => {
  it('is refused before the landing is accepted, then made once in EUR cents with the PPR facts, however often asked', async () => {
    const account = await connectDemo();
    const pending = await acceptedRequest(2550, false);
    const early = await api('POST', `/api/public/requests/${pending.token}/payment`);
    expect(early.status).toBe(409);
    expect(errorOf(early.body).details.i18n).toEqual({ id: 'pilot.payment.nothingToPay' });

    const { token, id } = await acceptedRequest(2550);
    const first = await api('POST', `/api/public/requests/${token}/payment`);
    const second = await api('POST', `/api/public/requests/${token}/payment`);
    expect(first.status).toBe(200);
    expect(dataOf(first.body)).toMatchObject({ amount_cents: 2550, currency: 'eur' });
    expect(dataOf(second.body).url).toBe(dataOf(first.body).url);
    const sessions = [...env.standIn.sessions.values()].filter((s) => s.metadata.landing_id === String(id));
    expect(sessions).toHaveLength(1);
    const row = await landing(id);
    expect(sessions[0]).toMatchObject({
      account,
      amount_total: 2550,
      currency: 'eur',
      metadata: { landing_id: String(id), club_id: String(env.ids.demo), ppr: row.ppr },
    });
    const call = env.standIn.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1);
    expect(call?.account).toBe(account);
    expect(JSON.stringify(call?.body)).toContain(String(row.ppr));
    expect(String(call?.idempotencyKey)).toContain(`-${id}-2550-`);
  });

  it('is a plain 404 for a wrong token', async () => {
    const wrong = await api('POST', `/api/public/requests/${'x'.repeat(43)}/payment`);
    expect(wrong.status).toBe(404);
    expect(errorOf(wrong.body).name).toBe('NotFoundError');
  });
});

describe('the webhook', () => {
  let account: string;
  let paid: { id: number; token: string };
  let sessionId: string;

  beforeAll(async () => {
    account = await connectDemo();
    paid = await acceptedRequest(4000);
    expect((await api('POST', `/api/public/requests/${paid.token}/payment`)).status).toBe(200);
    const session = [...env.standIn.sessions.values()].find((s) => s.metadata.landing_id === String(paid.id));
    if (!session) throw new Error('no session');
    sessionId = session.id;
  });

  it('sets Paid, online, with the cents paid, once, and desks see it by the change sequence', async () => {
    const event = checkoutCompleted(env.standIn.paySession(sessionId));
    const seq = await lastSequence(env.server.db, env.ids.demo);
    const answer = await deliver(event);
    expect(answer).toEqual({ status: 200, body: { data: { received: true, outcome: 'paid' } } });
    const row = await landing(paid.id);
    expect(row).toMatchObject({ paymentStatus: 'Paid', payment_method: 'online', paid_cents: 4000 });
    expect(row.change_seq).toBeGreaterThan(seq);
    const desk = dataOf((await api('GET', `/api/landings/${paid.id}`, env.demoToken)).body);
    expect(desk.attributes).toMatchObject({
      paymentStatus: 'Paid',
      payment_method: 'online',
      paid_cents: 4000,
    });
    expect(desk.attributes).not.toHaveProperty('payment_intent');

    // The same event again (Stripe retries): nothing changes, not even the sequence.
    const after = await lastSequence(env.server.db, env.ids.demo);
    expect(await deliver(event)).toEqual({
      status: 200,
      body: { data: { received: true, outcome: 'replayed' } },
    });
    expect(await landing(paid.id)).toEqual(row);
    expect(await lastSequence(env.server.db, env.ids.demo)).toBe(after);
    // PAY on a paid landing says so.
    const again = await api('POST', `/api/public/requests/${paid.token}/payment`);
    expect(errorOf(again.body).details.i18n).toEqual({ id: 'pilot.payment.alreadyPaid' });
  });

  it('refuses a missing or bad signature with a 400 envelope and changes nothing', async () => {
    const other = await acceptedRequest(1500);
    expect((await api('POST', `/api/public/requests/${other.token}/payment`)).status).toBe(200);
    const session = [...env.standIn.sessions.values()].find(
      (s) => s.metadata.landing_id === String(other.id),
    );
    if (!session) throw new Error('no session');
    const event = checkoutCompleted(env.standIn.paySession(session.id));
    const payload = JSON.stringify(event);
    const before = await landing(other.id);
    const events = await env.server.db.selectFrom('payment_events').selectAll().execute();
    for (const header of [null, 't=1,v1=deadbeef', signature(payload, 'whsec_someoneelse')]) {
      const refused = await deliver(payload, header);
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).name).toBe('ValidationError');
    }
    // A body changed after signing.
    const tampered = payload.replace('"amount_total":1500', '"amount_total":1');
    expect((await deliver(tampered, signature(payload))).status).toBe(400);
    expect(await landing(other.id)).toEqual(before);
    expect(await env.server.db.selectFrom('payment_events').selectAll().execute()).toEqual(events);
    expect(env.logLines.join('\n')).toContain('bad signature refused');
  });

  it('ignores an event for another club, an unknown account or an unknown landing, and logs it', async () => {
    const target = await acceptedRequest(1200);
    expect((await api('POST', `/api/public/requests/${target.token}/payment`)).status).toBe(200);
    const session = [...env.standIn.sessions.values()].find(
      (s) => s.metadata.landing_id === String(target.id),
    );
    if (!session) throw new Error('no session');
    const paidSession = env.standIn.paySession(session.id);
    // The other club's account, sending an event that names the demo club's landing.
    expect((await api('POST', `/api/clubs/${env.ids.other}/payments`, env.otherToken)).status).toBe(200);
    const otherAccount = (
      await env.server.db
        .selectFrom('clubs')
        .select('stripe_account_id')
        .where('id', '=', env.ids.other)
        .executeTakeFirstOrThrow()
    ).stripe_account_id;
    const before = await landing(target.id);
    const cases: [TestEvent, string][] = [
      [{ ...checkoutCompleted(paidSession), account: otherAccount }, 'ignored-other-club'],
      [
        {
          ...checkoutCompleted({
            ...paidSession,
            metadata: { ...paidSession.metadata, club_id: String(env.ids.other) },
          }),
          account: otherAccount,
        },
        'ignored-unknown-landing',
      ],
      [{ ...checkoutCompleted(paidSession), account: 'acct_nobodyweknow' }, 'ignored-unknown-account'],
      [
        checkoutCompleted({ ...paidSession, metadata: { ...paidSession.metadata, landing_id: '987654321' } }),
        'ignored-unknown-landing',
      ],
      [{ ...checkoutCompleted(paidSession), account: null }, 'ignored-no-account'],
    ];
    for (const [event, outcome] of cases) {
      expect(await deliver(event), outcome).toEqual({
        status: 200,
        body: { data: { received: true, outcome } },
      });
      const stored = await env.server.db
        .selectFrom('payment_events')
        .selectAll()
        .where('event_id', '=', event.id)
        .executeTakeFirstOrThrow();
      expect(stored.outcome).toBe(outcome);
    }
    expect(await landing(target.id)).toEqual(before);
    expect(env.logLines.join('\n')).toContain('stripe webhook event ignored');
  });

  it('refunds a second payment of a landing already paid, on the club’s account', async () => {
    // A second tab: another session for the same landing, paid too.
    const stripe = testStripe(env.standIn);
    const second = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        success_url: 'http://127.0.0.1/done',
        metadata: { landing_id: String(paid.id), club_id: String(env.ids.demo) },
        line_items: [
          { quantity: 1, price_data: { currency: 'eur', unit_amount: 4000, product_data: { name: 'Fee' } } },
        ],
      },
      { stripeAccount: account },
    );
    const event = checkoutCompleted(env.standIn.paySession(second.id));
    expect((await deliver(event)).body).toEqual({ data: { received: true, outcome: 'duplicate-refunded' } });
    const intent = env.standIn.sessions.get(second.id)?.payment_intent;
    expect(env.standIn.refunds).toContainEqual(
      expect.objectContaining({ account, payment_intent: intent, amount: 4000 }),
    );
    // The landing keeps the first payment; the refund's own event changes nothing.
    const row = await landing(paid.id);
    expect(row).toMatchObject({ paymentStatus: 'Paid', paid_cents: 4000 });
    expect(row.payment_intent).not.toBe(intent);
    expect((await deliver(chargeRefunded(account, String(intent), 4000))).body).toEqual({
      data: { received: true, outcome: 'ignored-unknown-payment' },
    });
    expect(await landing(paid.id)).toEqual(row);
  });

  it('takes Paid back when the payment is refunded on Stripe, and keeps what is left of a partial refund', async () => {
    const row = await landing(paid.id);
    const intent = String(row.payment_intent);
    expect((await deliver(chargeRefunded(account, intent, 4000, 1000))).body).toMatchObject({
      data: { outcome: 'refunded' },
    });
    expect(await landing(paid.id)).toMatchObject({
      paymentStatus: 'Paid',
      payment_method: 'online',
      paid_cents: 3000,
    });
    expect((await deliver(chargeRefunded(account, intent, 4000))).body).toMatchObject({
      data: { outcome: 'refunded' },
    });
    expect(await landing(paid.id)).toMatchObject({
      paymentStatus: 'Pending',
      payment_method: null,
      paid_cents: null,
    });
  });

  it('never writes the secret key or the webhook secret to the log', () => {
    const log = env.logLines.join('\n');
    expect(log).not.toContain(TEST_SECRET_KEY);
    expect(log).not.toContain(TEST_WEBHOOK_SECRET);
    expect(log.toLowerCase()).not.toContain('stripe-signature');
  });
});

describe('the desk marks Paid by hand, saying how', () => {
  it('stores cash or card with Paid, refuses a method on an unpaid landing, and forgets it when unpaid again', async () => {
    const { id } = await acceptedRequest(900);
    const paidCash = await api('PUT', `/api/landings/${id}`, env.demoToken, {
      data: { paymentStatus: 'Paid', payment_method: 'cash' },
    });
    expect(dataOf(paidCash.body).attributes).toMatchObject({ paymentStatus: 'Paid', payment_method: 'cash' });
    const card = await api('PUT', `/api/landings/${id}`, env.demoToken, { data: { payment_method: 'card' } });
    expect(dataOf(card.body).attributes).toMatchObject({ payment_method: 'card' });
    const unpaid = await api('PUT', `/api/landings/${id}`, env.demoToken, {
      data: { paymentStatus: 'Pending' },
    });
    expect(dataOf(unpaid.body).attributes).toMatchObject({ paymentStatus: 'Pending', payment_method: null });
    const refused = await api('PUT', `/api/landings/${id}`, env.demoToken, {
      data: { payment_method: 'cash' },
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).details.errors).toEqual([
      expect.objectContaining({
        path: ['payment_method'],
        i18n: { id: 'validation.landing.paymentMethodNeedsPaid' },
      }),
    ]);
    const bad = await api('PUT', `/api/landings/${id}`, env.demoToken, {
      data: { paymentStatus: 'Paid', payment_method: 'cheque' },
    });
    expect(bad.status).toBe(400);
    expect((await landing(id)).payment_method).toBeNull();
  });
});

describe('when Stripe cannot be reached or is not set up', () => {
  let offline: TestServer;
  let closedPort: number;

  beforeAll(async () => {
    const gone = await startStripeStandIn();
    closedPort = gone.port;
    await gone.stop();
    offline = await createTestServer({ payments: standInConfig({ host: '127.0.0.1', port: closedPort }) });
  });
  afterAll(async () => {
    await offline.close();
  });

  it('CONNECT and the status answer a 503 envelope saying Stripe is not reachable; PAY says payment is not available now', async () => {
    const token = await offline.token();
    const clubId = (
      await offline.db
        .selectFrom('users')
        .select('clubOwner_id')
        .where('email', '=', DEMO_OWNER_EMAIL)
        .executeTakeFirstOrThrow()
    ).clubOwner_id;
    const connect = await offline.app.inject({
      method: 'POST',
      url: `/api/clubs/${clubId}/payments`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(connect.statusCode).toBe(503);
    expect(connect.json()).toMatchObject({
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        details: { i18n: { id: 'errors.payments.stripeUnreachable' } },
      },
    });
    await offline.db
      .updateTable('clubs')
      .set({ stripe_account_id: 'acct_unreachable' })
      .where('id', '=', Number(clubId))
      .execute();
    const status = await offline.app.inject({
      method: 'GET',
      url: `/api/clubs/${clubId}/payments`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.statusCode).toBe(503);
    // PAY on an accepted landing with a fee.
    const sent = await offline.app.inject({
      method: 'POST',
      url: `/api/public/airfields/${DEMO_SLUG}/requests`,
      payload: { data: requestBody(new Date(), { email: 'offline@pilots.example' }) },
    });
    const statusToken = ((sent.json() as Json).data as { token: string }).token;
    const id = (
      await offline.db.selectFrom('landings').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
    await offline.app.inject({
      method: 'PUT',
      url: `/api/landings/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { data: { permission: true, fee_by_hand: 1000, fee_reason: 'Tariff' } },
    });
    const pay = await offline.app.inject({
      method: 'POST',
      url: `/api/public/requests/${statusToken}/payment`,
    });
    expect(pay.statusCode).toBe(503);
    expect(pay.json()).toMatchObject({ error: { details: { i18n: { id: 'pilot.payment.unavailable' } } } });
    // Nothing else stops: the status page still answers.
    expect(
      (await offline.app.inject({ method: 'GET', url: `/api/public/requests/${statusToken}` })).statusCode,
    ).toBe(200);
  });

  it('without keys every payments route says payments are off, and the capabilities do not offer payments', async () => {
    const plain = await createTestServer();
    try {
      const token = await plain.token();
      const clubId = (
        await plain.db
          .selectFrom('users')
          .select('clubOwner_id')
          .where('email', '=', DEMO_OWNER_EMAIL)
          .executeTakeFirstOrThrow()
      ).clubOwner_id;
      const status = await plain.app.inject({
        method: 'GET',
        url: `/api/clubs/${clubId}/payments`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(status.statusCode).toBe(503);
      expect(status.json()).toMatchObject({
        error: { details: { i18n: { id: 'errors.payments.notConfigured' } } },
      });
      // For the club owner; whoever runs the server reads which keys to set in its start-up log.
      expect(status.json().error.message).toContain('Whoever runs the server can turn them on');
      const hook = await plain.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(hook.statusCode).toBe(503);
      const plainFeatures = (
        await plain.app.inject({ method: 'GET', url: '/api/ppr-desk/capabilities' })
      ).json().features;
      expect(plainFeatures).not.toContain('payments');
      const features = (
        await env.server.app.inject({ method: 'GET', url: '/api/ppr-desk/capabilities' })
      ).json().features;
      expect(features).toContain('payments');
    } finally {
      await plain.close();
    }
  });
});
