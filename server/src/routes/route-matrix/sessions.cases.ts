// The session and password-reset routes (docs/decisions/0023): refresh, logout, sign out
// everywhere, and the password reset by mail.
import { expect } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../../db/seed';
import {
  call,
  db,
  expectError,
  expectOk,
  ids,
  type Json,
  type RouteCase,
  register,
  unique,
} from '../../testing/route-matrix';
import { cookieHeader, refreshTokenOf, resetCodeFor, signedToken } from '../../testing/session-cookies';

/** A fresh account signed in: its access token and its refresh cookie's token. */
async function signedIn(): Promise<{
  id: number;
  email: string;
  password: string;
  jwt: string;
  refresh: string;
}> {
  const account = await register();
  const res = await call('POST', '/api/auth/local', {
    payload: { identifier: account.email, password: account.password },
  });
  const body = expectOk(res, 'sign in');
  const refresh = refreshTokenOf(res);
  if (!refresh) throw new Error('sign-in set no refresh cookie');
  return { ...account, jwt: body.jwt as string, refresh };
}

const me = (token: string) => call('GET', '/api/users/me', { token });
const CROSS_SITE = { 'sec-fetch-site': 'cross-site' };
/** 43 base64url characters: the shape of a code, but none the server issued. */
const UNKNOWN_CODE = 'A'.repeat(43);

/** A working reset code of the account, asked for as its owner would. */
async function resetCodeOf(account: { email: string }): Promise<string | null> {
  expectOk(await call('POST', '/api/auth/forgot-password', { payload: { email: account.email } }));
  return resetCodeFor(db, account.email);
}

