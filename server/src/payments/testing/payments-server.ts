// Owns the real server (its database the test run's: a SQLite file, or PostgreSQL under test:pg) and
// the Stripe stand-in one payments test file runs against, with the calls its tests share.
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL } from '../../db/seed';
import { DEMO_SLUG, requestBody } from '../../testing/pilot-requests';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { signature, standInConfig, type TestEvent } from './stripe-events';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in';

type Json = Record<string, unknown>;

/** What the file's tests reach, filled before they run. */
export const env = {
  standIn: undefined as unknown as StripeStandIn,
  server: undefined as unknown as TestServer,
  demoToken: '',
  otherToken: '',
  ids: { demo: 0, other: 0 },
  /** What the server logged, for the tests that no secret is written. */
  logLines: [] as string[],
};

export async function api(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) {
  const response = await env.server.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

export const dataOf = (body: Json) => body.data as Json;
export const errorOf = (body: Json) =>
  body.error as { status: number; name: string; message: string; details: Json };

async function clubOf(email: string): Promise<number> {
  const row = await env.server.db
    .selectFrom('users')
    .select('clubOwner_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  if (row.clubOwner_id === null) throw new Error('no club');
  return row.clubOwner_id;
}

export const landing = (id: number) =>
  env.server.db.selectFrom('landings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A pilot's request to the demo club, accepted by its desk with a fee set by hand of `cents`. */
export async function acceptedRequest(cents = 2550, accept = true): Promise<{ token: string; id: number }> {
  const sent = await env.server.app.inject({
    method: 'POST',
    url: `/api/public/airfields/${DEMO_SLUG}/requests`,
    payload: { data: requestBody(new Date(), { email: `p${Date.now()}${Math.random()}@pilots.example` }) },
  });
  const token = ((sent.json() as Json).data as { token: string }).token;
  const id = (
    await env.server.db.selectFrom('landings').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
  ).id;
  const priced = await api('PUT', `/api/landings/${id}`, env.demoToken, {
    data: { fee_by_hand: cents, fee_reason: 'Club tariff' },
  });
  expect(priced.status).toBe(200);
  if (accept)
    expect(
      (await api('PUT', `/api/landings/${id}`, env.demoToken, { data: { permission: true } })).status,
    ).toBe(200);
  return { token, id };
}

export async function deliver(event: TestEvent | string, header?: string | null) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const signed = header === undefined ? signature(payload) : header;
  if (signed !== null) headers['stripe-signature'] = signed;
  const response = await env.server.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers,
    payload,
  });
  return { status: response.statusCode, body: response.json() as Json };
}

/** The demo club connected and onboarded on the stand-in; its account id. */
export async function connectDemo(): Promise<string> {
  expect((await api('POST', `/api/clubs/${env.ids.demo}/payments`, env.demoToken)).status).toBe(200);
  const club = await env.server.db
    .selectFrom('clubs')
    .select('stripe_account_id')
    .where('id', '=', env.ids.demo)
    .executeTakeFirstOrThrow();
  if (!club.stripe_account_id) throw new Error('not connected');
  env.standIn.completeOnboarding(club.stripe_account_id);
  return club.stripe_account_id;
}

/** Starts the stand-in and the server before the file's tests, and stops both after them. */
export function startPaymentsServer(): void {
  beforeAll(async () => {
    env.standIn = await startStripeStandIn();
    // These tests send more pilot requests from one address than the limits allow: they have their own tests.
    const many = { max: 10_000, windowMs: 60_000 };
    env.server = await createTestServer({
      payments: standInConfig(env.standIn),
      requestLimits: { perIp: many, perEmail: many },
      logLevel: 'info',
      logStream: { write: (line: string) => void env.logLines.push(line) },
    });
    env.demoToken = await env.server.token();
    env.otherToken = await env.server.token(OTHER_OWNER_EMAIL);
    env.ids.demo = await clubOf(DEMO_OWNER_EMAIL);
    env.ids.other = await clubOf(OTHER_OWNER_EMAIL);
  });

  afterAll(async () => {
    await env.server.close();
    await env.standIn.stop();
  });
}
