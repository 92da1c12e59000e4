// PAY in the pilot's mails (docs/decisions/0029), through the routes to a real SMTP server: the
// accepted mail and the departed mail offer the fee online with the amount and the status link while
// the club's own Stripe account can take charges and the landing is unpaid, in fixed words even
// before the address is confirmed (docs/decisions/0030); nothing is offered otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../db/seed';
import { standInConfig } from '../payments/testing/stripe-events';
import { type StripeStandIn, startStripeStandIn } from '../payments/testing/stripe-stand-in';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { createTestServer, type TestServer } from '../testing/test-server';
import { smtpTransport } from './transports';

const FROM = 'desk@club.example';
const PUBLIC_URL = 'https://club.example';
const FILED = new Date('2026-11-21T09:00:00.000Z');
// The server's clock runs from the moment a test sets it: the mail worker sends what is due by it.
let offset = 0;
const setClock = (at: Date | string) => {
  offset = new Date(at).getTime() - Date.now();
};
let sink: SmtpSink;
let standIn: StripeStandIn;
let server: TestServer;
let owner: string;
let clubId = 0;

beforeAll(async () => {
  setClock(FILED);
  sink = await startSmtpSink();
  standIn = await startStripeStandIn();
  const many = { max: 1000, windowMs: 60_000 };
  server = await createTestServer({
    seedAt: FILED,
    now: () => new Date(Date.now() + offset),
    payments: standInConfig(standIn),
    requestLimits: { perIp: many, perEmail: many },
    mail: { publicUrl: PUBLIC_URL, fromAddress: FROM, transport: smtpTransport(sink.url, FROM), pollMs: 100 },
  });
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
  await sink.close();
});

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: object) =>
  server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${owner}` },
    ...(data ? { payload: { data } } : {}),
  });

/** The club connected, onboarded on Stripe, and Settings › Payments read once (as the owner does). */
async function connect(): Promise<void> {
  expect((await call('POST', `/api/clubs/${clubId}/payments`)).statusCode).toBe(200);
  for (const id of standIn.accounts.keys()) standIn.completeOnboarding(id);
  expect((await call('GET', `/api/clubs/${clubId}/payments`)).json().data.charges_enabled).toBe(true);
}

/** A request filed from the page (its address not confirmed yet), priced by hand at `cents`. */
async function file(registration: string, email: string, cents: number, locale: 'en' | 'pt' = 'en') {
  setClock(FILED);
  const sent = await server.app.inject({
    method: 'POST',
    url: `/api/public/airfields/${DEMO_SLUG}/requests`,
    payload: { data: { ...requestBody(FILED, { email, registration }), locale } },
  });
  expect(sent.statusCode).toBe(200);
  await sink.waitFor((m) => m.to === email);
  const { id } = await server.db
    .selectFrom('landings')
    .select('id')
    .where('registration', '=', registration)
    .executeTakeFirstOrThrow();
  expect(
    (await call('PUT', `/api/landings/${id}`, { fee_by_hand: cents, fee_reason: 'Tariff' })).statusCode,
  ).toBe(200);
  return id;
}

const statusLink = /https:\/\/club\.example\/request\/status\/[A-Za-z0-9_-]{22}/;

describe('PAY in the pilot’s mails', () => {
  it('the accepted mail says the fee can be paid online, with the amount and the status link, before the address is confirmed', async () => {
    await connect();
    const email = 'pay.accepted@pilots.example';
    const id = await file('CS-PAY', email, 2550);
    expect((await call('PUT', `/api/landings/${id}`, { permission: true })).statusCode).toBe(200);
    const mail = await sink.waitFor((m) => m.to === email && m.subject.startsWith('PPR request accepted'));
    const line = mail.text.split('\n').find((l) => l.startsWith('Pay the landing fee online: €25.50: '));
    expect(line).toMatch(statusLink);
    expect(mail.html).toContain('>Pay the landing fee online: €25.50</a>');
    // Unconfirmed: fixed words only, none of what was typed on the page.
    expect(mail.text).not.toContain('Paula');
  });

  it('the departed mail offers PAY in the page’s language while the fee is unpaid; nothing once it is paid', async () => {
    const email = 'pay.departed@pilots.example';
    const id = await file('CS-DEP', email, 4000, 'pt');
    expect((await call('PUT', `/api/landings/${id}`, { permission: true })).statusCode).toBe(200);
    await sink.waitFor((m) => m.to === email && m.subject.startsWith('Pedido PPR aceite'));
    setClock('2026-11-22T12:05:00.000Z');
    expect((await call('PUT', `/api/landings/${id}`, { status: 'parked' })).statusCode).toBe(200);
    setClock('2026-11-22T13:00:00.000Z');
    expect((await call('PUT', `/api/landings/${id}`, { status: 'finished' })).statusCode).toBe(200);
    const mail = await sink.waitFor(
      (m) => m.to === email && m.subject.startsWith('Taxa de aterragem de CS-DEP'),
    );
    expect(mail.text).toContain('registou a sua partida');
    // When it arrived (12:05), not the ETA it was filed with (12:00).
    expect(mail.text).toContain('Chegada: 22 de novembro de 2026 12:05 Lisboa');
    expect(mail.text).toMatch(
      /Pagar a taxa de aterragem online: 40,00\s€: https:\/\/club\.example\/request\/status\//,
    );

    const paidEmail = 'paid.departed@pilots.example';
    const paid = await file('CS-PDD', paidEmail, 4000);
    expect((await call('PUT', `/api/landings/${paid}`, { permission: true })).statusCode).toBe(200);
    setClock('2026-11-22T12:05:00.000Z');
    expect(
      (await call('PUT', `/api/landings/${paid}`, { status: 'parked', paymentStatus: 'Paid' })).statusCode,
    ).toBe(200);
    setClock('2026-11-22T13:00:00.000Z');
    expect((await call('PUT', `/api/landings/${paid}`, { status: 'finished' })).statusCode).toBe(200);
    const queued = await server.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', paidEmail)
      .orderBy('id')
      .execute();
    // Paid at the desk: its receipt went, and departing asks for nothing more (docs/decisions/0031).
    expect(queued.map((m) => m.kind)).toEqual(['request-received', 'accepted', 'paid']);
  });

  it('offers nothing once the club is disconnected', async () => {
    expect((await call('DELETE', `/api/clubs/${clubId}/payments`)).statusCode).toBe(200);
    const email = 'no.pay@pilots.example';
    const id = await file('CS-NOP', email, 2550);
    expect((await call('PUT', `/api/landings/${id}`, { permission: true })).statusCode).toBe(200);
    const mail = await sink.waitFor((m) => m.to === email && m.subject.startsWith('PPR request accepted'));
    expect(mail.text).not.toContain('Pay the landing fee online');
    expect(mail.text).toMatch(statusLink);
  });
});
