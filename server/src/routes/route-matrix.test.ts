// Every route the app registers, table-driven: a success (status, shape and, for writes, the row
// in SQLite), a 400 ValidationError for bad input, 401 without a token (200 for the open routes)
// and 403 when the other club names the demo club's records, with the tables left untouched.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, OTHER_OWNER_EMAIL } from '../db/seed';
import type { ErrorName } from '../strapi/errors';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { createTestServer, type TestServer } from '../testing/test-server';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Table = keyof Database;
type Json = Record<string, unknown>;

interface CallOptions {
  token?: string;
  payload?: object | string;
  headers?: Record<string, string>;
}

/** One request a test makes: the url, and the payload and headers it carries. */
interface Probe extends CallOptions {
  label: string;
  url: string;
  method?: Method;
  /** The expected error name when it is not the route's usual one. */
  name?: ErrorName;
  status?: number;
}

interface RouteCase {
  method: Method;
  /** The path as registered with Fastify. */
  path: string;
  /** Answers without a token (login, register, categories, services). */
  open?: boolean;
  /** Tables a refused request must leave exactly as they were. */
  tables: Table[];
  /** A well-formed request, used for the no-token check. */
  sample(): Promise<Probe>;
  ok(): Promise<void>;
  /** Requests made with the demo owner's token that must be refused (400 ValidationError unless said). */
  invalid(): Promise<Probe[]>;
  /** Requests made with the other club's token that name the demo club's records: 403. */
  foreign?(): Promise<Probe[]>;
}

let server: TestServer;
let db: Db;
let demoToken: string;
let otherToken: string;
const ids = { demoClub: 0, otherClub: 0, demoOwner: 0, otherOwner: 0, pilot: 0, aircraft: 0 };
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`;

/** The cache-control of every answer the matrix got, checked by the last test. */
const cacheControls: { label: string; value: string | undefined }[] = [];

async function call(method: Method | 'HEAD' | 'PATCH', url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await server.app.inject({
    method,
    url,
    headers,
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
  const value = res.headers['cache-control'];
  cacheControls.push({ label: `${method} ${url} → ${res.statusCode}`, value: value?.toString() });
  return res;
}

function expectError(res: LightMyRequestResponse, status: number, name: ErrorName, label = '') {
  const where = `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBe(status);
  const body = res.json<Json>();
  expect(body, where).toEqual({
    data: null,
    error: { status, name, message: expect.any(String), details: expect.any(Object) },
  });
  expect((body.error as { message: string }).message.length, where).toBeGreaterThan(0);
  expect(res.body, where).not.toMatch(/at .+\.(ts|js):\d+/);
}

function expectOk(res: LightMyRequestResponse, label = ''): Json {
  expect(res.statusCode, `${label} → ${res.body.slice(0, 300)}`).toBe(200);
  return res.json<Json>();
}

interface Entity {
  id: number;
  attributes: Json;
}

/** A v4 collection: `{data: [{id, attributes}], meta: {pagination}}`, nothing else. */
function expectCollection(res: LightMyRequestResponse, label = ''): { data: Entity[]; meta: Json } {
  const body = expectOk(res, label);
  expect(Object.keys(body).sort()).toEqual(['data', 'meta']);
  expect(Array.isArray(body.data)).toBe(true);
  for (const item of body.data as Entity[]) {
    expect(Object.keys(item).sort()).toEqual(['attributes', 'id']);
    expect(typeof item.id).toBe('number');
    expect(typeof item.attributes).toBe('object');
  }
  expect(body.meta).toHaveProperty('pagination');
  return body as { data: Entity[]; meta: Json };
}

/** A v4 single record: `{data: {id, attributes}, meta: {}}`. */
function expectEntity(res: LightMyRequestResponse, id: number, label = ''): Entity {
  const body = expectOk(res, label);
  expect(body.meta).toEqual({});
  const data = body.data as Entity;
  expect(data.id).toBe(id);
  expect(typeof data.attributes).toBe('object');
  expect(data.attributes).not.toHaveProperty('id');
  return data;
}

const PRIVATE = ['password_hash', 'token_version', 'password'];

/** The whole content of some tables, in key order: compared before and after refused requests. */
async function snapshot(tables: Table[]): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    out[table] = (await sql`select * from ${sql.table(table)} order by 1, 2`.execute(db)).rows;
  }
  return out;
}

type ClubTable = 'landings' | 'schedules' | 'mtows' | 'club_services';

/** Ids of a club's rows in one table, read at call time (earlier tests add and delete rows). */
async function clubRowIds(table: ClubTable, clubId: number): Promise<number[]> {
  const { rows } = await sql<{
    id: number;
  }>`select id from ${sql.table(table)} where club_id = ${clubId} order by id`.execute(db);
  return rows.map((r) => r.id);
}

async function firstRow(table: ClubTable, clubId: number): Promise<number> {
  const [id] = await clubRowIds(table, clubId);
  if (id === undefined) throw new Error(`club ${clubId} has no ${table}`);
  return id;
}

async function register(): Promise<{ jwt: string; id: number; email: string; password: string }> {
  const username = unique('user');
  const email = `${username}@Example.com`;
  const password = 'Fresh!Pass1';
  const res = await call('POST', '/api/auth/local/register', { payload: { username, email, password } });
  const body = expectOk(res, 'register');
  return {
    jwt: body.jwt as string,
    id: (body.user as { id: number }).id,
    email: email.toLowerCase(),
    password,
  };
}

const landingRow = (id: number) =>
  db.selectFrom('landings').selectAll().where('id', '=', id).executeTakeFirst();
