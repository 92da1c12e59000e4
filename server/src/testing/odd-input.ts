// The odd-input tests' harness: one real server with the demo and the other club signed in, and
// the check that an answer is a 200 or a well-formed 4xx envelope. Owns that server and what its
// tests read from it (set in beforeAll); after each test, no table was dropped or landing lost.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Db } from '../db/database';
import { DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL } from '../db/seed';
import { createTestServer, type TestServer } from './test-server';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export let server: TestServer;
export let db: Db;
export let token: string;
export let otherToken: string;
export let landingCount = 0;
export let demoLanding = 0;
export let demoClub = 0;
export let tablesAtStart: string[] = [];

export async function call(
  method: Method,
  url: string,
  options: { payload?: string | object; headers?: Record<string, string>; token?: string | null } = {},
) {
  const bearer = options.token === undefined ? token : options.token;
  return server.app.inject({
    method,
    url,
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

export const ERROR_NAMES = [
  'ValidationError',
  'UnauthorizedError',
  'ForbiddenError',
  'NotFoundError',
  'ConflictError',
  'PayloadTooLargeError',
  'RateLimitError',
  'ApplicationError',
];

/** What is wrong with an answer, or null when it is a 200 or a well-formed 4xx envelope. */
export function problem(res: LightMyRequestResponse): string | null {
  const status = res.statusCode;
  if (status >= 500) return `${status} ${res.body.slice(0, 200)}`;
  if (status === 200) {
    try {
      res.json();
      return null;
    } catch {
      return `200 that is not JSON: ${res.body.slice(0, 100)}`;
    }
  }
  if (status < 400) return `unexpected ${status}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${status} that is not JSON: ${res.body.slice(0, 100)}`;
  }
  const envelope = body as {
    data?: unknown;
    error?: { status?: unknown; name?: unknown; message?: unknown; details?: unknown };
  };
  const error = envelope.error;
  if (
    envelope.data !== null ||
    !error ||
    error.status !== status ||
    typeof error.name !== 'string' ||
    !ERROR_NAMES.includes(error.name) ||
    typeof error.message !== 'string' ||
    typeof error.details !== 'object' ||
    error.details === null
  ) {
    return `${status} outside the error envelope: ${res.body.slice(0, 200)}`;
  }
  if (/at .+\.(ts|js):\d+|SqliteError|SQLITE_/.test(res.body))
    return `${status} leaks internals: ${res.body.slice(0, 200)}`;
  return null;
}

export function expectSafe(res: LightMyRequestResponse, label: string) {
  expect(problem(res), `${label} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeNull();
}

export function expectRefused(res: LightMyRequestResponse, status: number, name: string, label: string) {
  expectSafe(res, label);
  expect(res.statusCode, `${label} → ${res.body.slice(0, 200)}`).toBe(status);
  expect(res.json<{ error: { name: string } }>().error.name).toBe(name);
}

export async function tableNames(): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.map((table) => table.name).sort();
}

export async function countLandings(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from landings`.execute(db);
  return Number(rows[0]?.n);
}

/** Starts the server before a file's tests, checks the tables after each, closes it after all. */
export function startOddInputServer(): void {
  beforeAll(async () => {
    server = await createTestServer();
    db = server.db;
    token = await server.token();
    otherToken = await server.token(OTHER_OWNER_EMAIL);
    tablesAtStart = await tableNames();
    landingCount = await countLandings();
    const owner = await db
      .selectFrom('users')
      .select('clubOwner_id')
      .where('email', '=', DEMO_OWNER_EMAIL)
      .executeTakeFirstOrThrow();
    demoClub = owner.clubOwner_id ?? 0;
    demoLanding = (
      await db
        .selectFrom('landings')
        .select('id')
        .where('club_id', '=', demoClub)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  afterEach(async () => {
    // No odd input drops, adds or removes anything.
    expect(await tableNames()).toEqual(tablesAtStart);
    expect(tablesAtStart).toContain('landings');
    expect(await countLandings()).toBe(landingCount);
  });

  afterAll(async () => {
    await server.close();
  });
}
