// The password reset by mail (docs/decisions/0023): one answer, after about the same time, for a
// known and an unknown address; the code kept only as a hash, single use, short-lived; limits per
// address and per account; every other session of the account ended by the reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../auth/sessions';
import { DEMO_OWNER_EMAIL } from '../db/seed';
import { cookieHeader, refreshTokenOf, resetCodeFor } from '../testing/session-cookies';
import { createTestServer, type TestServer } from '../testing/test-server';

const PUBLIC_URL = 'https://desk.club.example';
let server: TestServer;
let clock = new Date('2026-06-01T10:00:00.000Z');

beforeAll(async () => {
  server = await createTestServer({
    now: () => clock,
    mail: { publicUrl: PUBLIC_URL, fromAddress: 'desk@club.example', transport: null },
  });
});
afterAll(() => server.close());

let counter = 0;
async function newAccount(locale?: 'pt'): Promise<{ email: string; password: string; id: number }> {
  counter += 1;
  const email = `reset${counter}@example.com`;
  const password = 'Desk!2026';
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    payload: { username: `reset${counter}`, email, password, ...(locale ? { locale } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { email, password, id: res.json().user.id as number };
}

let address = 0;
/** Each call from its own address unless told, so the per-address limit stays out of the way. */
const forgot = (email: string, ip = `10.20.${Math.floor(++address / 200)}.${address % 200}`) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
const reset = (code: string, password = 'Reset!2026', passwordConfirmation = password) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { code, password, passwordConfirmation },
    remoteAddress: `10.30.0.${++address % 250}`,
  });
const me = (jwt: string) =>
  server.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${jwt}` } });
const resetMails = async (email: string) =>
  server.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('kind', '=', 'password-reset')
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

describe('asking for a reset', () => {
  it('answers a known and an unknown address alike, in about the same time', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      return { status: res.statusCode, body: res.body, ms: performance.now() - started };
    };
    const runs = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 3; i += 1) {
      const known = await timed(DEMO_OWNER_EMAIL);
      const unknown = await timed(`nobody${i}@example.com`);
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(JSON.parse(known.body)).toEqual({ ok: true });
      runs.known.push(known.ms);
      runs.unknown.push(unknown.ms);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    expect(median(runs.known)).toBeGreaterThanOrEqual(390);
    expect(median(runs.unknown)).toBeGreaterThanOrEqual(390);
    expect(Math.abs(median(runs.known) - median(runs.unknown))).toBeLessThan(150);
    expect(await resetMails('nobody0@example.com')).toEqual([]);
  });

  it("queues a mail with the link, in the account's language, and keeps only the code's hash", async () => {
    const account = await newAccount();
    expect((await forgot(account.email.toUpperCase())).statusCode).toBe(200);
    const [mail] = await resetMails(account.email);
    expect(mail?.subject).toBe('Choose a new password for PPR Desk');
    const code = await resetCodeFor(server.db, account.email);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.text_body).toContain(`${PUBLIC_URL}/reset-password/${code}`);
    const rows = await server.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', account.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(sha256(code ?? ''));
    expect(JSON.stringify(rows)).not.toContain(code);
    // At most an hour.
    const lifetime = Date.parse(rows[0]?.expires_at ?? '') - Date.parse(rows[0]?.createdAt ?? '');
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(3_600_000);

    const portuguese = await newAccount('pt');
    await forgot(portuguese.email);
    expect((await resetMails(portuguese.email))[0]?.subject).toBe(
      'Escolha uma nova palavra-passe para o PPR Desk',
    );
  });

  it("sends nothing for a pilot's address", async () => {
    expect((await forgot('pilot1@example.com')).statusCode).toBe(200);
    expect(await resetMails('pilot1@example.com')).toEqual([]);
  });

  it('limits requests per address (then 429) and mails per account (then the same answer, no mail)', async () => {
    const account = await newAccount();
    for (let i = 0; i < 5; i += 1) expect((await forgot(account.email)).statusCode).toBe(200);
    expect(await resetMails(account.email)).toHaveLength(3);

    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await forgot(`sweep${i}@example.com`, '10.99.0.1')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    // Another address is not held back by it.
    expect((await forgot('sweep-other@example.com', '10.99.0.2')).statusCode).toBe(200);
  });
});

describe('choosing the new password', () => {
  it('ends every session of the account and signs in anew', async () => {
    const account = await newAccount();
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: account.email, password: account.password },
    });
    const oldJwt = login.json().jwt as string;
    const oldRefresh = refreshTokenOf(login) ?? '';
    await forgot(account.email);
    const code = (await resetCodeFor(server.db, account.email)) ?? '';

    const done = await reset(code, 'Reset!2026');
    expect(done.statusCode).toBe(200);
    expect(done.json().user.id).toBe(account.id);
    expect(refreshTokenOf(done)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(done.json().jwt as string)).statusCode).toBe(200);
    expect((await me(oldJwt)).statusCode).toBe(401);
    const oldCookie = await server.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: cookieHeader(oldRefresh),
    });
    expect(oldCookie.statusCode).toBe(401);
    const signIn = (password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier: account.email, password },
        remoteAddress: '10.40.0.1',
      });
    expect((await signIn('Reset!2026')).statusCode).toBe(200);
    expect((await signIn(account.password)).statusCode).toBe(400);
  });

  it('a used, expired or unknown code is one 400 with one message', async () => {
    const account = await newAccount();
    await forgot(account.email);
    const code = (await resetCodeFor(server.db, account.email)) ?? '';
    expect((await reset(code)).statusCode).toBe(200);
    const used = await reset(code, 'Again!2026');

    await forgot(account.email);
    const late = (await resetCodeFor(server.db, account.email)) ?? '';
    const start = clock;
    clock = new Date(start.getTime() + 31 * 60_000);
    const expired = await reset(late);
    clock = start;
    const unknown = await reset('B'.repeat(43));
    const malformed = await reset('short');

    for (const res of [used, expired, unknown, malformed]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        name: 'ValidationError',
        message: 'This link to choose a new password is no longer valid. Ask for a new one.',
        details: { i18n: { id: 'validation.reset.codeInvalid' } },
      });
    }
    expect(used.body).toBe(unknown.body);
    expect(expired.body).toBe(unknown.body);
    // The expired code still works for nothing once the clock is back: it was refused, not spent.
    expect((await reset(late, 'Later!2026')).statusCode).toBe(200);
  });

  it('applies the password rule and the confirmation', async () => {
    const weak = await reset('C'.repeat(43), 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details.errors[0].message).toMatch(/password/i);
    const differs = await reset('C'.repeat(43), 'Strong!2026', 'Strong!2027');
    expect(differs.json().error.message).toBe('Passwords do not match');
  });
});
