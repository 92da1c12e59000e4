// Database faults (docs/decisions/0012): PostgreSQL out of reach at start ends the start with one
// clear line and exit 1; lost during requests, each is a 503 in the Strapi envelope and the same
// change replayed once it is back is stored once; serialization failures and deadlocks are retried.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { freePort } from '../testing/pg-cluster';
import { startTcpRelay, type TcpRelay } from '../testing/tcp-relay';
import {
  createMigratedDatabase,
  createTestDatabase,
  type MigratedDatabase,
  type TestDatabase,
  testDialect,
} from '../testing/test-database';
import { type Db, migrateToLatest, openConfigured } from './database';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDatabase } from './seed';
import { inTransaction } from './transaction';

describe('PostgreSQL out of reach at start', () => {
  it('prints one clear line naming the database (password masked) and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ppr-desk-nopg-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: `postgres://desk:secret-word@127.0.0.1:${port}/ppr`,
        DATABASE_FILE: join(dir, 'unused.sqlite'),
        JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-signing',
        PORT: String(await freePort()),
        STATIC_DIR: join(dir, 'no-build'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(
      new RegExp(
        `^Cannot use PostgreSQL at postgres://desk:\\*\\*\\*@127\\.0\\.0\\.1:${port}/ppr: .*ECONNREFUSED`,
      ),
    );
    expect(output).not.toContain('secret-word');
    expect(output).not.toMatch(/^\s+at /m);
  }, 30_000);
});

describe.runIf(testDialect === 'postgres')('PostgreSQL lost during requests', () => {
  let database: TestDatabase;
  let relay: TcpRelay;
  let db: Db;
  let app: FastifyInstance;
  let token: string;
  let landing: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = database.open();
    await migrateToLatest(direct);
    await seedDatabase(direct);
    landing = (
      await direct
        .selectFrom('landings')
        .select('id')
        .where('status', '=', 'pending')
        .where('permission', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    await direct.destroy();
    // The server reaches PostgreSQL only through the relay, which the test cuts.
    const url = new URL(database.location.url ?? '');
    relay = await startTcpRelay(Number(url.port));
    url.port = String(relay.port);
    db = openConfigured({ file: database.location.file, url: url.toString() }, { max: 3 });
    app = await buildApp({ db, jwtSecret: 'faults-test-secret-long-enough-for-hs256' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD },
    });
    token = login.json().jwt;
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    await relay.close();
    await database.drop();
  });

  const decide = () =>
    app.inject({
      method: 'PUT',
      url: `/api/landings/${landing}`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'faults-decision-01' },
      payload: { data: { permission: true, landing_permission: true } },
    });

  it('answers 503 in the Strapi envelope, then stores the replayed change once it is back', async () => {
    relay.cut();
    for (const answer of [
      await decide(),
      await app.inject({
        method: 'GET',
        url: '/api/landings',
        headers: { authorization: `Bearer ${token}` },
      }),
    ]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        data: null,
        error: {
          status: 503,
          name: 'ServiceUnavailableError',
          message: 'The database is unavailable, please try again shortly.',
          details: {},
        },
      });
    }
    relay.restore();
    // The desk's outbox sends the same change again with its key (src/data/sync/replayer.ts).
    const replayed = await decide();
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().data.attributes.permission).toBe(true);
    const again = await decide();
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await db.selectFrom('landings').select('permission').where('id', '=', landing).execute();
    expect(rows).toEqual([{ permission: 1 }]);
  });
});

describe.runIf(testDialect === 'postgres')('conflicts between transactions are retried', () => {
  let migrated: MigratedDatabase;
  let db: Db;
  beforeAll(async () => {
    migrated = await createMigratedDatabase();
    db = migrated.db;
  });
  afterAll(() => migrated.close());

  /** Resolves once `n` callers have arrived, so two transactions interleave for certain. */
  const barrier = (n: number) => {
    let arrived = 0;
    let open: () => void = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return () => {
      arrived += 1;
      if (arrived === n) open();
      return opened;
    };
  };
  const reset_at = '2100-01-01T00:00:00.000Z';

  it('a serialization failure (two serializable writers, write skew) runs again and both land', async () => {
    const bothRead = barrier(2);
    let attempts = 0;
    const writer = (key: string) =>
      inTransaction(
        db,
        async (trx) => {
          attempts += 1;
          const seen = await trx
            .selectFrom('rate_limits')
            .select('key')
            .where('key', 'like', 'skew%')
            .execute();
          if (attempts <= 2) await bothRead();
          await trx.insertInto('rate_limits').values({ key, hits: seen.length, reset_at }).execute();
        },
        { isolation: 'serializable' },
      );
    await Promise.all([writer('skew a'), writer('skew b')]);
    expect(attempts).toBe(3);
    const rows = await db.selectFrom('rate_limits').select('hits').where('key', 'like', 'skew%').execute();
    // The retried one saw the other's row: the outcome of running them one after the other.
    expect(rows.map((row) => row.hits).sort()).toEqual([0, 1]);
  });

  it('a deadlock (two writers locking two rows in opposite order) runs again and both land', async () => {
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'lock x', hits: 0, reset_at },
        { key: 'lock y', hits: 0, reset_at },
      ])
      .execute();
    const bothLocked = barrier(2);
    let attempts = 0;
    const bump = (trx: Db, key: string) =>
      trx
        .updateTable('rate_limits')
        .set((eb) => ({ hits: eb('hits', '+', 1) }))
        .where('key', '=', key)
        .execute();
    const writer = (first: string, second: string) =>
      inTransaction(db, async (trx) => {
        attempts += 1;
        await bump(trx, first);
        if (attempts <= 2) await bothLocked();
        await bump(trx, second);
      });
    await Promise.all([writer('lock x', 'lock y'), writer('lock y', 'lock x')]);
    expect(attempts).toBe(3);
    const rows = await db.selectFrom('rate_limits').select('hits').where('key', 'like', 'lock%').execute();
    expect(rows.map((row) => row.hits)).toEqual([2, 2]);
  });
});
