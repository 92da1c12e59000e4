// The route matrix's shared harness: one real server per test file with the demo and the other
// club signed in, the calls and expectations every case uses, and the checks run on each case.
// Owns that server and the ids and tokens read from it (set in beforeAll, read by the cases).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL } from '../db/seed';
import { standInConfig } from '../payments/testing/stripe-events';
import { type StripeStandIn, startStripeStandIn } from '../payments/testing/stripe-stand-in';
import { weightBands } from '../repositories/clubs';
import type { ErrorName } from '../strapi/errors';
import { expectError, expectOk } from './strapi-expect';
import { createTestServer, type TestServer } from './test-server';

export {
  type Entity,
  expectCollection,
  expectEntity,
  expectError,
  expectOk,
  type Json,
} from './strapi-expect';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Table = keyof Database;

export interface CallOptions {
  token?: string;
  payload?: object | string;
  headers?: Record<string, string>;
}

/** One request a test makes: the url, and the payload and headers it carries. */
export interface Probe extends CallOptions {
  label: string;
  url: string;
  method?: Method;
  /** The expected error name when it is not the route's usual one. */
  name?: ErrorName;
  status?: number;
}

export interface RouteCase {
  method: Method;
  /** The path as registered with Fastify. */
  path: string;
  /** Answers without a token (login, register, categories, services). */
  open?: boolean;
  /** Its 200 is an event stream that never ends on inject(): its own test reads it over a socket. */
  stream?: boolean;
  /** Its 200 is a file (a receipt's PDF), not a JSON envelope; its refusals are envelopes as usual. */
  binary?: boolean;
  /** Tables a refused request must leave exactly as they were. */
  tables: Table[];
  /** A well-formed request, used for the no-token check. */
  sample(): Promise<Probe>;
  ok(): Promise<void>;
  /** Requests made with the demo owner's token that must be refused (400 ValidationError unless said). */
  invalid(): Promise<Probe[]>;
  /**
   * Requests made with the other club's token that name the demo club's records: a record addressed
   * by its id in the path is a 404 answered exactly as a missing id; a filter or body naming the
   * demo club is a 403.
   */
  foreign?(): Promise<Probe[]>;
}

/** `/api/<collection>/<id>` with an optional query: a record addressed by its id. */
const RECORD_PATH = /^(\/api\/[a-z-]+\/)(\d+)((?:\/[a-z-]+)?(?:\?.*)?)$/;
const NEVER_AN_ID = 987654321;

