// Online payments (docs/decisions/0029): the owner's routes on the own club's connected Stripe
// account, the pilot's PAY and Stripe's webhook. Their rules in depth: server/src/payments/payments.test.ts.
import { expect } from 'vitest';
import { signature } from '../../payments/testing/stripe-events';
import { DEMO_SLUG, requestBody } from '../../testing/pilot-requests';
import {
  badIds,
  call,
  demoToken,
  expectOk,
  ids,
  oncePerServer,
  type Probe,
  type RouteCase,
  stripeStandIn,
  type Table,
  unique,
} from '../../testing/route-matrix';

const account = () => `/api/clubs/${ids.demoClub}/payments`;
const foreign = async (): Promise<Probe[]> => [{ label: "the demo club's payments", url: account() }];

/** The demo club connected and able to take charges on the stand-in. */
async function connected(): Promise<void> {
  expectOk(await call('POST', account(), { token: demoToken }), 'connect');
  for (const created of stripeStandIn?.accounts.values() ?? []) stripeStandIn?.completeOnboarding(created.id);
}

/** A pilot's request the demo desk accepted with a fee: its status token. */
async function payableRequest(): Promise<string> {
  const payload = { data: requestBody(new Date(), { email: `${unique('pay')}@pilots.example` }) };
  const sent = expectOk(await call('POST', `/api/public/airfields/${DEMO_SLUG}/requests`, { payload }));
  const token = (sent.data as { token: string }).token;
  const landings = expectOk(
    await call('GET', '/api/landings?sort=id:desc&pagination[pageSize]=1', { token: demoToken }),
  );
  const [latest] = landings.data as { id: number }[];
  expectOk(
    await call('PUT', `/api/landings/${latest?.id}`, {
      token: demoToken,
      payload: { data: { permission: true, fee_by_hand: 3000, fee_reason: 'Tariff' } },
    }),
  );
  return token;
}

/**
 * A payable landing of the demo club, made once (so a refused call's snapshot is taken after it):
 * a pay link mints a token and changes nothing else, so it stays payable.
 */
const payableLanding = oncePerServer(async (): Promise<number> => {
  await connected();
  await payableRequest();
  const landings = expectOk(
    await call('GET', '/api/landings?sort=id:desc&pagination[pageSize]=1', { token: demoToken }),
  );
  const [latest] = landings.data as { id: number }[];
  if (latest === undefined) throw new Error('no landing');
  return latest.id;
});

/** A signed event of a kind the server does not act on: answered, nothing stored. */
function unhandledEvent(): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({
    id: `evt_${unique('m')}`,
    object: 'event',
    type: 'payout.paid',
    account: 'acct_matrix',
    data: { object: { id: 'po_matrix', object: 'payout' } },
  });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature(payload) } };
}

function ownerCase(method: 'GET' | 'POST' | 'DELETE', ok: () => Promise<void>): RouteCase {
  return {
    method,
    path: '/api/clubs/:id/payments',
    tables: ['clubs'],
    sample: async () => ({ label: `${method} payments`, url: account() }),
    ok,
    invalid: async () => badIds('/api/clubs', '/payments'),
    foreign,
  };
}

function paymentCases(): RouteCase[] {
  const writeTables: Table[] = ['landings', 'payment_events'];
  return [
    ownerCase('GET', async () => {
      const body = expectOk(await call('GET', account(), { token: demoToken }));
      expect(body.data).toMatchObject({ connected: expect.any(Boolean), currently_due: expect.any(Array) });
    }),
    ownerCase('POST', async () => {
      const body = expectOk(await call('POST', account(), { token: demoToken }));
      expect(String((body.data as { url: string }).url)).toContain('/connect/onboarding/acct_');
    }),
    ownerCase('DELETE', async () => {
      await connected();
      const body = expectOk(await call('DELETE', account(), { token: demoToken }));
      expect(body.data).toMatchObject({ connected: false });
    }),
    {
      method: 'POST',
      path: '/api/landings/:id/pay-link',
      tables: ['landings', 'request_tokens'],
      sample: async () => ({ label: 'pay link', url: `/api/landings/${await payableLanding()}/pay-link` }),
      ok: async () => {
        const body = expectOk(
          await call('POST', `/api/landings/${await payableLanding()}/pay-link`, { token: demoToken }),
        );
        expect(body.data).toMatchObject({
          amount_cents: 3000,
          url: expect.stringMatching(/\/request\/status\/[A-Za-z0-9_-]{22}$/),
          // The link drawn as a QR code, for the tablet to show (docs/decisions/0070).
          qr: { size: expect.any(Number), path: expect.stringMatching(/^M2 2h1v1h-1z/) },
        });
      },
      invalid: async () => badIds('/api/landings', '/pay-link'),
      foreign: async () => [
        { label: "the demo club's landing", url: `/api/landings/${await payableLanding()}/pay-link` },
      ],
    },
    {
      method: 'POST',
      path: '/api/public/requests/:token/payment',
      open: true,
      tables: writeTables,
      sample: async () => {
        await connected();
        return { label: 'pay', url: `/api/public/requests/${await payableRequest()}/payment` };
      },
      ok: async () => {
        await connected();
        const url = `/api/public/requests/${await payableRequest()}/payment`;
        const body = expectOk(await call('POST', url));
        expect(body.data).toMatchObject({ amount_cents: 3000, currency: 'eur', url: expect.any(String) });
      },
      invalid: async () => [
        {
          label: 'unknown token',
          url: `/api/public/requests/${'A'.repeat(43)}/payment`,
          status: 404,
          name: 'NotFoundError',
        },
        { label: 'not a token', url: '/api/public/requests/x/payment', status: 404, name: 'NotFoundError' },
      ],
    },
    {
      method: 'POST',
      path: '/api/payments/stripe/webhook',
      open: true,
      tables: writeTables,
      sample: async () => ({ label: 'webhook', url: '/api/payments/stripe/webhook', ...unhandledEvent() }),
      ok: async () => {
        const event = unhandledEvent();
        const body = expectOk(await call('POST', '/api/payments/stripe/webhook', event));
        expect(body.data).toEqual({ received: true, outcome: 'not-handled' });
      },
      invalid: async () => {
        const { payload } = unhandledEvent();
        const json = { 'content-type': 'application/json' };
        return [
          { label: 'no signature', url: '/api/payments/stripe/webhook', payload, headers: json },
          {
            label: 'bad signature',
            url: '/api/payments/stripe/webhook',
            payload,
            headers: { ...json, 'stripe-signature': 't=1,v1=00' },
          },
          {
            label: 'signed by another secret',
            url: '/api/payments/stripe/webhook',
            payload,
            headers: { ...json, 'stripe-signature': signature(payload, 'whsec_notours') },
          },
        ];
      },
    },
  ];
}

export const PAYMENTS_ROUTES = paymentCases();