export const SESSIONS_ROUTES: RouteCase[] = [
  {
    method: 'POST',
    path: '/api/auth/refresh',
    tables: ['sessions', 'refresh_tokens'],
    sample: async () => ({ label: 'refresh', url: '/api/auth/refresh' }),
    ok: async () => {
      const session = await signedIn();
      const res = await call('POST', '/api/auth/refresh', { headers: cookieHeader(session.refresh) });
      const body = expectOk(res);
      expect(Object.keys(body).sort()).toEqual(['jwt', 'user']);
      expect((body.user as Json).id).toBe(session.id);
      const next = refreshTokenOf(res);
      expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(next).not.toBe(session.refresh);
      expect(expectOk(await me(body.jwt as string)).id).toBe(session.id);
    },
    invalid: async () => [
      {
        label: 'an unknown refresh cookie',
        url: '/api/auth/refresh',
        headers: cookieHeader(UNKNOWN_CODE),
        status: 401,
        name: 'UnauthorizedError',
      },
      {
        label: 'a malformed refresh cookie',
        url: '/api/auth/refresh',
        headers: cookieHeader('x;y'),
        status: 401,
        name: 'UnauthorizedError',
      },
      {
        label: "another site's page",
        url: '/api/auth/refresh',
        headers: { ...CROSS_SITE, ...cookieHeader(UNKNOWN_CODE) },
        status: 403,
        name: 'ForbiddenError',
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    open: true,
    tables: ['sessions', 'refresh_tokens'],
    sample: async () => ({ label: 'logout', url: '/api/auth/logout' }),
    ok: async () => {
      const session = await signedIn();
      const res = await call('POST', '/api/auth/logout', { token: session.jwt });
      expect(expectOk(res)).toEqual({ ok: true });
      expect(refreshTokenOf(res)).toBe('');
      expectError(await me(session.jwt), 401, 'UnauthorizedError', 'the ended session');
      expectError(
        await call('POST', '/api/auth/refresh', { headers: cookieHeader(session.refresh) }),
        401,
        'UnauthorizedError',
        "the ended session's cookie",
      );
      // By the cookie alone, as a desk whose access token has run out logs out.
      const other = await signedIn();
      expectOk(await call('POST', '/api/auth/logout', { headers: cookieHeader(other.refresh) }));
      expectError(await me(other.jwt), 401, 'UnauthorizedError', 'ended by its cookie');
    },
    invalid: async () => [
      {
        label: "another site's page",
        url: '/api/auth/logout',
        headers: CROSS_SITE,
        status: 403,
        name: 'ForbiddenError',
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/logout-all',
    tables: ['sessions'],
    sample: async () => ({ label: 'sign out everywhere', url: '/api/auth/logout-all' }),
    ok: async () => {
      const first = await signedIn();
      const second = await call('POST', '/api/auth/local', {
        payload: { identifier: first.email, password: first.password },
      });
      const secondJwt = expectOk(second).jwt as string;
      expect(expectOk(await call('POST', '/api/auth/logout-all', { token: first.jwt }))).toEqual({
        ok: true,
      });
      for (const token of [first.jwt, secondJwt]) expectError(await me(token), 401, 'UnauthorizedError');
      const secondRefresh = refreshTokenOf(second) ?? '';
      for (const refresh of [first.refresh, secondRefresh]) {
        expectError(
          await call('POST', '/api/auth/refresh', { headers: cookieHeader(refresh) }),
          401,
          'UnauthorizedError',
        );
      }
    },
    // The token of an ended session is refused in the refresh and logout cases above.
    invalid: async () => [
      {
        label: 'a token from before sessions',
        url: '/api/auth/logout-all',
        token: await signedToken(ids.demoOwner),
        status: 401,
        name: 'UnauthorizedError',
      },
      {
        label: 'a token naming no session',
        url: '/api/auth/logout-all',
        token: await signedToken(ids.demoOwner, 0, 'no-such-session-0000000'),
        status: 401,
        name: 'UnauthorizedError',
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    open: true,
    tables: ['password_resets', 'mail_outbox'],
    sample: async () => ({
      label: 'an address no account uses',
      url: '/api/auth/forgot-password',
      payload: { email: `${unique('nobody')}@example.com` },
    }),
    ok: async () => {
      const res = await call('POST', '/api/auth/forgot-password', { payload: { email: DEMO_OWNER_EMAIL } });
      expect(expectOk(res)).toEqual({ ok: true });
      const code = await resetCodeFor(db, DEMO_OWNER_EMAIL);
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await db.selectFrom('password_resets').selectAll().execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(code);
    },
    invalid: async () => [
      { label: 'not an email', url: '/api/auth/forgot-password', payload: { email: 'nope' } },
      { label: 'no email', url: '/api/auth/forgot-password', payload: {} },
      {
        label: 'unknown field',
        url: '/api/auth/forgot-password',
        payload: { email: DEMO_OWNER_EMAIL, url: 'https://evil.example/' },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password/check',
    open: true,
    tables: ['users', 'sessions', 'password_resets'],
    sample: async () => {
      const code = await resetCodeOf(await register());
      return { label: 'a working code', url: '/api/auth/reset-password/check', payload: { code } };
    },
    ok: async () => {
      const session = await signedIn();
      const code = await resetCodeOf(session);
      const check = () => call('POST', '/api/auth/reset-password/check', { payload: { code } });
      // Asked twice, it changes nothing: the code still sets a password, once, and is then refused.
      expect(expectOk(await check())).toEqual({ ok: true });
      expect(expectOk(await check())).toEqual({ ok: true });
      expectOk(await me(session.jwt));
      expectOk(
        await call('POST', '/api/auth/reset-password', {
          payload: { code, password: 'Reset!Pass4', passwordConfirmation: 'Reset!Pass4' },
        }),
      );
      expectError(await check(), 400, 'ValidationError', 'a spent code');
    },
    invalid: async () => [
      { label: 'an unknown code', url: '/api/auth/reset-password/check', payload: { code: UNKNOWN_CODE } },
      { label: 'a malformed code', url: '/api/auth/reset-password/check', payload: { code: 'abc' } },
      { label: 'no code', url: '/api/auth/reset-password/check', payload: {} },
      {
        label: 'unknown field',
        url: '/api/auth/reset-password/check',
        payload: { code: UNKNOWN_CODE, password: 'Reset!Pass4' },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    open: true,
    tables: ['users', 'sessions', 'password_resets'],
    sample: async () => {
      const code = await resetCodeOf(await register());
      return {
        label: 'reset',
        url: '/api/auth/reset-password',
        payload: { code, password: 'Reset!Pass1', passwordConfirmation: 'Reset!Pass1' },
      };
    },
    ok: async () => {
      const session = await signedIn();
      expectOk(await call('POST', '/api/auth/forgot-password', { payload: { email: session.email } }));
      const code = await resetCodeFor(db, session.email);
      const res = await call('POST', '/api/auth/reset-password', {
        payload: { code, password: 'Reset!Pass2', passwordConfirmation: 'Reset!Pass2' },
      });
      const body = expectOk(res);
      expect((body.user as Json).id).toBe(session.id);
      expect(refreshTokenOf(res)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(expectOk(await me(body.jwt as string)).id).toBe(session.id);
      expectError(await me(session.jwt), 401, 'UnauthorizedError', 'the session from before');
      expectOk(
        await call('POST', '/api/auth/local', {
          payload: { identifier: session.email, password: 'Reset!Pass2' },
        }),
      );
    },
    invalid: async () => {
      const good = { password: 'Reset!Pass3', passwordConfirmation: 'Reset!Pass3' };
      return [
        {
          label: 'an unknown code',
          url: '/api/auth/reset-password',
          payload: { ...good, code: UNKNOWN_CODE },
        },
        { label: 'a malformed code', url: '/api/auth/reset-password', payload: { ...good, code: 'abc' } },
        { label: 'no code', url: '/api/auth/reset-password', payload: good },
        {
          label: 'confirmation differs',
          url: '/api/auth/reset-password',
          payload: { code: UNKNOWN_CODE, password: 'Reset!Pass3', passwordConfirmation: 'Reset!Pass4' },
        },
        {
          label: 'weak password',
          url: '/api/auth/reset-password',
          payload: { code: UNKNOWN_CODE, password: 'weak', passwordConfirmation: 'weak' },
        },
        {
          label: 'unknown field',
          url: '/api/auth/reset-password',
          payload: { ...good, code: UNKNOWN_CODE, email: DEMO_OWNER_EMAIL },
        },
      ];
    },
  },
];