export let server: TestServer;
export let db: Db;
export let demoToken: string;
export let otherToken: string;
export const ids = { demoClub: 0, otherClub: 0, demoOwner: 0, otherOwner: 0, pilot: 0, aircraft: 0 };
export let counter = 0;
/** The local Stripe stand-in, when the file's server was started with payments. */
export let stripeStandIn: StripeStandIn | null = null;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`;

/** The cache-control of every answer the matrix got, checked by the last test. */
export const cacheControls: { label: string; value: string | undefined }[] = [];

export async function call(method: Method | 'HEAD' | 'PATCH', url: string, options: CallOptions = {}) {
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

export const PRIVATE = ['password_hash', 'token_version', 'password'];

/** The whole content of some tables, in key order: compared before and after refused requests. */
export async function snapshot(tables: Table[]): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    out[table] = (await sql`select * from ${sql.table(table)} order by 1, 2`.execute(db)).rows;
  }
  return out;
}

export type ClubTable = 'landings' | 'schedules' | 'closures' | 'mtows' | 'club_services';

/** Ids of a club's rows in one table, read at call time (earlier tests add and delete rows). */
export async function clubRowIds(table: ClubTable, clubId: number): Promise<number[]> {
  const { rows } = await sql<{
    id: number;
  }>`select id from ${sql.table(table)} where club_id = ${clubId} order by id`.execute(db);
  return rows.map((r) => r.id);
}

export async function firstRow(table: ClubTable, clubId: number): Promise<number> {
  const [id] = await clubRowIds(table, clubId);
  if (id === undefined) throw new Error(`club ${clubId} has no ${table}`);
  return id;
}

export async function register(): Promise<{ jwt: string; id: number; email: string; password: string }> {
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

export const landingRow = (id: number) =>
  db.selectFrom('landings').selectAll().where('id', '=', id).executeTakeFirst();
export const clubRow = (id: number) =>
  db.selectFrom('clubs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/**
 * `make` run once per matrix server, its promise kept for that server only: test files that share
 * a worker (and these modules) each start a server of their own.
 */
export function oncePerServer<T>(make: () => Promise<T>): () => Promise<T> {
  const made = new WeakMap<TestServer, Promise<T>>();
  return () => {
    let value = made.get(server);
    if (!value) {
      value = make();
      made.set(server, value);
    }
    return value;
  };
}

/**
 * New sessions for both owners, read through `demoToken` and `otherToken` from then on: for a pass
 * whose own calls may have ended the sessions (sign out everywhere) or changed a password.
 */
export async function renewTokens(): Promise<void> {
  demoToken = await server.tokenFor(ids.demoOwner);
  otherToken = await server.tokenFor(ids.otherOwner);
}

/** The standard bad queries for a list: unknown field, unknown operator, wrongly typed paging, bad sort. */
export const badListQueries = (base: string): Probe[] => [
  { label: 'unknown filter field', url: `${base}?filters[nope][$eq]=1` },
  { label: 'unknown operator', url: `${base}?filters[id][$regex]=1` },
  { label: 'non-numeric id filter', url: `${base}?filters[id][$eq]=abc` },
  { label: 'wrongly typed page size', url: `${base}?pagination[pageSize]=abc` },
  { label: 'unknown sort field', url: `${base}?sort=nope:asc` },
  { label: 'unknown query parameter', url: `${base}?where=1` },
  { label: 'populate of an unknown relation', url: `${base}?populate=nope` },
];

export const badIds = (base: string, suffix = ''): Probe[] => [
  { label: 'id abc', url: `${base}/abc${suffix}` },
  { label: 'id 0', url: `${base}/0${suffix}` },
  { label: 'id 1.5', url: `${base}/1.5${suffix}` },
  { label: 'id -3', url: `${base}/-3${suffix}` },
];

/** GET /api/<name>/:id on a collection with an integer id: the bad ids plus an unknown populate. */
export const badRecordQueries = (base: string, id: number): Probe[] => [
  ...badIds(base),
  { label: 'populate of an unknown relation', url: `${base}/${id}?populate=nope` },
];

export function listCase(path: string, extra: Partial<RouteCase> & Pick<RouteCase, 'ok'>): RouteCase {
  return {
    method: 'GET',
    path,
    tables: [],
    sample: async () => ({ label: 'list', url: path }),
    invalid: async () => badListQueries(path),
    ...extra,
  };
}

/** A club's weight bands, in order: compared before and after a refused band save. */
export function snapshotBands(clubId: number) {
  return weightBands(db, clubId);
}

/** Reads Fastify's route tree into `METHOD /path` lines. */
export function registeredRoutes(tree: string): string[] {
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

/**
 * Starts the matrix's server before a file's tests and closes it after them; with `payments`, beside
 * the local Stripe stand-in (docs/decisions/0029), stopped after them too. With `noAuthLimits`, the
 * sign-in and password-reset limits are out of the way as well (and reset answers take no floor).
 */
export function startMatrixServer(options: { payments?: boolean; noAuthLimits?: boolean } = {}): void {
  beforeAll(async () => {
    // The matrix sends many pilot requests from one address: the limits have their own tests.
    const many = { max: 10_000, windowMs: 60_000 };
    stripeStandIn = options.payments ? await startStripeStandIn() : null;
    server = await createTestServer({
      requestLimits: { perIp: many, perEmail: many },
      ...(options.noAuthLimits
        ? { authLimits: many, resetLimits: { perIp: many, perAccount: many, answerFloorMs: 0 } }
        : {}),
      payments: stripeStandIn ? standInConfig(stripeStandIn) : null,
    });
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
    // The seed has no closure dates (the browser tests' pilot pages would show them): each club gets two.
    const now = new Date().toISOString();
    await db
      .insertInto('closures')
      .values(
        [ids.demoClub, ids.otherClub].flatMap((club_id) => [
          {
            club_id,
            from_date: '2099-01-01',
            to_date: '2099-01-03',
            note: 'Works',
            createdAt: now,
            updatedAt: now,
          },
          {
            club_id,
            from_date: '2099-12-25',
            to_date: '2099-12-25',
            note: 'Christmas',
            createdAt: now,
            updatedAt: now,
          },
        ]),
      )
      .execute();
  });
  afterAll(async () => {
    await server.close();
    await stripeStandIn?.stop();
  });
}

/** Each case's four checks: success, bad input, no token (or open), and the other club's ids. */
export function checkRoutes(routes: RouteCase[]): void {
  describe.each(routes)('$method $path', (route) => {
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
      if (!route.stream)
        it('answers 200 without a token', async () => {
          const probe = await route.sample();
          const { payload, headers } = probe;
          const res = await call(route.method, probe.url, { payload, headers });
          if (route.binary) expect(res.statusCode, probe.label).toBe(200);
          else expectOk(res, probe.label);
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
      it("refuses the other club naming the demo club's records (its ids read as missing), changing nothing", async () => {
        const before = await snapshot(route.tables);
        for (const probe of await foreign()) {
          const method = probe.method ?? route.method;
          const res = await call(method, probe.url, { ...probe, token: otherToken });
          const byId = RECORD_PATH.exec(probe.url);
          // A body naming the demo club is refused before any record is looked at: a 403 either way.
          if (!byId || probe.status === 403) {
            expectError(res, 403, 'ForbiddenError', probe.label);
            continue;
          }
          expectError(res, 404, 'NotFoundError', probe.label);
          const missing = await call(method, `${byId[1]}${NEVER_AN_ID}${byId[3] ?? ''}`, {
            ...probe,
            token: otherToken,
          });
          expect(res.body, `${probe.label}: the same answer as a missing id`).toBe(missing.body);
        }
        expect(await snapshot(route.tables)).toEqual(before);
      });
    }
  });

  describe('caching', () => {
    it('every answer above, success or refusal, is Cache-Control: no-store', () => {
      expect(cacheControls.length).toBeGreaterThan(routes.length);
      // The capabilities answer alone carries neither users nor landings, and says no-cache itself.
      const personal = cacheControls.filter((answer) => !answer.label.startsWith('GET /api/ppr-desk/'));
      expect(personal.filter((answer) => answer.value !== 'no-store')).toEqual([]);
    });
  });
}
