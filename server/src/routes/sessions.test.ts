// Sessions the server ends (docs/decisions/0023): short access tokens naming a session, the
// refresh cookie rotated on every use, a reused one ending the whole sign-in, logout and sign out
// everywhere ending sessions at once, a password change ending every other session, and the
// family's idle and absolute lifetimes.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ACCESS_TOKEN_TTL_S } from '../auth/jwt';
import { sha256 } from '../auth/sessions';
import { readEnv } from '../env';
import { cookieHeader, refreshSetCookie, refreshTokenOf, signedToken } from '../testing/session-cookies';
import { createTestServer, type TestServer } from '../testing/test-server';

const DAY_MS = 24 * 3_600_000;
let server: TestServer;
/** The server's clock: the sessions' lifetimes are read from it. */
let clock = new Date('2026-06-01T10:00:00.000Z');

beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

let counter = 0;
async function newAccount(): Promise<{ email: string; password: string; id: number }> {
  counter += 1;
  const email = `session${counter}@example.com`;
  const password = 'Desk!2026';
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    payload: { username: `session${counter}`, email, password },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { email, password, id: res.json().user.id as number };
}

interface SignedIn {
  jwt: string;
  refresh: string;
}

async function signIn(account: { email: string; password: string }, host = '127.0.0.1'): Promise<SignedIn> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/local',
    headers: { host },
    payload: { identifier: account.email, password: account.password },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const refresh = refreshTokenOf(res);
  if (!refresh) throw new Error('no refresh cookie');
  return { jwt: res.json().jwt as string, refresh };
}

const me = (jwt: string) =>
  server.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${jwt}` } });
const refresh = (token: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { ...headers, ...cookieHeader(token) },
  });
const post = (url: string, jwt: string, payload?: object) =>
  server.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${jwt}` }, payload });