const clubRow = (id: number) =>
  db.selectFrom('clubs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The standard bad queries for a list: unknown field, unknown operator, wrongly typed paging, bad sort. */
const badListQueries = (base: string): Probe[] => [
  { label: 'unknown filter field', url: `${base}?filters[nope][$eq]=1` },
  { label: 'unknown operator', url: `${base}?filters[id][$regex]=1` },
  { label: 'non-numeric id filter', url: `${base}?filters[id][$eq]=abc` },
  { label: 'wrongly typed page size', url: `${base}?pagination[pageSize]=abc` },
  { label: 'unknown sort field', url: `${base}?sort=nope:asc` },
  { label: 'unknown query parameter', url: `${base}?where=1` },
  { label: 'populate of an unknown relation', url: `${base}?populate=nope` },
];

const badIds = (base: string, suffix = ''): Probe[] => [
  { label: 'id abc', url: `${base}/abc${suffix}` },
  { label: 'id 0', url: `${base}/0${suffix}` },
  { label: 'id 1.5', url: `${base}/1.5${suffix}` },
  { label: 'id -3', url: `${base}/-3${suffix}` },
];

/** GET /api/<name>/:id on a collection with an integer id: the bad ids plus an unknown populate. */
const badRecordQueries = (base: string, id: number): Probe[] => [
  ...badIds(base),
  { label: 'populate of an unknown relation', url: `${base}/${id}?populate=nope` },
];

function listCase(path: string, extra: Partial<RouteCase> & Pick<RouteCase, 'ok'>): RouteCase {
  return {
    method: 'GET',
    path,
    tables: [],
    sample: async () => ({ label: 'list', url: path }),
    invalid: async () => badListQueries(path),
    ...extra,
  };
}

const ROUTES: RouteCase[] = [
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
    },
    invalid: async () => {
      const username = unique('bad');
      const good = { username, email: `${username}@example.com`, password: 'Good!Pass1' };
      return [
        { label: 'unknown field', url: '/api/auth/local/register', payload: { ...good, role: 'admin' } },
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

  // ---------------------------------------------------------------- capabilities
  {
    method: 'GET',
    path: '/api/ppr-desk/capabilities',
    open: true,
    tables: [],
    sample: async () => ({ label: 'capabilities', url: '/api/ppr-desk/capabilities' }),
    ok: async () => {
      const res = await call('GET', '/api/ppr-desk/capabilities');
      expect(expectOk(res)).toMatchObject({ dialect: 'ppr-desk' });
      // No personal data: the route keeps its own policy.
      expect(res.headers['cache-control']).toBe('no-cache');
    },
    invalid: async () => [
      {
        label: 'any other method',
        method: 'POST',
        url: '/api/ppr-desk/capabilities',
        status: 404,
        name: 'NotFoundError',
      },
    ],
  },
  // ---------------------------------------------------------------- live sync (ADR 0010)
  {
    method: 'GET',
    path: '/api/sync/landings',
    tables: [],
    sample: async () => ({ label: 'first pull', url: '/api/sync/landings' }),
    ok: async () => {
      const body = expectOk(await call('GET', '/api/sync/landings?limit=1000', { token: demoToken }));
      const mine = await clubRowIds('landings', ids.demoClub);
      const pulled = body.data as Entity[];
      expect(pulled.map((d) => d.id).sort((a, b) => a - b)).toEqual(mine);
      expect(body.meta).toEqual({
        sync: {
          cursor: expect.stringMatching(/^v1\./),
          more: false,
          reset: false,
          deleted: [],
          settings: true,
        },
      });
      const again = expectOk(
        await call(
          'GET',
          `/api/sync/landings?since=${(body.meta as { sync: { cursor: string } }).sync.cursor}`,
          {
            token: demoToken,
          },
        ),
      );
      expect(again.data).toEqual([]);
    },
    invalid: async () => [
      { label: 'a cursor that does not parse', url: '/api/sync/landings?since=nope' },
      { label: 'a limit of 0', url: '/api/sync/landings?limit=0' },
      { label: 'a limit over 1000', url: '/api/sync/landings?limit=1001' },
      { label: 'an unknown parameter', url: '/api/sync/landings?filters[id][$eq]=1' },
    ],
    // Another club's cursor is a 400, not a 403 (ADR 0010): server/src/routes/sync.test.ts.
  },
  {
    method: 'GET',
    path: '/api/sync/events',
    tables: [],
    sample: async () => ({ label: 'the stream', url: '/api/sync/events' }),
    // The stream itself never ends on inject(): server/src/routes/sync.test.ts reads it over a socket.
    ok: async () => undefined,
    invalid: async () => [
      {
        label: 'any other method',
        method: 'POST',
        url: '/api/sync/events',
        status: 404,
        name: 'NotFoundError',
      },
    ],
  },
  // ---------------------------------------------------------------- public catalogue
  listCase('/api/categories', {
    open: true,
    ok: async () => {
      const { data, meta } = expectCollection(await call('GET', '/api/categories'));
      const rows = await db.selectFrom('categories').select(['id', 'name']).orderBy('id').execute();
      expect(data.map((d) => ({ id: d.id, name: d.attributes.name }))).toEqual(rows);
      expect(meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: rows.length });
    },
  }),
  {
    method: 'GET',
    path: '/api/categories/:id',
    open: true,
    tables: [],
    sample: async () => ({ label: 'one', url: '/api/categories/1' }),
    ok: async () => {
      const row = await db
        .selectFrom('categories')
        .selectAll()
        .where('name', '=', 'Heliport')
        .executeTakeFirstOrThrow();
      const data = expectEntity(await call('GET', `/api/categories/${row.id}`), row.id);
      expect(data.attributes).toEqual({
        name: 'Heliport',
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      });
      expectError(await call('GET', '/api/categories/99999'), 404, 'NotFoundError', 'unknown id');
    },
    invalid: async () => badRecordQueries('/api/categories', 1),
  },
  listCase('/api/services', {
    open: true,
    ok: async () => {
      const { data } = expectCollection(await call('GET', '/api/services?sort=name:asc&populate=*'));
      const rows = await db.selectFrom('services').select(['id', 'name', 'price']).orderBy('name').execute();
      expect(data.map((d) => ({ id: d.id, name: d.attributes.name, price: d.attributes.price }))).toEqual(
        rows,
      );
      expect(data[0]?.attributes.active).toBe(true);
    },
  }),
  {
    method: 'GET',
    path: '/api/services/:id',
    open: true,
    tables: [],
    sample: async () => ({ label: 'one', url: '/api/services/1' }),
    ok: async () => {
      const row = await db
        .selectFrom('services')
        .selectAll()
        .where('name', '=', 'Catering')
        .executeTakeFirstOrThrow();
      const data = expectEntity(await call('GET', `/api/services/${row.id}`), row.id);
      expect(data.attributes).toMatchObject({
        name: 'Catering',
        icon: row.icon,
        price: row.price,
        active: true,
      });
    },
    invalid: async () => badRecordQueries('/api/services', 1),
  },

  // ---------------------------------------------------------------- shared and own reads
  listCase('/api/aircrafts', {
    ok: async () => {
      const res = await call('GET', '/api/aircrafts?pagination[page]=2&pagination[pageSize]=4&sort=id:asc', {
        token: demoToken,
      });
      const { data, meta } = expectCollection(res);
      const rows = await db.selectFrom('aircrafts').select(['id', 'name']).orderBy('id').execute();
      expect(data.map((d) => ({ id: d.id, name: d.attributes.name }))).toEqual(rows.slice(4, 8));
      expect(meta.pagination).toEqual({
        page: 2,
        pageSize: 4,
        pageCount: Math.ceil(rows.length / 4),
        total: rows.length,
      });
    },
  }),
  {
    method: 'GET',
    path: '/api/aircrafts/:id',
    tables: [],
    sample: async () => ({ label: 'one', url: `/api/aircrafts/${ids.aircraft}` }),
    ok: async () => {
      const row = await db
        .selectFrom('aircrafts')
        .selectAll()
        .where('id', '=', ids.aircraft)
        .executeTakeFirstOrThrow();
      const data = expectEntity(await call('GET', `/api/aircrafts/${row.id}`, { token: demoToken }), row.id);
      expect(data.attributes).toEqual({
        name: row.name,
        category: row.category,
        mtow: row.mtow,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      });
      // Aircraft are shared: the other club reads the same record.
      expectEntity(await call('GET', `/api/aircrafts/${row.id}`, { token: otherToken }), row.id);
    },
    invalid: async () => badRecordQueries('/api/aircrafts', ids.aircraft),
  },
  listCase('/api/users', {
    ok: async () => {
      for (const [token, club] of [
        [demoToken, ids.demoClub],
        [otherToken, ids.otherClub],
      ] as const) {
        const res = await call('GET', '/api/users?pagination[limit]=100', { token });
        const body = expectOk(res);
        expect(Array.isArray(body)).toBe(true);
        const users = body as unknown as Json[];
        // The pilots of the club's own landings, and nobody else: no owner, not even oneself.
        const expected = await db
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'pilot')
          .where('id', 'in', db.selectFrom('landings').select('user_id').where('club_id', '=', club))
          .orderBy('id')
          .execute();
        expect(expected.length).toBeGreaterThan(0);
        expect(users.map((u) => u.id)).toEqual(expected.map((r) => r.id));
        for (const user of users) {
          expect(Object.keys(user).sort()).toEqual(
            ['callSign', 'email', 'id', 'licenceNumber', 'name', 'username'].sort(),
          );
        }
        expect(res.body).not.toMatch(/password_hash|token_version|scrypt\$/);
      }
    },
    invalid: async () => [
      ...badListQueries('/api/users'),
      { label: 'filter on a private field', url: '/api/users?filters[password_hash][$null]=false' },
      { label: 'sort on a private field', url: '/api/users?sort=token_version' },
      { label: 'filter on a club', url: `/api/users?filters[clubOwner][id][$eq]=${ids.demoClub}` },
      { label: 'partial email', url: '/api/users?filters[email][$containsi]=example' },
    ],
  }),
  {
    method: 'GET',
    path: '/api/users/me',
    tables: [],
    sample: async () => ({ label: 'me', url: '/api/users/me' }),
    ok: async () => {
      const me = expectOk(
        await call('GET', '/api/users/me?populate[clubOwner][populate]=category', { token: demoToken }),
      );
      expect(me).toMatchObject({ id: ids.demoOwner, email: DEMO_OWNER_EMAIL, username: 'owner' });
      for (const key of PRIVATE) expect(me).not.toHaveProperty(key);
      const club = me.clubOwner as Json;
      expect(club.id).toBe(ids.demoClub);
      expect(club.name1).toBe('Example Aero Club');
      expect((club.category as Json).name).toBe('Aerodrome');
      const other = expectOk(await call('GET', '/api/users/me', { token: otherToken }));
      expect(other.id).toBe(ids.otherOwner);
    },
    invalid: async () => [
      { label: 'populate of an unknown relation', url: '/api/users/me?populate=nope' },
      { label: 'populate of a private field', url: '/api/users/me?populate=password_hash' },
      { label: 'unknown query parameter', url: '/api/users/me?evil=1' },
    ],
  },
  {
    method: 'GET',
    path: '/api/users/:id',
    tables: [],
    sample: async () => ({ label: 'self', url: `/api/users/${ids.demoOwner}` }),
    ok: async () => {
      const me = expectOk(
        await call('GET', `/api/users/${ids.demoOwner}?populate[clubOwner][populate]=category`, {
          token: demoToken,
        }),
      );
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', ids.demoOwner)
        .executeTakeFirstOrThrow();
      expect(me).toMatchObject({
        id: row.id,
        username: row.username,
        email: row.email,
        name: row.name,
        licenceNumber: row.licenceNumber,
        callSign: row.callSign,
      });
      expect((me.clubOwner as Json).id).toBe(ids.demoClub);
      for (const key of PRIVATE) expect(me).not.toHaveProperty(key);
    },
    invalid: async () => badRecordQueries('/api/users', ids.demoOwner),
    foreign: async () => [
      { label: 'the demo owner', url: `/api/users/${ids.demoOwner}` },
      { label: 'a pilot', url: `/api/users/${ids.pilot}` },
    ],
  },
  listCase('/api/clubs', {
    ok: async () => {
      const { data } = expectCollection(
        await call('GET', '/api/clubs?populate=category', { token: demoToken }),
      );
      expect(data.map((d) => d.id)).toEqual([ids.demoClub]);
      const row = await clubRow(ids.demoClub);
      expect(data[0]?.attributes).toMatchObject({
        name1: row.name1,
        name2: row.name2,
        price_park: row.price_park,
      });
      expect(data[0]?.attributes.category).toMatchObject({ data: { attributes: { name: 'Aerodrome' } } });
      const mine = expectCollection(
        await call('GET', `/api/clubs?filters[id][$eq]=${ids.otherClub}`, { token: otherToken }),
      );
      expect(mine.data.map((d) => d.id)).toEqual([ids.otherClub]);
    },
    foreign: async () => [
      { label: 'filter on the demo club id', url: `/api/clubs?filters[id][$eq]=${ids.demoClub}` },
      {
        label: '$in naming the demo club',
        url: `/api/clubs?filters[id][$in][0]=${ids.otherClub}&filters[id][$in][1]=${ids.demoClub}`,
      },
    ],
  }),
  {
    method: 'GET',
    path: '/api/clubs/:id',
    tables: [],
    sample: async () => ({ label: 'own club', url: `/api/clubs/${ids.demoClub}` }),
    ok: async () => {
      const row = await clubRow(ids.demoClub);
      const data = expectEntity(
        await call('GET', `/api/clubs/${ids.demoClub}`, { token: demoToken }),
        ids.demoClub,
      );
      expect(data.attributes).toMatchObject({
        name1: row.name1,
        name2: row.name2,
        nif: row.nif,
        vat_rate: row.vat_rate,
        request: row.request === 1,
        hours_free_park: row.hours_free_park,
      });
    },
    invalid: async () => badRecordQueries('/api/clubs', ids.demoClub),
    foreign: async () => [{ label: 'the demo club', url: `/api/clubs/${ids.demoClub}` }],
  },
  listCase('/api/landings', {
    ok: async () => {
      const since = '2000-01-01';
      const url =
        `/api/landings?filters[club][id][$eq]=${ids.demoClub}&filters[date][$gte]=${since}` +
        '&sort[0]=date:desc&sort[1]=time:desc&populate[0]=aircraft&populate[1]=club&pagination[limit]=500';
      const { data, meta } = expectCollection(await call('GET', url, { token: demoToken }));
      const rows = await db
        .selectFrom('landings')
        .select(['id', 'aircraft_id'])
        .where('club_id', '=', ids.demoClub)
        .where('date', '>=', since)
        .orderBy('date', 'desc')
        .orderBy('time', 'desc')
        .orderBy('id')
        .execute();
      const total = rows.length;
      expect(total).toBeGreaterThan(50);
      // The limit is capped at 100 whatever is asked.
      expect(meta.pagination).toEqual({ start: 0, limit: 100, total });
      expect(data.map((d) => d.id)).toEqual(rows.slice(0, 100).map((r) => r.id));
      for (const [i, landing] of data.entries()) {
        expect((landing.attributes.club as { data: Entity }).data.id).toBe(ids.demoClub);
        expect((landing.attributes.aircraft as { data: Entity | null }).data?.id ?? null).toBe(
          rows[i]?.aircraft_id ?? null,
        );
      }
      // Without a club filter the list is still confined to the caller's club.
      const other = expectCollection(
        await call('GET', '/api/landings?pagination[limit]=100', { token: otherToken }),
      );
      expect(other.data.map((d) => d.id)).toEqual(await clubRowIds('landings', ids.otherClub));
    },
    foreign: async () => [
      { label: 'club id $eq', url: `/api/landings?filters[club][id][$eq]=${ids.demoClub}` },
      { label: 'club id bare', url: `/api/landings?filters[club][id]=${ids.demoClub}` },
      { label: 'club bare', url: `/api/landings?filters[club]=${ids.demoClub}` },
      {
        label: 'club id $in',
        url: `/api/landings?filters[club][id][$in][0]=${ids.otherClub}&filters[club][id][$in][1]=${ids.demoClub}`,
      },
      { label: 'inside $or', url: `/api/landings?filters[$or][0][club][id][$eq]=${ids.demoClub}` },
    ],
  }),
  {
    method: 'GET',
    path: '/api/landings/:id',
    tables: [],
    sample: async () => ({ label: 'one', url: '/api/landings/1' }),
    ok: async () => {
      const id = await firstRow('landings', ids.demoClub);
      const row = await landingRow(id);
      const url = `/api/landings/${id}?populate[club_services][populate]=service&populate[user]=true&populate[from]=*`;
      const data = expectEntity(await call('GET', url, { token: demoToken }), id);
      expect(data.attributes).toMatchObject({
        date: row?.date,
        time: row?.time,
        status: row?.status,
        price: row?.price,
        createdAt: row?.createdAt,
        updatedAt: row?.updatedAt,
      });
      expect((data.attributes.user as { data: Entity }).data.id).toBe(row?.user_id);
      expect(Array.isArray((data.attributes.club_services as { data: unknown }).data)).toBe(true);
    },
    invalid: async () => badRecordQueries('/api/landings', await firstRow('landings', ids.demoClub)),
    foreign: async () => [
      { label: 'a demo landing', url: `/api/landings/${await firstRow('landings', ids.demoClub)}` },
    ],
  },
  ...(['schedules', 'mtows', 'club-services'] as const).flatMap((name): RouteCase[] => {
    const table: ClubTable = name === 'club-services' ? 'club_services' : name;
    return [
      listCase(`/api/${name}`, {
        ok: async () => {
          const url = `/api/${name}?filters[club][id][$eq]=${ids.demoClub}&sort=id:desc&pagination[pageSize]=100`;
          const { data, meta } = expectCollection(await call('GET', url, { token: demoToken }));
          const rows = await clubRowIds(table, ids.demoClub);
          expect(rows.length).toBeGreaterThan(0);
          expect(data.map((d) => d.id)).toEqual([...rows].reverse());
          expect(meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 1, total: rows.length });
          const other = expectCollection(await call('GET', `/api/${name}`, { token: otherToken }));
          expect(other.data.map((d) => d.id)).toEqual(await clubRowIds(table, ids.otherClub));
        },
        foreign: async () => [
          { label: 'club id $eq', url: `/api/${name}?filters[club][id][$eq]=${ids.demoClub}` },
          { label: 'club id $in', url: `/api/${name}?filters[club][id][$in][0]=${ids.demoClub}` },
        ],
      }),
      {
        method: 'GET',
        path: `/api/${name}/:id`,
        tables: [],
        sample: async () => ({ label: 'one', url: `/api/${name}/1` }),
        ok: async () => {
          const id = await firstRow(table, ids.demoClub);
          const url = `/api/${name}/${id}?populate=club`;
          const data = expectEntity(await call('GET', url, { token: demoToken }), id);
          expect((data.attributes.club as { data: Entity }).data.id).toBe(ids.demoClub);
          const { rows } = await sql<Json>`select * from ${sql.table(table)} where id = ${id}`.execute(db);
          expect(data.attributes.updatedAt).toBe(rows[0]?.updatedAt);
        },
        invalid: async () => badRecordQueries(`/api/${name}`, await firstRow(table, ids.demoClub)),
        foreign: async () => [
          { label: 'a demo record', url: `/api/${name}/${await firstRow(table, ids.demoClub)}` },
        ],
      },
    ];
  }),

  // ---------------------------------------------------------------- landing writes
  {
    method: 'PUT',
    path: '/api/landings/:id',
    tables: ['landings', 'landings_club_services'],
    sample: async () => ({
      label: 'decide',
      url: '/api/landings/1',
      payload: { data: { permission: true } },
    }),
    ok: async () => {
      const pending = await db
        .selectFrom('landings')
        .selectAll()
        .where('club_id', '=', ids.demoClub)
        .where('status', '=', 'pending')
        .where('permission', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const headers = { 'if-match': `"${pending.updatedAt}"`, 'idempotency-key': unique('accept-') };
      const payload = { data: { permission: true, landing_permission: true } };
      const res = await call('PUT', `/api/landings/${pending.id}?populate=club`, {
        token: demoToken,
        headers,
        payload,
      });
      const data = expectEntity(res, pending.id);
      expect(data.attributes).toMatchObject({
        permission: true,
        landing_permission: true,
        status: 'pending',
      });
      const after = await landingRow(pending.id);
      expect(after).toMatchObject({
        permission: 1,
        landing_permission: 1,
        status: 'pending',
        club_id: ids.demoClub,
      });
      expect(Date.parse(after?.updatedAt ?? '')).toBeGreaterThan(Date.parse(pending.updatedAt));
      expect(data.attributes.updatedAt).toBe(after?.updatedAt);
      // The same key again is a replay: same answer, nothing written.
      const replay = await call('PUT', `/api/landings/${pending.id}?populate=club`, {
        token: demoToken,
        headers,
        payload,
      });
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(res.json());
      expect(await landingRow(pending.id)).toEqual(after);
      // A stale If-Match is a conflict that carries the current record.
      const stale = await call('PUT', `/api/landings/${pending.id}`, {
        token: demoToken,
        headers: { 'if-match': `"${pending.updatedAt}"` },
        payload: { data: { paymentStatus: 'Paid' } },
      });
      expectError(stale, 409, 'ConflictError', 'stale If-Match');
      expect((stale.json<Json>().error as { details: { current: Entity } }).details.current.id).toBe(
        pending.id,
      );
      expect(await landingRow(pending.id)).toEqual(after);
    },
    invalid: async () => {
      const id = await firstRow('landings', ids.demoClub);
      const pending = await db
        .selectFrom('landings')
        .select('id')
        .where('club_id', '=', ids.demoClub)
        .where('status', '=', 'pending')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const url = `/api/landings/${id}`;
      return [
        { label: 'unknown field', url, payload: { data: { price: 0 } } },
        { label: 'a field outside the contract', url, payload: { data: { club: ids.demoClub } } },
        { label: 'wrongly typed permission', url, payload: { data: { permission: 'yes' } } },
        { label: 'unknown payment status', url, payload: { data: { paymentStatus: 'Stolen' } } },
        { label: 'bad timestamp', url, payload: { data: { ata: 'yesterday' } } },
        { label: 'missing data wrapper', url, payload: { permission: true } },
        { label: 'empty data', url, payload: { data: {} } },
        {
          label: 'pending straight to finished',
          url: `/api/landings/${pending.id}`,
          payload: { data: { status: 'finished' } },
        },
        {
          label: 'bad idempotency key',
          url,
          payload: { data: { paymentStatus: 'Paid' } },
          headers: { 'idempotency-key': 'bad key!' },
        },
        ...badIds('/api/landings').map((p) => ({ ...p, payload: { data: { permission: true } } })),
        {
          label: 'unknown id',
          url: '/api/landings/999999',
          payload: { data: { permission: true } },
          status: 404,
          name: 'NotFoundError' as const,
        },
      ];
    },
    foreign: async () => {
      const id = await firstRow('landings', ids.demoClub);
      return [
        {
          label: 'decide a demo landing',
          url: `/api/landings/${id}`,
          payload: { data: { permission: false } },
        },
        {
          label: 'pay a demo landing',
          url: `/api/landings/${id}`,
          payload: { data: { paymentStatus: 'Paid' } },
        },
      ];
    },
  },
  {
    method: 'POST',
    path: '/api/landings',
    tables: ['landings', 'landings_club_services'],
    sample: async () => ({
      label: 'create',
      url: '/api/landings',
      payload: { data: { user: ids.pilot, aircraft: ids.aircraft, date: '2026-05-01' } },
    }),
    ok: async () => {
      const service = await firstRow('club_services', ids.demoClub);
      const before = (await clubRowIds('landings', ids.demoClub)).length;
      const payload = {
        data: {
          user: ids.pilot,
          aircraft: ids.aircraft,
          date: '2026-05-01',
          time: '10:30:00',
          landingPurpose: 'Tourism',
          passengers_on_board: JSON.stringify(['Ana Ferreira', 'Rita Sousa']),
          club: ids.demoClub,
          club_services: [service],
        },
      };
      const res = await call('POST', '/api/landings?populate=club_services', { token: demoToken, payload });
      const body = expectOk(res);
      const data = body.data as Entity;
      expect(data.attributes).toMatchObject({
        date: '2026-05-01',
        time: '10:30:00.000',
        status: 'pending',
        permission: true,
        landing_permission: true,
        paymentStatus: 'Pending',
        landingPurpose: 'Tourism',
      });
      expect((data.attributes.club_services as { data: Entity[] }).data.map((s) => s.id)).toEqual([service]);
      const row = await landingRow(data.id);
      expect(row).toMatchObject({
        club_id: ids.demoClub,
        user_id: ids.pilot,
        aircraft_id: ids.aircraft,
        date: '2026-05-01',
        time: '10:30:00.000',
        status: 'pending',
        permission: 1,
        passengers_on_board: '["Ana Ferreira","Rita Sousa"]',
      });
      const links = await db
        .selectFrom('landings_club_services')
        .selectAll()
        .where('landing_id', '=', data.id)
        .execute();
      expect(links).toEqual([{ landing_id: data.id, club_service_id: service }]);
      expect((await clubRowIds('landings', ids.demoClub)).length).toBe(before + 1);
    },
    invalid: async () => {
      const good = { user: ids.pilot, aircraft: ids.aircraft, date: '2026-05-01' };
      return [
        { label: 'unknown field', url: '/api/landings', payload: { data: { ...good, status: 'finished' } } },
        {
          label: 'wrongly typed user',
          url: '/api/landings',
          payload: { data: { ...good, user: String(ids.pilot) } },
        },
        { label: 'bad date', url: '/api/landings', payload: { data: { ...good, date: '2026-02-30' } } },
        { label: 'HH:mm time', url: '/api/landings', payload: { data: { ...good, time: '10:30' } } },
        {
          label: 'missing date',
          url: '/api/landings',
          payload: { data: { user: ids.pilot, aircraft: ids.aircraft } },
        },
        { label: 'missing data wrapper', url: '/api/landings', payload: good },
        {
          label: 'passengers not JSON',
          url: '/api/landings',
          payload: { data: { ...good, passengers_on_board: 'x' } },
        },
        { label: 'unknown pilot', url: '/api/landings', payload: { data: { ...good, user: 999999 } } },
        { label: 'unknown aircraft', url: '/api/landings', payload: { data: { ...good, aircraft: 999999 } } },
      ];
    },
    foreign: async () => {
      const good = { user: ids.pilot, aircraft: ids.aircraft, date: '2026-05-01' };
      return [
        {
          label: 'data.club = demo club',
          url: '/api/landings',
          payload: { data: { ...good, club: ids.demoClub } },
        },
        {
          label: "the demo club's service",
          url: '/api/landings',
          payload: { data: { ...good, club_services: [await firstRow('club_services', ids.demoClub)] } },
        },
      ];
    },
  },

  // ---------------------------------------------------------------- clubs
  {
    method: 'POST',
    path: '/api/clubs',
    tables: ['clubs', 'users'],
    sample: async () => ({
      label: 'create',
      url: '/api/clubs',
      payload: { data: { name1: 'Sample Field' } },
    }),
    ok: async () => {
      const account = await register();
      const category = await db
        .selectFrom('categories')
        .select('id')
        .where('name', '=', 'Heliport')
        .executeTakeFirstOrThrow();
      const payload = {
        data: {
          name1: 'New Field',
          icao: 'LPNF',
          category: category.id,
          request: true,
          lat: 39.5,
          long: -8.25,
          price_park: 4.5,
          stripeEmail: null,
          user: account.id,
        },
      };
      const res = await call('POST', '/api/clubs?populate=category', { token: account.jwt, payload });
      const body = expectOk(res);
      const data = body.data as Entity;
      expect(data.attributes).toMatchObject({
        name1: 'New Field',
        name2: 'LPNF',
        request: true,
        price_park: 4.5,
      });
      expect((data.attributes.category as { data: Entity }).data.id).toBe(category.id);
      expect(await clubRow(data.id)).toMatchObject({
        name1: 'New Field',
        name2: 'LPNF',
        category_id: category.id,
        request: 1,
        lat: 39.5,
        long: -8.25,
        price_park: 4.5,
        stripeEmail: null,
      });
      const owner = await db
        .selectFrom('users')
        .select('clubOwner_id')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(owner.clubOwner_id).toBe(data.id);
      // One club per owner: the second is refused and nothing is added.
      const clubs = await db.selectFrom('clubs').select('id').execute();
      expectError(
        await call('POST', '/api/clubs', {
          token: account.jwt,
          payload: { data: { name1: 'Second Field' } },
        }),
        400,
        'ApplicationError',
        'second club',
      );
      expect(await db.selectFrom('clubs').select('id').execute()).toEqual(clubs);
    },
    invalid: async () => [
      { label: 'missing name1', url: '/api/clubs', payload: { data: { address: 'Somewhere' } } },
      { label: 'unknown field', url: '/api/clubs', payload: { data: { name1: 'X', owner: 1 } } },
      {
        label: 'wrongly typed request',
        url: '/api/clubs',
        payload: { data: { name1: 'X', request: 'yes' } },
      },
      { label: 'bad email', url: '/api/clubs', payload: { data: { name1: 'X', email: 'nope' } } },
      { label: 'latitude out of range', url: '/api/clubs', payload: { data: { name1: 'X', lat: 91 } } },
      { label: 'missing data wrapper', url: '/api/clubs', payload: { name1: 'X' } },
    ],
    foreign: async () => [
      {
        label: 'a club for the demo owner',
        url: '/api/clubs',
        payload: { data: { name1: 'Hijack', user: ids.demoOwner } },
      },
    ],
  },
  {
    method: 'PUT',
    path: '/api/clubs/:id',
    tables: ['clubs'],
    sample: async () => ({
      label: 'update',
      url: `/api/clubs/${ids.demoClub}`,
      payload: { data: { phone: '1' } },
    }),
    ok: async () => {
      const category = await db
        .selectFrom('categories')
        .select('id')
        .where('name', '=', 'Airstrip')
        .executeTakeFirstOrThrow();
      const before = await clubRow(ids.demoClub);
      const payload = {
        data: {
          phone: '+351 211 111 111',
          request: true,
          home_base_discount: 12.5,
          category: category.id,
          nif: null,
        },
      };
      const res = await call('PUT', `/api/clubs/${ids.demoClub}`, { token: demoToken, payload });
      const data = expectEntity(res, ids.demoClub);
      expect(data.attributes).toMatchObject({
        phone: '+351 211 111 111',
        request: true,
        home_base_discount: 12.5,
      });
      const after = await clubRow(ids.demoClub);
      expect(after).toEqual({
        ...before,
        phone: '+351 211 111 111',
        request: 1,
        home_base_discount: 12.5,
        category_id: category.id,
        nif: null,
        updatedAt: after.updatedAt,
        change_seq: after.change_seq,
      });
      expect(after.updatedAt >= before.updatedAt).toBe(true);
      expect(after.change_seq).toBeGreaterThan(before.change_seq);
    },
    invalid: async () => {
      const url = `/api/clubs/${ids.demoClub}`;
      return [
        { label: 'unknown field', url, payload: { data: { owner: 1 } } },
        { label: 'wrongly typed latitude', url, payload: { data: { lat: '38.7' } } },
        { label: 'latitude out of range', url, payload: { data: { lat: 200 } } },
        { label: 'empty name', url, payload: { data: { name1: '   ' } } },
        { label: 'unknown category', url, payload: { data: { category: 999999 } } },
        { label: 'nothing to update', url, payload: { data: {} } },
        { label: 'missing data wrapper', url, payload: { phone: '1' } },
        ...badIds('/api/clubs').map((p) => ({ ...p, payload: { data: { phone: '1' } } })),
      ];
    },
    foreign: async () => [
      { label: 'the demo club', url: `/api/clubs/${ids.demoClub}`, payload: { data: { name1: 'Hijacked' } } },
      { label: 'an origin club', url: '/api/clubs/3', payload: { data: { name1: 'Hijacked' } } },
    ],
  },
  {
    method: 'PUT',
    path: '/api/clubs/:id/mtows',
    tables: ['mtows'],
    sample: async () => ({ label: 'bands', url: `/api/clubs/${ids.demoClub}/mtows`, payload: { data: [] } }),
    ok: async () => {
      const othersBefore = await snapshotBands(ids.otherClub);
      const bands = [
        { weight1: 0, weight2: 1500, priceLand: 12, priceTouchGo: 6 },
        { weight1: 1501, weight2: 9000, priceLand: 40.5, priceTouchGo: 20.25 },
      ];
      const res = await call('PUT', `/api/clubs/${ids.demoClub}/mtows`, {
        token: demoToken,
        payload: { data: bands },
      });
      const { data, meta } = expectCollection(res);
      expect(data.map((d) => d.attributes)).toEqual(bands.map((b) => expect.objectContaining(b)));
      expect(meta.pagination).toMatchObject({ total: 2 });
      expect(await snapshotBands(ids.demoClub)).toEqual(bands);
      expect(await snapshotBands(ids.otherClub)).toEqual(othersBefore);
    },
    invalid: async () => {
      const url = `/api/clubs/${ids.demoClub}/mtows`;
      const band = { weight1: 0, weight2: 100, priceLand: 1, priceTouchGo: 1 };
      return [
        {
          label: 'overlapping bands',
          url,
          payload: { data: [band, { weight1: 50, weight2: 200, priceLand: 1, priceTouchGo: 1 }] },
        },
        { label: 'first band not from 0', url, payload: { data: [{ ...band, weight1: 10 }] } },
        { label: 'not a list', url, payload: { data: band } },
        { label: 'wrongly typed weight', url, payload: { data: [{ ...band, weight2: '100' }] } },
        { label: 'unknown field in a band', url, payload: { data: [{ ...band, club: ids.demoClub }] } },
        { label: 'missing data wrapper', url, payload: [band] },
        ...badIds('/api/clubs', '/mtows').map((p) => ({ ...p, payload: { data: [band] } })),
      ];
    },
    foreign: async () => [
      { label: "the demo club's bands", url: `/api/clubs/${ids.demoClub}/mtows`, payload: { data: [] } },
    ],
  },

  // ---------------------------------------------------------------- club-owned settings writes
  ...settingsWriteCases(),

  // ---------------------------------------------------------------- the pilot's door (ADR 0009)
  ...publicRequestCases(),
];

