// The desk's pay link on a real server, a SQLite file and the local Stripe stand-in
// (docs/product.md#payments): a fresh status link for a pilot standing at the desk, which opens the
// status page and PAY; refused for a landing with nothing to pay, a club not connected, and without
// Stripe's keys. Another club's landing is the route matrix's (route-matrix/payments.cases.ts).
import { qrCode } from '../qr/qr-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../db/seed';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { createTestServer, type TestServer } from '../testing/test-server';
import { checkoutCompleted, signature, standInConfig } from './testing/stripe-events';
import { type StripeStandIn, startStripeStandIn } from './testing/stripe-stand-in';

let standIn: StripeStandIn;
let server: TestServer;
let demoToken: string;
let demoClub = 0;

type Json = Record<string, unknown>;

async function api(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  const response = await server.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

const i18nOf = (body: Json) => (body.error as { details: { i18n?: { id: string } } }).details.i18n?.id;

/** A pilot's request to the demo club with a fee set by hand; accepted unless said. */
async function request(cents: number, accept = true): Promise<number> {
  const payload = {
    data: requestBody(new Date(), { email: `p${Date.now()}${Math.random()}@pilots.example` }),
  };
  await server.app.inject({ method: 'POST', url: `/api/public/airfields/${DEMO_SLUG}/requests`, payload });
  const { id } = await server.db
    .selectFrom('landings')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const data = accept
    ? { permission: true, fee_by_hand: cents, fee_reason: 'Tariff' }
    : { fee_by_hand: cents, fee_reason: 'Tariff' };
  expect((await api('PUT', `/api/landings/${id}`, demoToken, { data })).status).toBe(200);
  return id;
}

const payLink = (id: number) => api('POST', `/api/landings/${id}/pay-link`, demoToken);
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const many = { max: 10_000, windowMs: 60_000 };
  server = await createTestServer({
    payments: standInConfig(standIn),
    requestLimits: { perIp: many, perEmail: many },
  });
  demoToken = await server.token();
  const owner = await server.db
    .selectFrom('users')
    .select('clubOwner_id')
    .where('email', '=', DEMO_OWNER_EMAIL)
    .executeTakeFirstOrThrow();
  demoClub = owner.clubOwner_id ?? 0;
});

afterAll(async () => {
  await server.close();
  await standIn.stop();
});

describe('POST /api/landings/:id/pay-link', () => {
  it('is refused while the club has no Stripe account connected', async () => {
    const id = await request(3000);
    const refused = await payLink(id);
    expect(refused.status).toBe(409);
    expect(i18nOf(refused.body)).toBe('errors.payments.notConnected');
  });

  it('mints a fresh status link each time, which opens the status page and PAY for the fee', async () => {
    expect((await api('POST', `/api/clubs/${demoClub}/payments`, demoToken)).status).toBe(200);
    for (const account of standIn.accounts.values()) standIn.completeOnboarding(account.id);
    const id = await request(4200);
    const unconfirming = async () =>
      (
        await server.db
          .selectFrom('request_tokens')
          .select('confirms')
          .where('landing_id', '=', id)
          .where('confirms', '=', 0)
          .execute()
      ).length;
    const before = await unconfirming();
    const first = await payLink(id);
    expect(first.status).toBe(200);
    const data = first.body.data as { url: string; amount_cents: number; qr: unknown };
    expect(data).toEqual({
      url: expect.stringMatching(/\/request\/status\/[A-Za-z0-9_-]{22}$/),
      amount_cents: 4200,
      // The link drawn as a QR code for the tablet (docs/decisions/0070): the link's own drawing.
      qr: qrCode(data.url),
    });
    const second = (await payLink(id)).body.data as { url: string };
    expect(second.url).not.toBe(data.url);

    const token = tokenOf(data.url);
    expect((await api('GET', `/api/public/requests/${token}`)).status).toBe(200);
    const pay = await api('POST', `/api/public/requests/${token}/payment`);
    expect(pay.status).toBe(200);
    expect(pay.body.data).toMatchObject({ amount_cents: 4200, currency: 'eur' });
    // Shown at the desk, not opened from a mail: it confirms nothing about the pilot's address.
    expect(await unconfirming()).toBe(before + 2);
  });

  it('is refused for a landing with nothing to pay: not accepted, or already Paid', async () => {
    const undecided = await request(3000, false);
    const refused = await payLink(undecided);
    expect(refused.status).toBe(409);
    expect(i18nOf(refused.body)).toBe('errors.payments.notPayable');

    const paid = await request(3000);
    await api('PUT', `/api/landings/${paid}`, demoToken, {
      data: { paymentStatus: 'Paid', payment_method: 'cash' },
    });
    expect((await payLink(paid)).status).toBe(409);
  });

  it('paid online, then its fee raised at the desk: the payment stays, the difference is the desk’s to collect', async () => {
    const id = await request(4000);
    const token = tokenOf(((await payLink(id)).body.data as { url: string }).url);
    expect((await api('POST', `/api/public/requests/${token}/payment`)).status).toBe(200);
    const session = [...standIn.sessions.values()].find((s) => s.metadata.landing_id === String(id));
    if (!session) throw new Error('no session');
    const payload = JSON.stringify(checkoutCompleted(standIn.paySession(session.id)));
    await server.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature(payload) },
      payload,
    });
    const raised = await api('PUT', `/api/landings/${id}`, demoToken, {
      data: { fee_by_hand: 5000, fee_reason: 'Fuel' },
    });
    expect((raised.body.data as { attributes: Json }).attributes).toMatchObject({
      paymentStatus: 'Paid',
      payment_method: 'online',
      paid_cents: 4000,
      fee_by_hand: 5000,
    });
    // The desk never claims online itself.
    const claimed = await api('PUT', `/api/landings/${id}`, demoToken, {
      data: { payment_method: 'online' },
    });
    expect(claimed.status).toBe(400);
    // The rest collected in cash: the desk says so, and the online payment is kept.
    const rest = await api('PUT', `/api/landings/${id}`, demoToken, { data: { payment_method: 'cash' } });
    expect((rest.body.data as { attributes: Json }).attributes).toMatchObject({
      payment_method: 'cash',
      paid_cents: 4000,
    });
  });

  it('answers 503 saying how to set payments up on a server without Stripe’s keys', async () => {
    const plain = await createTestServer();
    try {
      const token = await plain.token();
      const answer = await plain.app.inject({
        method: 'POST',
        url: '/api/landings/1/pay-link',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        error: { details: { i18n: { id: 'errors.payments.notConfigured' } } },
      });
    } finally {
      await plain.close();
    }
  });
});
