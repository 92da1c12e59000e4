// The pilot pays online end to end on a real listening server and the Stripe stand-in's hosted
// pages (docs/decisions/0029): the owner finishes onboarding on Stripe's page and its signed
// account.updated makes the status answer offer PAY; the pilot pays on Checkout and its signed
// checkout.session.completed makes the landing Paid; PAY's form works before the page's script runs.
// Every step over HTTP, as a browser and Stripe do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../db/seed';
import { builtPages } from '../testing/built-pages';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { createTestServer, type TestServer } from '../testing/test-server';
import { standInConfig, TEST_WEBHOOK_SECRET } from './testing/stripe-events';
import { type StripeStandIn, startStripeStandIn } from './testing/stripe-stand-in';

type Json = Record<string, unknown>;
let standIn: StripeStandIn;
let server: TestServer;
let owner: string;
let clubId = 0;
// The built pages the server renders the status page into.
const pages = builtPages('hosted-pages');

const api = async (method: string, path: string, body?: object, token?: string) => {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Json };
};

/** A browser's visit: the page, or where a button's form sends it (no redirect followed). */
const visit = (url: string, form?: Record<string, string>) =>
  fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form
      ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) }
      : {}),
  });

/** A pilot request accepted by the desk with a fee set by hand; its status token. */
async function acceptedRequest(cents: number): Promise<{ token: string; id: number }> {
  const sent = await api('POST', `/api/public/airfields/${DEMO_SLUG}/requests`, {
    data: requestBody(new Date(), { email: `pay${Date.now()}@pilots.example` }),
  });
  const token = (sent.body.data as { token: string }).token;
  const { id } = await server.db
    .selectFrom('landings')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const put = (data: object) => api('PUT', `/api/landings/${id}`, { data }, owner);
  expect((await put({ fee_by_hand: cents, fee_reason: 'Club tariff' })).status).toBe(200);
  expect((await put({ permission: true })).status).toBe(200);
  return { token, id };
}

const statusOf = async (token: string) =>
  (await api('GET', `/api/public/requests/${token}`)).body.data as Json;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const many = { max: 10_000, windowMs: 60_000 };
  server = await createTestServer({
    listen: true,
    staticDir: pages.dir,
    payments: standInConfig(standIn),
    requestLimits: { perIp: many, perEmail: many },
  });
  // Stripe learns the endpoint once the server listens, as a Connect webhook is set up in its dashboard.
  standIn.webhook = {
    webhookUrl: `${server.url}/api/payments/stripe/webhook`,
    webhookSecret: TEST_WEBHOOK_SECRET,
  };
  owner = await server.token();
  const row = await server.db
    .selectFrom('users')
    .select('clubOwner_id')
    .where('email', '=', DEMO_OWNER_EMAIL)
    .executeTakeFirstOrThrow();
  clubId = row.clubOwner_id ?? 0;
});

afterAll(async () => {
  await server.close();
  await standIn.stop();
  pages.remove();
});