/** The open pilot routes; their rules in depth are in public-requests.test.ts. */
function publicRequestCases(): RouteCase[] {
  const airfield = `/api/public/airfields/${DEMO_SLUG}`;
  const send = `${airfield}/requests`;
  const sendOne = async () => {
    const payload = { data: requestBody(new Date(), { email: `${unique('p')}@pilots.example` }) };
    return (expectOk(await call('POST', send, { payload })).data as { token: string }).token;
  };
  const writeTables: Table[] = ['landings', 'pilot_requests', 'request_tokens', 'mail_outbox', 'users'];
  return [
    {
      method: 'GET',
      path: '/api/public/airfields/:slug',
      open: true,
      tables: [],
      sample: async () => ({ label: 'airfield', url: airfield }),
      ok: async () => {
        const body = expectOk(await call('GET', airfield));
        expect(body.data).toMatchObject({ slug: DEMO_SLUG, name1: 'Example Aero Club', name2: 'LPXE' });
        const club = await clubRow(ids.demoClub);
        for (const secret of [club.nif, club.email, club.phone, club.stripeEmail, DEMO_OWNER_EMAIL])
          expect(JSON.stringify(body)).not.toContain(String(secret));
      },
      invalid: async () => [
        {
          label: 'unknown slug',
          url: '/api/public/airfields/no-such-field',
          status: 404,
          name: 'NotFoundError',
        },
        { label: 'not a slug', url: '/api/public/airfields/Bad%20Slug', status: 404, name: 'NotFoundError' },
      ],
    },
    {
      method: 'POST',
      path: '/api/public/airfields/:slug/requests',
      open: true,
      tables: writeTables,
      sample: async () => ({
        label: 'send',
        url: send,
        payload: { data: requestBody(new Date(), { email: `${unique('s')}@pilots.example` }) },
      }),
      ok: async () => {
        const token = await sendOne();
        const status = expectOk(await call('GET', `/api/public/requests/${token}`)).data as Json;
        expect(status).toMatchObject({ status: 'pending', canCancel: true });
      },
      invalid: async () => {
        const good = requestBody(new Date());
        return [
          { label: 'bad registration', url: send, payload: { data: { ...good, registration: '!' } } },
          { label: 'unknown field', url: send, payload: { data: { ...good, price: 0 } } },
          { label: 'missing data wrapper', url: send, payload: good },
          { label: 'bad key', url: send, payload: { data: good }, headers: { 'idempotency-key': 'no' } },
          {
            label: 'unknown slug',
            url: '/api/public/airfields/nowhere/requests',
            payload: { data: good },
            status: 404,
            name: 'NotFoundError',
          },
        ];
      },
    },
    {
      method: 'GET',
      path: '/api/public/requests/:token',
      open: true,
      tables: [],
      sample: async () => ({ label: 'status', url: `/api/public/requests/${await sendOne()}` }),
      ok: async () => {
        const token = await sendOne();
        const body = expectOk(await call('GET', `/api/public/requests/${token}`));
        expect(body.data).toMatchObject({ status: 'pending', airfield: { slug: DEMO_SLUG } });
      },
      invalid: async () => [
        {
          label: 'wrong token',
          url: `/api/public/requests/${'A'.repeat(22)}`,
          status: 404,
          name: 'NotFoundError',
        },
        { label: 'not a token', url: '/api/public/requests/1', status: 404, name: 'NotFoundError' },
      ],
    },
    {
      method: 'POST',
      path: '/api/public/requests/:token/cancel',
      open: true,
      tables: writeTables,
      sample: async () => ({ label: 'cancel', url: `/api/public/requests/${await sendOne()}/cancel` }),
      ok: async () => {
        const token = await sendOne();
        const body = expectOk(await call('POST', `/api/public/requests/${token}/cancel`));
        expect(body.data).toMatchObject({ status: 'cancelled', canCancel: false });
      },
      invalid: async () => [
        {
          label: 'wrong token',
          url: `/api/public/requests/${'B'.repeat(22)}/cancel`,
          status: 404,
          name: 'NotFoundError',
        },
      ],
    },
  ];
}