describe('access tokens', () => {
  it('last an hour by default, never more than twelve hours, and name their session', async () => {
    const account = await newAccount();
    const { jwt } = await signIn(account);
    const claims = decodeJwt(jwt);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(typeof claims.sid).toBe('string');
    expect(MAX_ACCESS_TOKEN_TTL_S).toBe(12 * 3600);
    expect(readEnv({}).ACCESS_TOKEN_TTL).toBe(3600);
    expect(readEnv({ ACCESS_TOKEN_TTL: '43200' }).ACCESS_TOKEN_TTL).toBe(43_200);
    expect(() => readEnv({ ACCESS_TOKEN_TTL: '43201' })).toThrow(/ACCESS_TOKEN_TTL/);
  });

  it('a token from before sessions, or naming no session of its account, opens nothing', async () => {
    const account = await newAccount();
    expect((await me(await signedToken(account.id))).statusCode).toBe(401);
    expect((await me(await signedToken(account.id, 0, 'not-a-session-of-it-000'))).statusCode).toBe(401);
    // Another account's session id in a token signed for this one: still no.
    const other = await signIn(await newAccount());
    const otherSid = decodeJwt(other.jwt).sid as string;
    expect((await me(await signedToken(account.id, 0, otherSid))).statusCode).toBe(401);
  });

  it('with a short ACCESS_TOKEN_TTL, the token stops working then and the cookie renews it', async () => {
    // Three seconds: at least two of them left after the sign-in, whichever second it falls in.
    const short = await createTestServer({ accessTokenTtlSeconds: 3 });
    try {
      const login = await short.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier: 'owner@example.com', password: 'Desk!2026' },
      });
      const jwt = login.json().jwt as string;
      const ask = (token: string) =>
        short.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await ask(jwt)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      expect((await ask(jwt)).statusCode).toBe(401);
      const renewed = await short.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: cookieHeader(refreshTokenOf(login) ?? ''),
      });
      expect(renewed.statusCode).toBe(200);
      expect((await ask(renewed.json().jwt as string)).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('the refresh cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to /api/auth, and Secure except over plain http to this machine', async () => {
    const account = await newAccount();
    const login = (host: string, proto?: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        headers: { host, ...(proto ? { 'x-forwarded-proto': proto } : {}) },
        payload: { identifier: account.email, password: account.password },
      });
    const local = refreshSetCookie(await login('127.0.0.1:8080')) ?? '';
    expect(local).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(local).toMatch(/; HttpOnly(;|$)/);
    expect(local).toMatch(/; SameSite=Strict(;|$)/);
    expect(local).toMatch(/; Max-Age=1209600(;|$)/);
    expect(local).not.toMatch(/Secure/);
    expect(refreshSetCookie(await login('localhost:8080'))).not.toMatch(/Secure/);
    // A club LAN's address or a real host name: Secure, whatever the scheme.
    expect(refreshSetCookie(await login('192.168.1.20:8080'))).toMatch(/; Secure(;|$)/);
    expect(refreshSetCookie(await login('desk.club.example'))).toMatch(/; Secure(;|$)/);
  });

  it('is stored only as its hash and rotated on every use', async () => {
    const account = await newAccount();
    const first = await signIn(account);
    const stored = await server.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(sha256(first.refresh));
    expect(JSON.stringify(stored)).not.toContain(first.refresh);

    const once = await refresh(first.refresh);
    expect(once.statusCode).toBe(200);
    const second = refreshTokenOf(once) ?? '';
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first.refresh);
    const twice = await refresh(second);
    expect(twice.statusCode).toBe(200);
    expect(refreshTokenOf(twice)).not.toBe(second);
    // Each renewal stays in the same session.
    expect(decodeJwt(twice.json().jwt).sid).toBe(decodeJwt(first.jwt).sid);
    expect((await me(twice.json().jwt as string)).statusCode).toBe(200);
  });

  it('used again after it was rotated ends the whole sign-in: every token of it, at once', async () => {
    const account = await newAccount();
    const desk = await signIn(account);
    const elsewhere = await signIn(account);
    const rotated = await refresh(desk.refresh);
    const deskJwt = rotated.json().jwt as string;
    const deskRefresh = refreshTokenOf(rotated) ?? '';
    expect((await me(deskJwt)).statusCode).toBe(200);

    // The thief's copy of the old cookie.
    const stolen = await refresh(desk.refresh);
    expect(stolen.statusCode).toBe(401);
    expect(refreshTokenOf(stolen)).toBe('');
    expect((await me(deskJwt)).statusCode).toBe(401);
    expect((await me(desk.jwt)).statusCode).toBe(401);
    expect((await refresh(deskRefresh)).statusCode).toBe(401);
    // Another sign-in of the same account is another family: untouched.
    expect((await me(elsewhere.jwt)).statusCode).toBe(200);
    expect((await refresh(elsewhere.refresh)).statusCode).toBe(200);
  });

  it("is refused from another site's page", async () => {
    const { refresh: token } = await signIn(await newAccount());
    const res = await refresh(token, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect((await refresh(token, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('ends after 14 days without a renewal, and 30 days after the sign-in however it is used', async () => {
    const start = clock;
    try {
      const account = await newAccount();
      const idle = await signIn(account);
      clock = new Date(start.getTime() + 14 * DAY_MS + 1000);
      expect((await refresh(idle.refresh)).statusCode).toBe(401);

      clock = start;
      const busy = await signIn(account);
      let token = busy.refresh;
      for (const day of [10, 20, 29]) {
        clock = new Date(start.getTime() + day * DAY_MS);
        const res = await refresh(token);
        expect(res.statusCode, `day ${day}`).toBe(200);
        token = refreshTokenOf(res) ?? '';
      }
      clock = new Date(start.getTime() + 30 * DAY_MS + 1000);
      expect((await refresh(token)).statusCode).toBe(401);
    } finally {
      clock = start;
    }
  });
});

describe('ending sessions', () => {
  it('logout ends the session on the server at once and clears the cookie', async () => {
    const account = await newAccount();
    const session = await signIn(account);
    const other = await signIn(account);
    expect((await me(session.jwt)).statusCode).toBe(200);
    const out = await post('/api/auth/logout', session.jwt);
    expect(out.statusCode).toBe(200);
    expect(refreshSetCookie(out)).toMatch(/^ppr_desk_refresh=; .*Max-Age=0/);
    expect((await me(session.jwt)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await me(other.jwt)).statusCode).toBe(200);
  });

  it('sign out everywhere ends every session of the account', async () => {
    const account = await newAccount();
    const [a, b, c] = [await signIn(account), await signIn(account), await signIn(account)];
    const bystander = await signIn(await newAccount());
    expect((await post('/api/auth/logout-all', a.jwt)).statusCode).toBe(200);
    for (const session of [a, b, c]) {
      expect((await me(session.jwt)).statusCode).toBe(401);
      expect((await refresh(session.refresh)).statusCode).toBe(401);
    }
    expect((await me(bystander.jwt)).statusCode).toBe(200);
  });

  it('a password change ends every other session; the one that changed it goes on', async () => {
    const account = await newAccount();
    const here = await signIn(account);
    const lostTablet = await signIn(account);
    const changed = await post('/api/auth/change-password', here.jwt, {
      currentPassword: account.password,
      password: 'Changed!2026',
      passwordConfirmation: 'Changed!2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(lostTablet.jwt)).statusCode).toBe(401);
    expect((await refresh(lostTablet.refresh)).statusCode).toBe(401);
    expect((await me(changed.json().jwt as string)).statusCode).toBe(200);
    expect((await refresh(here.refresh)).statusCode).toBe(200);
  });
});
