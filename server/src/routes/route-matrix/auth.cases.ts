// The auth routes: sign-in, registration and the password change.
import { expect } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../db/seed';
import {
  badIds,
  call,
  db,
  expectError,
  expectOk,
  ids,
  type Json,
  PRIVATE,
  type RouteCase,
  register,
  unique,
} from '../../testing/route-matrix';

export const AUTH_ROUTES: RouteCase[] = [
  // ---------------------------------------------------------------- auth
  {
    method: 'POST',
    path: '/api/auth/local',
    open: true,
    tables: ['users'],
    sample: async () => ({
      label: 'sign in',
      url: '/api/auth/local',
      payload: { identifier: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD },
    }),
    ok: async () => {
      const body = expectOk(
        await call('POST', '/api/auth/local', { payload: { identifier: 'OWNER', password: DEMO_PASSWORD } }),
      );
      expect(Object.keys(body).sort()).toEqual(['jwt', 'user']);
      const user = body.user as Json;
      expect(user.id).toBe(ids.demoOwner);
      expect(user.email).toBe(DEMO_OWNER_EMAIL);
      for (const key of PRIVATE) expect(user).not.toHaveProperty(key);
      const me = expectOk(await call('GET', '/api/users/me', { token: body.jwt as string }));
      expect(me.id).toBe(ids.demoOwner);
    },
    invalid: async () => [
      {
        label: 'unknown field',
        url: '/api/auth/local',
        payload: { identifier: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD, role: 'admin' },
      },
      {
        label: 'wrongly typed identifier',
        url: '/api/auth/local',
        payload: { identifier: 5, password: 'x' },
      },
      { label: 'missing password', url: '/api/auth/local', payload: { identifier: DEMO_OWNER_EMAIL } },
      {
        label: 'wrong password',
        url: '/api/auth/local',
        payload: { identifier: DEMO_OWNER_EMAIL, password: 'Wrong!2026' },
      },
      {
        label: 'unknown identifier',
        url: '/api/auth/local',
        payload: { identifier: 'nobody@example.com', password: DEMO_PASSWORD },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/local/register',
    open: true,
    tables: ['users'],
    sample: async () => {
      const username = unique('sample');
      return {
        label: 'register',
        url: '/api/auth/local/register',
        payload: { username, email: `${username}@example.com`, password: 'Sample!Pass1' },
      };
    },
    ok: async () => {
      const username = unique('newbie');
      const res = await call('POST', '/api/auth/local/register', {
        payload: { username, email: `${username}@EXAMPLE.com`, password: 'Newbie!2026' },
      });
      const body = expectOk(res);
      expect(typeof body.jwt).toBe('string');
      const user = body.user as Json;
      expect(user).toMatchObject({
        username,
        email: `${username}@example.com`,
        confirmed: true,
        blocked: false,
      });
      for (const key of PRIVATE) expect(user).not.toHaveProperty(key);
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id as number)
        .executeTakeFirstOrThrow();
      expect(row.email).toBe(`${username}@example.com`);
      expect(row.clubOwner_id).toBeNull();
      expect(row.token_version).toBe(0);
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain('Newbie!2026');
      // Without a language the account's mails are English; the desk sends its own.
      expect(row.locale).toBe('en');
      const portuguese = unique('novato');
      const withLocale = expectOk(
        await call('POST', '/api/auth/local/register', {
          payload: {
            username: portuguese,
            email: `${portuguese}@example.com`,
            password: 'Novato!2026',
            locale: 'pt',
          },
        }),
      );
      const stored = await db
        .selectFrom('users')
        .select('locale')
        .where('id', '=', (withLocale.user as Json).id as number)
        .executeTakeFirstOrThrow();
      expect(stored.locale).toBe('pt');
    },
    invalid: async () => {
      const username = unique('bad');
      const good = { username, email: `${username}@example.com`, password: 'Good!Pass1' };
      return [
        { label: 'unknown field', url: '/api/auth/local/register', payload: { ...good, role: 'admin' } },
        { label: 'unknown language', url: '/api/auth/local/register', payload: { ...good, locale: 'fr' } },
        { label: 'bad email', url: '/api/auth/local/register', payload: { ...good, email: 'not-an-email' } },
        { label: 'numeric username', url: '/api/auth/local/register', payload: { ...good, username: 12345 } },
        {
          label: 'weak password',
          url: '/api/auth/local/register',
          payload: { ...good, password: 'password' },
        },
        {
          label: 'missing email',
          url: '/api/auth/local/register',
          payload: { username, password: good.password },
        },
        {
          label: 'email taken',
          url: '/api/auth/local/register',
          payload: { ...good, email: DEMO_OWNER_EMAIL.toUpperCase() },
          name: 'ApplicationError',
        },
      ];
    },
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    tables: ['users'],
    sample: async () => ({
      label: 'change password',
      url: '/api/auth/change-password',
      payload: { currentPassword: DEMO_PASSWORD, password: 'Next!Pass1', passwordConfirmation: 'Next!Pass1' },
    }),
    ok: async () => {
      const account = await register();
      const before = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      const res = await call('POST', '/api/auth/change-password', {
        token: account.jwt,
        payload: {
          currentPassword: account.password,
          password: 'Changed!2026',
          passwordConfirmation: 'Changed!2026',
        },
      });
      const body = expectOk(res);
      expect((body.user as Json).id).toBe(account.id);
      const after = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(after.token_version).toBe(before.token_version + 1);
      expect(after.password_hash).not.toBe(before.password_hash);
      // The old token is revoked, the new one works, and the new password signs in.
      expectError(
        await call('GET', '/api/users/me', { token: account.jwt }),
        401,
        'UnauthorizedError',
        'old token',
      );
      expect(expectOk(await call('GET', '/api/users/me', { token: body.jwt as string })).id).toBe(account.id);
      expectOk(
        await call('POST', '/api/auth/local', {
          payload: { identifier: account.email, password: 'Changed!2026' },
        }),
      );
      expectError(
        await call('POST', '/api/auth/local', {
          payload: { identifier: account.email, password: account.password },
        }),
        400,
        'ValidationError',
        'old password',
      );
    },
    invalid: async () => [
      {
        label: 'unknown field',
        url: '/api/auth/change-password',
        payload: {
          currentPassword: DEMO_PASSWORD,
          password: 'Next!Pass1',
          passwordConfirmation: 'Next!Pass1',
          x: 1,
        },
      },
      {
        label: 'missing confirmation',
        url: '/api/auth/change-password',
        payload: { currentPassword: DEMO_PASSWORD, password: 'Next!Pass1' },
      },
      {
        label: 'wrongly typed password',
        url: '/api/auth/change-password',
        payload: { currentPassword: DEMO_PASSWORD, password: 12345678, passwordConfirmation: 12345678 },
      },
      {
        label: 'confirmation differs',
        url: '/api/auth/change-password',
        payload: {
          currentPassword: DEMO_PASSWORD,
          password: 'Next!Pass1',
          passwordConfirmation: 'Next!Pass2',
        },
      },
      {
        label: 'wrong current password',
        url: '/api/auth/change-password',
        payload: {
          currentPassword: 'Wrong!2026',
          password: 'Next!Pass1',
          passwordConfirmation: 'Next!Pass1',
        },
      },
      {
        label: 'weak new password',
        url: '/api/auth/change-password',
        payload: { currentPassword: DEMO_PASSWORD, password: 'weak', passwordConfirmation: 'weak' },
      },
    ],
  },
  {
    method: 'PUT',
    path: '/api/users/:id',
    tables: ['users'],
    sample: async () => ({
      label: 'own language',
      url: `/api/users/${ids.demoOwner}`,
      payload: { locale: 'pt' },
    }),
    ok: async () => {
      const account = await register();
      const locale = () =>
        db.selectFrom('users').select('locale').where('id', '=', account.id).executeTakeFirstOrThrow();
      const body = expectOk(
        await call('PUT', `/api/users/${account.id}`, { token: account.jwt, payload: { locale: 'pt' } }),
      );
      expect(body).toMatchObject({ id: account.id, email: account.email });
      for (const key of PRIVATE) expect(body).not.toHaveProperty(key);
      expect(await locale()).toEqual({ locale: 'pt' });
      expectOk(
        await call('PUT', `/api/users/${account.id}`, { token: account.jwt, payload: { locale: 'en' } }),
      );
      expect(await locale()).toEqual({ locale: 'en' });
    },
    invalid: async () => {
      const url = `/api/users/${ids.demoOwner}`;
      return [
        { label: 'unknown language', url, payload: { locale: 'fr' } },
        { label: 'wrongly typed language', url, payload: { locale: 1 } },
        { label: 'no language', url, payload: {} },
        { label: 'another field', url, payload: { locale: 'pt', email: 'owner@elsewhere.example' } },
        { label: 'a club', url, payload: { locale: 'pt', clubOwner: ids.otherClub } },
        { label: 'a Strapi data body', url, payload: { data: { locale: 'pt' } } },
        ...badIds('/api/users').map((probe) => ({ ...probe, payload: { locale: 'pt' } })),
        {
          label: 'a pilot of the club',
          url: `/api/users/${ids.pilot}`,
          payload: { locale: 'pt' },
          status: 404,
          name: 'NotFoundError',
        },
      ];
    },
    foreign: async () => [
      { label: "the demo owner's account", url: `/api/users/${ids.demoOwner}`, payload: { locale: 'pt' } },
    ],
  },
];