async function snapshotBands(clubId: number) {
  return db
    .selectFrom('mtows')
    .select(['weight1', 'weight2', 'priceLand', 'priceTouchGo'])
    .where('club_id', '=', clubId)
    .orderBy('weight1')
    .execute();
}

function settingsWriteCases(): RouteCase[] {
  const scheduleRow = (id: number) =>
    db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirst();
  const mtowRow = (id: number) => db.selectFrom('mtows').selectAll().where('id', '=', id).executeTakeFirst();
  const serviceRow = (id: number) =>
    db.selectFrom('club_services').selectAll().where('id', '=', id).executeTakeFirst();
  const serviceId = async (name: string) =>
    (await db.selectFrom('services').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  return [
    // schedules
    {
      method: 'POST',
      path: '/api/schedules',
      tables: ['schedules'],
      sample: async () => ({
        label: 'create',
        url: '/api/schedules',
        payload: { data: { day_index: 6, day: 'sun', open: '10:00:00', close: '12:00:00' } },
      }),
      ok: async () => {
        await db
          .deleteFrom('schedules')
          .where('club_id', '=', ids.demoClub)
          .where('day_index', '=', 6)
          .execute();
        const payload = {
          data: { club: ids.demoClub, day_index: 6, day: 'sun', open: '10:15:00', close: '16:45:30.5' },
        };
        const res = await call('POST', '/api/schedules', { token: demoToken, payload });
        const data = (expectOk(res).data ?? {}) as Entity;
        expect(data.attributes).toMatchObject({
          day_index: 6,
          day: 'sun',
          open: '10:15:00.000',
          close: '16:45:30.500',
        });
        expect(await scheduleRow(data.id)).toMatchObject({
          club_id: ids.demoClub,
          day_index: 6,
          day: 'sun',
          open: '10:15:00.000',
          close: '16:45:30.500',
        });
      },
      invalid: async () => {
        const good = { day_index: 0, day: 'mon', open: '09:00:00', close: '18:00:00' };
        return [
          {
            label: 'unknown field',
            url: '/api/schedules',
            payload: { data: { ...good, day_index: 5, day: 'sat', x: 1 } },
          },
          {
            label: 'wrongly typed day_index',
            url: '/api/schedules',
            payload: { data: { ...good, day_index: '0' } },
          },
          {
            label: 'day_index out of range',
            url: '/api/schedules',
            payload: { data: { ...good, day_index: 7 } },
          },
          {
            label: 'day does not match index',
            url: '/api/schedules',
            payload: { data: { ...good, day: 'tue' } },
          },
          { label: 'HH:mm time', url: '/api/schedules', payload: { data: { ...good, open: '09:00' } } },
          {
            label: 'opens after closing',
            url: '/api/schedules',
            payload: { data: { ...good, open: '19:00:00' } },
          },
          {
            label: 'missing close',
            url: '/api/schedules',
            payload: { data: { day_index: 0, day: 'mon', open: '09:00:00' } },
          },
          { label: 'missing data wrapper', url: '/api/schedules', payload: good },
          { label: 'day already has a schedule', url: '/api/schedules', payload: { data: good } },
        ];
      },
      foreign: async () => [
        {
          label: 'data.club = demo club',
          url: '/api/schedules',
          payload: {
            data: { club: ids.demoClub, day_index: 2, day: 'wed', open: '09:00:00', close: '10:00:00' },
          },
        },
      ],
    },
    {
      method: 'PUT',
      path: '/api/schedules/:id',
      tables: ['schedules'],
      sample: async () => ({
        label: 'update',
        url: '/api/schedules/1',
        payload: { data: { open: '08:00:00' } },
      }),
      ok: async () => {
        const id = await firstRow('schedules', ids.demoClub);
        const before = await scheduleRow(id);
        const res = await call('PUT', `/api/schedules/${id}`, {
          token: demoToken,
          payload: { data: { open: '08:30:00', close: '18:00:00', club: ids.demoClub } },
        });
        const data = expectEntity(res, id);
        expect(data.attributes).toMatchObject({
          open: '08:30:00.000',
          close: '18:00:00.000',
          day: before?.day,
        });
        expect(await scheduleRow(id)).toMatchObject({
          club_id: ids.demoClub,
          day_index: before?.day_index,
          open: '08:30:00.000',
          close: '18:00:00.000',
        });
      },
      invalid: async () => {
        const url = `/api/schedules/${await firstRow('schedules', ids.demoClub)}`;
        return [
          { label: 'unknown field', url, payload: { data: { opens: '08:00:00' } } },
          { label: 'wrongly typed open', url, payload: { data: { open: 800 } } },
          { label: 'day that does not match', url, payload: { data: { day: 'sun' } } },
          { label: 'closes before opening', url, payload: { data: { close: '01:00:00' } } },
          { label: 'missing data wrapper', url, payload: { open: '08:00:00' } },
          ...badIds('/api/schedules').map((p) => ({ ...p, payload: { data: { open: '08:00:00' } } })),
        ];
      },
      foreign: async () => [
        {
          label: 'a demo schedule',
          url: `/api/schedules/${await firstRow('schedules', ids.demoClub)}`,
          payload: { data: { open: '05:00:00' } },
        },
        {
          label: 'own schedule moved to the demo club',
          url: `/api/schedules/${await firstRow('schedules', ids.otherClub)}`,
          payload: { data: { club: ids.demoClub } },
        },
      ],
    },
    {
      method: 'DELETE',
      path: '/api/schedules/:id',
      tables: ['schedules'],
      sample: async () => ({ label: 'delete', url: '/api/schedules/1' }),
      ok: async () => {
        const [id] = (await clubRowIds('schedules', ids.demoClub)).slice(-1);
        if (id === undefined) throw new Error('no demo schedule');
        const before = await scheduleRow(id);
        const data = expectEntity(await call('DELETE', `/api/schedules/${id}`, { token: demoToken }), id);
        expect(data.attributes.day).toBe(before?.day);
        expect(await scheduleRow(id)).toBeUndefined();
        expectError(await call('DELETE', `/api/schedules/${id}`, { token: demoToken }), 404, 'NotFoundError');
      },
      invalid: async () => badIds('/api/schedules'),
      foreign: async () => [
        { label: 'a demo schedule', url: `/api/schedules/${await firstRow('schedules', ids.demoClub)}` },
      ],
    },
    // mtows
    {
      method: 'POST',
      path: '/api/mtows',
      tables: ['mtows'],
      sample: async () => ({
        label: 'create',
        url: '/api/mtows',
        payload: { data: { weight1: 0, weight2: 1, priceLand: 1, priceTouchGo: 1 } },
      }),
      ok: async () => {
        const payload = {
          data: { club: ids.demoClub, weight1: 20001, weight2: 30000, priceLand: 90, priceTouchGo: 45.5 },
        };
        const data = (expectOk(await call('POST', '/api/mtows', { token: demoToken, payload })).data ??
          {}) as Entity;
        expect(data.attributes).toMatchObject({
          weight1: 20001,
          weight2: 30000,
          priceLand: 90,
          priceTouchGo: 45.5,
        });
        expect(await mtowRow(data.id)).toMatchObject({
          club_id: ids.demoClub,
          weight1: 20001,
          weight2: 30000,
          priceLand: 90,
          priceTouchGo: 45.5,
        });
      },
      invalid: async () => {
        const good = { weight1: 0, weight2: 100, priceLand: 1, priceTouchGo: 1 };
        return [
          { label: 'unknown field', url: '/api/mtows', payload: { data: { ...good, priceHeli: 1 } } },
          { label: 'wrongly typed weight', url: '/api/mtows', payload: { data: { ...good, weight1: '0' } } },
          { label: 'fractional weight', url: '/api/mtows', payload: { data: { ...good, weight2: 100.5 } } },
          { label: 'negative price', url: '/api/mtows', payload: { data: { ...good, priceLand: -1 } } },
          { label: 'weight1 above weight2', url: '/api/mtows', payload: { data: { ...good, weight1: 500 } } },
          {
            label: 'missing priceTouchGo',
            url: '/api/mtows',
            payload: { data: { weight1: 0, weight2: 1, priceLand: 1 } },
          },
          { label: 'missing data wrapper', url: '/api/mtows', payload: good },
        ];
      },
      foreign: async () => [
        {
          label: 'data.club = demo club',
          url: '/api/mtows',
          payload: { data: { club: ids.demoClub, weight1: 0, weight2: 5, priceLand: 1, priceTouchGo: 1 } },
        },
      ],
    },
    {
      method: 'PUT',
      path: '/api/mtows/:id',
      tables: ['mtows'],
      sample: async () => ({ label: 'update', url: '/api/mtows/1', payload: { data: { priceLand: 2 } } }),
      ok: async () => {
        const id = await firstRow('mtows', ids.demoClub);
        const before = await mtowRow(id);
        const data = expectEntity(
          await call('PUT', `/api/mtows/${id}`, { token: demoToken, payload: { data: { priceLand: 99.5 } } }),
          id,
        );
        expect(data.attributes.priceLand).toBe(99.5);
        expect(await mtowRow(id)).toMatchObject({
          ...before,
          priceLand: 99.5,
          updatedAt: expect.any(String),
          change_seq: expect.any(Number),
        });
      },
      invalid: async () => {
        const url = `/api/mtows/${await firstRow('mtows', ids.demoClub)}`;
        return [
          { label: 'unknown field', url, payload: { data: { price: 1 } } },
          { label: 'wrongly typed price', url, payload: { data: { priceLand: 'free' } } },
          { label: 'weight1 above weight2', url, payload: { data: { weight1: 999999 } } },
          { label: 'missing data wrapper', url, payload: { priceLand: 1 } },
          ...badIds('/api/mtows').map((p) => ({ ...p, payload: { data: { priceLand: 1 } } })),
        ];
      },
      foreign: async () => [
        {
          label: 'a demo band',
          url: `/api/mtows/${await firstRow('mtows', ids.demoClub)}`,
          payload: { data: { priceLand: 0 } },
        },
        {
          label: 'own band moved to the demo club',
          url: `/api/mtows/${await firstRow('mtows', ids.otherClub)}`,
          payload: { data: { club: ids.demoClub } },
        },
      ],
    },
    {
      method: 'DELETE',
      path: '/api/mtows/:id',
      tables: ['mtows'],
      sample: async () => ({ label: 'delete', url: '/api/mtows/1' }),
      ok: async () => {
        const [id] = (await clubRowIds('mtows', ids.demoClub)).slice(-1);
        if (id === undefined) throw new Error('no demo band');
        expectEntity(await call('DELETE', `/api/mtows/${id}`, { token: demoToken }), id);
        expect(await mtowRow(id)).toBeUndefined();
      },
      invalid: async () => badIds('/api/mtows'),
      foreign: async () => [
        { label: 'a demo band', url: `/api/mtows/${await firstRow('mtows', ids.demoClub)}` },
      ],
    },
    // club-services
    {
      method: 'POST',
      path: '/api/club-services',
      tables: ['club_services'],
      sample: async () => ({
        label: 'create',
        url: '/api/club-services',
        payload: { data: { service: 1, price: 1 } },
      }),
      ok: async () => {
        const service = await serviceId('Catering');
        const payload = { data: { club: ids.demoClub, service, price: 12.75 } };
        const res = await call('POST', '/api/club-services?populate=service', { token: demoToken, payload });
        const data = (expectOk(res).data ?? {}) as Entity;
        expect(data.attributes.price).toBe(12.75);
        expect((data.attributes.service as { data: Entity }).data.id).toBe(service);
        expect(await serviceRow(data.id)).toMatchObject({
          club_id: ids.demoClub,
          service_id: service,
          price: 12.75,
        });
      },
      invalid: async () => {
        const offered = await serviceRow(await firstRow('club_services', ids.demoClub));
        const customs = await serviceId('Customs handling');
        return [
          {
            label: 'unknown field',
            url: '/api/club-services',
            payload: { data: { service: customs, price: 1, active: true } },
          },
          {
            label: 'wrongly typed price',
            url: '/api/club-services',
            payload: { data: { service: customs, price: '1' } },
          },
          {
            label: 'negative price',
            url: '/api/club-services',
            payload: { data: { service: customs, price: -5 } },
          },
          {
            label: 'unknown service',
            url: '/api/club-services',
            payload: { data: { service: 999999, price: 1 } },
          },
          { label: 'missing service', url: '/api/club-services', payload: { data: { price: 1 } } },
          {
            label: 'service already offered',
            url: '/api/club-services',
            payload: { data: { service: offered?.service_id, price: 1 } },
          },
          {
            label: 'missing data wrapper',
            url: '/api/club-services',
            payload: { service: customs, price: 1 },
          },
        ];
      },
      foreign: async () => [
        {
          label: 'data.club = demo club',
          url: '/api/club-services',
          payload: { data: { club: ids.demoClub, service: await serviceId('Customs handling'), price: 1 } },
        },
      ],
    },
    {
      method: 'PUT',
      path: '/api/club-services/:id',
      tables: ['club_services'],
      sample: async () => ({ label: 'update', url: '/api/club-services/1', payload: { data: { price: 2 } } }),
      ok: async () => {
        const id = await firstRow('club_services', ids.demoClub);
        const before = await serviceRow(id);
        const data = expectEntity(
          await call('PUT', `/api/club-services/${id}`, {
            token: demoToken,
            payload: { data: { price: 44.5 } },
          }),
          id,
        );
        expect(data.attributes.price).toBe(44.5);
        expect(await serviceRow(id)).toMatchObject({
          club_id: ids.demoClub,
          service_id: before?.service_id,
          price: 44.5,
        });
      },
      invalid: async () => {
        const url = `/api/club-services/${await firstRow('club_services', ids.demoClub)}`;
        return [
          { label: 'service cannot change', url, payload: { data: { price: 1, service: 1 } } },
          { label: 'wrongly typed price', url, payload: { data: { price: 'cheap' } } },
          { label: 'missing price', url, payload: { data: {} } },
          { label: 'missing data wrapper', url, payload: { price: 1 } },
          ...badIds('/api/club-services').map((p) => ({ ...p, payload: { data: { price: 1 } } })),
        ];
      },
      foreign: async () => [
        {
          label: 'a demo club service',
          url: `/api/club-services/${await firstRow('club_services', ids.demoClub)}`,
          payload: { data: { price: 0 } },
        },
        {
          label: 'data.club = demo club',
          url: `/api/club-services/${await firstRow('club_services', ids.demoClub)}`,
          payload: { data: { price: 0, club: ids.demoClub } },
        },
      ],
    },
    {
      method: 'DELETE',
      path: '/api/club-services/:id',
      tables: ['club_services'],
      sample: async () => ({ label: 'delete', url: '/api/club-services/1' }),
      ok: async () => {
        const [id] = (await clubRowIds('club_services', ids.demoClub)).slice(-1);
        if (id === undefined) throw new Error('no demo club service');
        expectEntity(await call('DELETE', `/api/club-services/${id}`, { token: demoToken }), id);
        expect(await serviceRow(id)).toBeUndefined();
        const links = await db
          .selectFrom('landings_club_services')
          .select('landing_id')
          .where('club_service_id', '=', id)
          .execute();
        expect(links).toEqual([]);
      },
      invalid: async () => badIds('/api/club-services'),
      foreign: async () => [
        {
          label: 'a demo club service',
          url: `/api/club-services/${await firstRow('club_services', ids.demoClub)}`,
        },
      ],
    },
  ];
}

/** Reads Fastify's route tree into `METHOD /path` lines. */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = full;
    for (const method of match[3]?.split(', ') ?? []) out.push(`${method} ${full}`);
  }
  return out.sort();
}