describe('paying online through the hosted pages', () => {
  it('offers PAY on the status answer only once onboarding is finished on Stripe’s page', async () => {
    const { token } = await acceptedRequest(2550);
    expect((await statusOf(token)).payment).toEqual({
      online: false,
      due: null,
      paidCents: null,
      restCents: 0,
      overCents: 0,
      refund: 'none',
    });

    const connect = await api('POST', `/api/clubs/${clubId}/payments`, {}, owner);
    const onboarding = String((connect.body.data as Json).url);
    const page = await visit(onboarding);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Finish onboarding');
    const returnUrl = new URL(onboarding).searchParams.get('return_url') ?? '';
    expect(returnUrl).toContain('/settings?section=payments&stripe=return');
    // Still not offered: the account cannot take charges yet.
    expect(((await statusOf(token)).payment as Json).online).toBe(false);

    const finished = await visit(onboarding.split('?')[0] ?? '', { return_url: returnUrl });
    expect(finished.status).toBe(303);
    expect(finished.headers.get('location')).toBe(returnUrl);
    // The signed account.updated reached the webhook before the redirect: nobody opened Settings.
    const status = await statusOf(token);
    expect(status.payment).toEqual({
      online: true,
      due: { cents: 2550, lines: [{ kind: 'byDesk', cents: 2550 }] },
      paidCents: null,
      restCents: 0,
      overCents: 0,
      refund: 'none',
    });
    expect(JSON.stringify(status)).not.toContain('acct_');
  });

  it('Checkout shows the amount and PPR facts; Pay makes it Paid through the signed webhook and goes back', async () => {
    const { token, id } = await acceptedRequest(4200);
    const pay = await api('POST', `/api/public/requests/${token}/payment`, {});
    expect(pay.status).toBe(200);
    const checkout = String((pay.body.data as Json).url);
    const page = await visit(checkout);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('€42.00');
    expect(html).toMatch(/Landing fee PPR-\d{4}-\d{4}/);
    expect(html).toContain(`/request/status/${token}?payment=cancelled`);

    const paid = await visit(checkout, {});
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/request/status/${token}\\?payment=done$`));
    const row = await server.db
      .selectFrom('landings')
      .select(['paymentStatus', 'payment_method', 'paid_cents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ paymentStatus: 'Paid', payment_method: 'online', paid_cents: 4200 });
    expect((await statusOf(token)).payment).toEqual({
      online: true,
      due: null,
      paidCents: 4200,
      restCents: 0,
      overCents: 0,
      refund: 'onCancel',
    });
    // Back on Checkout (the browser's back button): it goes straight back and pays nothing twice.
    const again = await visit(checkout, {});
    expect(again.status).toBe(303);
    const events = await server.db.selectFrom('payment_events').select('type').execute();
    expect(events.filter((e) => e.type === 'checkout.session.completed')).toHaveLength(1);
  });

  it('answers an unknown page 404 and a link without a return address 404, with no key asked', async () => {
    expect((await visit(`${standIn.url}/checkout/cs_test_nothing`)).status).toBe(404);
    const [account] = standIn.accounts.keys();
    expect((await visit(`${standIn.url}/connect/onboarding/${account}`)).status).toBe(404);
    expect(
      (await visit(`${standIn.url}/connect/onboarding/${account}?return_url=javascript:alert(1)`)).status,
    ).toBe(404);
  });

  it('PAY without the page script goes on to the same Checkout, as the page allows; paid, the page says so', async () => {
    const { token } = await acceptedRequest(3100);
    const page = await visit(`${server.url}/request/status/${token}`);
    // Browsers hold a form's redirect to form-action: the policy names Checkout's origin.
    const policy = (page.headers.get('content-security-policy') ?? '').split(';');
    expect(policy).toContain(`form-action 'self' ${standIn.url}`);
    expect(await page.text()).toContain(`<form action="/request/status/${token}/pay" method="post">`);

    const pay = await visit(`${server.url}/request/status/${token}/pay`, {});
    expect(pay.status).toBe(303);
    const checkout = pay.headers.get('location') ?? '';
    expect(checkout).toMatch(new RegExp(`^${standIn.url}/checkout/cs_test_`));
    // The page's script is given the very same session.
    const asked = await api('POST', `/api/public/requests/${token}/payment`, {});
    expect((asked.body.data as Json).url).toBe(checkout);

    expect((await visit(checkout, {})).status).toBe(303);
    const again = await visit(`${server.url}/request/status/${token}/pay?lang=pt`, {});
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(html).toContain('Esta aterragem já está paga.');
    expect(html).toContain('PAGO: 31,00');
    expect((await visit(`${server.url}/request/status/${'x'.repeat(22)}/pay`, {})).status).toBe(404);
  });

  it('PAY without the page script that Stripe refuses shows the status page saying so, with a 503', async () => {
    const { token } = await acceptedRequest(1200);
    const [account] = standIn.accounts.values();
    if (!account) throw new Error('no account');
    // Stripe refuses the session; the club's stored state still offers PAY.
    account.charges_enabled = false;
    const refused = await visit(`${server.url}/request/status/${token}/pay`, {});
    account.charges_enabled = true;
    expect(refused.status).toBe(503);
    const html = await refused.text();
    expect(html).toContain(
      'Online payment is not available right now. Try again later or pay at the airfield.',
    );
    expect(html).toContain(`<form action="/request/status/${token}/pay" method="post">`);
  });

  it('stops offering PAY when Stripe says the account can no longer take charges', async () => {
    const { token } = await acceptedRequest(1000);
    const [account] = standIn.accounts.values();
    if (!account) throw new Error('no account');
    account.charges_enabled = false;
    // Settings › Payments reads the account: what Stripe says now is what PAY goes by.
    expect((await api('GET', `/api/clubs/${clubId}/payments`, undefined, owner)).status).toBe(200);
    expect((await statusOf(token)).payment).toEqual({
      online: false,
      due: null,
      paidCents: null,
      restCents: 0,
      overCents: 0,
      refund: 'none',
    });
  });
});