beforeAll(async () => {
  // The matrix sends many pilot requests from one address: the limits have their own tests.
  const many = { max: 10_000, windowMs: 60_000 };
  server = await createTestServer({ requestLimits: { perIp: many, perEmail: many } });
  db = server.db;
  demoToken = await server.token();
  otherToken = await server.token(OTHER_OWNER_EMAIL);
  const owner = async (email: string) =>
    db
      .selectFrom('users')
      .select(['id', 'clubOwner_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const demo = await owner(DEMO_OWNER_EMAIL);
  const other = await owner(OTHER_OWNER_EMAIL);
  if (demo.clubOwner_id === null || other.clubOwner_id === null)
    throw new Error('seeded owners have no club');
  ids.demoOwner = demo.id;
  ids.otherOwner = other.id;
  ids.demoClub = demo.clubOwner_id;
  ids.otherClub = other.clubOwner_id;
  ids.pilot = (await owner('pilot1@example.com')).id;
  ids.aircraft = (await db.selectFrom('aircrafts').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server.close();
});

describe('route inventory', () => {
  it('the table covers every route the app registers (HEAD mirrors each GET)', () => {
    const expected = ROUTES.flatMap((r) =>
      r.method === 'GET' ? [`GET ${r.path}`, `HEAD ${r.path}`] : [`${r.method} ${r.path}`],
    );
    expect(registeredRoutes(server.app.printRoutes({ commonPrefix: false }))).toEqual([...expected].sort());
  });

  it('HEAD follows its GET: 401 without a token, 200 on a public list', async () => {
    expect((await call('HEAD', '/api/landings')).statusCode).toBe(401);
    const head = await call('HEAD', '/api/categories');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('an unknown /api path is a 404 NotFoundError envelope', async () => {
    expectError(await call('GET', '/api/nope', { token: demoToken }), 404, 'NotFoundError');
    expectError(await call('PATCH', '/api/landings/1', { token: demoToken }), 404, 'NotFoundError');
  });
});

describe.each(ROUTES)('$method $path', (route) => {
  it('succeeds with 200, the right shape and the asked change', async () => {
    await route.ok();
  });

  it('refuses bad input with the error envelope and changes nothing', async () => {
    const before = await snapshot(route.tables);
    const probes = await route.invalid();
    expect(probes.length).toBeGreaterThan(0);
    for (const probe of probes) {
      const res = await call(probe.method ?? route.method, probe.url, { token: demoToken, ...probe });
      expectError(res, probe.status ?? 400, probe.name ?? 'ValidationError', probe.label);
    }
    expect(await snapshot(route.tables)).toEqual(before);
  });

  if (route.open) {
    it('answers 200 without a token', async () => {
      const probe = await route.sample();
      expectOk(await call(route.method, probe.url, { payload: probe.payload }), probe.label);
    });
  } else {
    it('answers 401 UnauthorizedError without a token or with a forged one, changing nothing', async () => {
      const before = await snapshot(route.tables);
      const probe = await route.sample();
      const forged = `${demoToken.slice(0, -4)}AAAA`;
      const headerSets: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${forged}` },
        { authorization: 'Basic b3duZXI6eA==' },
      ];
      for (const headers of headerSets) {
        const res = await call(route.method, probe.url, { payload: probe.payload, headers });
        expectError(res, 401, 'UnauthorizedError', `${probe.label} ${JSON.stringify(headers)}`);
      }
      expect(await snapshot(route.tables)).toEqual(before);
    });
  }

  const foreign = route.foreign;
  if (foreign) {
    it("answers 403 ForbiddenError to the other club naming the demo club's records, changing nothing", async () => {
      const before = await snapshot(route.tables);
      for (const probe of await foreign()) {
        const res = await call(probe.method ?? route.method, probe.url, { ...probe, token: otherToken });
        expectError(res, 403, 'ForbiddenError', probe.label);
      }
      expect(await snapshot(route.tables)).toEqual(before);
    });
  }
});

describe('edges of the contract', () => {
  it('POST landings naming an origin club that does not exist is a 400 ValidationError, not a 500', async () => {
    const before = await snapshot(['landings', 'landings_club_services']);
    const res = await call('POST', '/api/landings', {
      token: demoToken,
      payload: { data: { user: ids.pilot, aircraft: ids.aircraft, date: '2026-05-02', from: 999999 } },
    });
    expectError(res, 400, 'ValidationError', 'unknown from');
    expect(await snapshot(['landings', 'landings_club_services'])).toEqual(before);
  });

  it("a filter through a landing's origin cannot probe another club's hidden fields", async () => {
    // The demo club logs a landing that came from the other club: it may see that club's names only.
    const created = await call('POST', '/api/landings?populate=from', {
      token: demoToken,
      payload: { data: { user: ids.pilot, aircraft: ids.aircraft, date: '2026-05-03', from: ids.otherClub } },
    });
    const landing = (expectOk(created).data ?? {}) as Entity;
    const from = (landing.attributes.from as { data: Entity }).data;
    expect(from.id).toBe(ids.otherClub);
    expect(from.attributes).not.toHaveProperty('stripeEmail');
    expect(from.attributes).not.toHaveProperty('nif');
    const hidden = await clubRow(ids.otherClub);
    const probe = async (field: string, prefix: string) => {
      const url = `/api/landings?filters[id][$eq]=${landing.id}&filters[from][${field}][$startsWith]=${encodeURIComponent(prefix)}`;
      const res = await call('GET', url, { token: demoToken });
      return { status: res.statusCode, body: res.body };
    };
    // Whether refused or answered, a true guess and a false guess must look the same.
    for (const field of ['stripeEmail', 'nif', 'phone'] as const) {
      const secret = String(hidden[field]);
      expect(await probe(field, secret.slice(0, 3)), field).toEqual(
        await probe(field, `~${secret.slice(1, 3)}`),
      );
    }
  });
});

describe('caching', () => {
  it('every answer above, success or refusal, on every route, is Cache-Control: no-store', () => {
    expect(cacheControls.length).toBeGreaterThan(300);
    // The capabilities answer alone carries neither users nor landings, and says no-cache itself.
    const personal = cacheControls.filter((answer) => !answer.label.startsWith('GET /api/ppr-desk/'));
    expect(personal.filter((answer) => answer.value !== 'no-store')).toEqual([]);
  });
});
