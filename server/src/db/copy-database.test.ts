// npm run db:copy, run as the README says: the seeded club's SQLite file into an empty database
// (PostgreSQL under npm run test:pg, another SQLite file under npm test) with matching counts and
// checksums, back into a fresh SQLite file unchanged, and a server on the copy carries on. The
// source is the seed after a little use, so every table holds rows.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { COPY_ORDER } from '../repositories/table-copy';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database';
import { copyDatabase, summarise } from './copy-database';
import { type Db, migrateToLatest, openDatabase } from './database';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDatabase } from './seed';

const SECRET = 'the-sqlite-servers-jwt-secret-long-enough';

function dbCopy(from: string, to: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/src/tools/db-copy.ts', '--from', from, '--to', to],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/**
 * What a day on the desk leaves beyond the seed, so every table has rows to copy: a pilot's request
 * (its tokens, mails, limits), a keyed decision, a deleted schedule (a tombstone), a closure date,
 * a request page moved (its old address).
 */
async function useTheDesk(db: Db): Promise<void> {
  const app = await buildApp({ db, jwtSecret: SECRET });
  try {
    const filed = await app.inject({
      method: 'POST',
      url: `/api/public/airfields/${DEMO_SLUG}/requests`,
      payload: { data: requestBody(new Date()) },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().jwt}` };
    // A sign-in keeps a session and its refresh token; a reset asked for keeps its code's hash.
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: DEMO_OWNER_EMAIL },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const landing = await db
      .selectFrom('landings')
      .select('id')
      .where('permission', 'is', null)
      .executeTakeFirstOrThrow();
    const decided = await app.inject({
      method: 'PUT',
      url: `/api/landings/${landing.id}`,
      headers: { ...auth, 'idempotency-key': 'copy-test-decision' },
      payload: { data: { permission: true, landing_permission: true } },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const schedule = await db.selectFrom('schedules').select('id').orderBy('id').executeTakeFirstOrThrow();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/schedules/${schedule.id}`,
      headers: auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const closed = await app.inject({
      method: 'POST',
      url: '/api/closures',
      headers: auth,
      payload: { data: { from_date: '2099-12-24', to_date: '2099-12-26', note: 'Christmas' } },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // The request page moved: its first address is kept, leading to the new one.
    const clubId = (
      await db
        .selectFrom('users')
        .select('clubOwner_id')
        .where('email', '=', DEMO_OWNER_EMAIL)
        .executeTakeFirstOrThrow()
    ).clubOwner_id;
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/clubs/${clubId}`,
      headers: auth,
      payload: { data: { slug: 'copy-test-field' } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // A Stripe webhook event as the payments webhook stores it (docs/decisions/0029): its own tests sign them.
    await db
      .insertInto('payment_events')
      .values({
        event_id: 'evt_copytest',
        type: 'checkout.session.completed',
        account: 'acct_copytest',
        landing_id: landing.id,
        outcome: 'paid',
        createdAt: new Date().toISOString(),
      })
      .execute();
  } finally {
    await app.close();
  }
}

const summaries = async (db: Db) => {
  const all: Record<string, Awaited<ReturnType<typeof summarise>>> = {};
  for (const table of COPY_ORDER) all[table] = await summarise(db, table);
  return all;
};

describe(`db:copy from the seeded SQLite file into ${testDialect}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'ppr-desk-copy-'));
  const sourceFile = join(dir, 'ppr-desk.sqlite');
  let source: Db;
  let target: TestDatabase;
  let targetDb: Db;
  let original: Awaited<ReturnType<typeof summaries>>;

  beforeAll(async () => {
    source = openDatabase(sourceFile);
    await migrateToLatest(source);
    await seedDatabase(source);
    await useTheDesk(source);
    writeFileSync(join(dir, 'jwt-secret'), SECRET);
    original = await summaries(source);
    target = await createTestDatabase();
    targetDb = target.open();
  });
  afterAll(async () => {
    await source.destroy();
    await targetDb.destroy();
    await target.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table with the same counts and checksums, and says so', async () => {
    const { code, output } = await dbCopy(sourceFile, target.location.url ?? target.location.file);
    expect(code, output).toBe(0);
    expect(output).toContain('every count and checksum matches');
    const copied = await summaries(targetDb);
    const { server_meta: _meta, ...copiedData } = copied;
    const { server_meta: _originalMeta, ...originalData } = original;
    expect(copiedData).toEqual(originalData);
    expect(Object.entries(original).filter(([, table]) => table.rows === 0)).toEqual([]);
    expect(original.landings?.rows).toBeGreaterThan(10);
    // The epoch comes along, so desks' sync cursors stay good; on PostgreSQL so does the token key.
    const meta = await targetDb.selectFrom('server_meta').select(['key', 'value']).orderBy('key').execute();
    const epoch = await source
      .selectFrom('server_meta')
      .selectAll()
      .where('key', '=', 'sync_epoch')
      .execute();
    expect(meta).toEqual(expect.arrayContaining(epoch));
    if (testDialect === 'postgres') expect(meta).toContainEqual({ key: 'jwt_secret', value: SECRET });
  }, 60_000);

  it('refuses a target that already holds data, changing nothing', async () => {
    const before = await summaries(targetDb);
    const { code, output } = await dbCopy(sourceFile, target.location.url ?? target.location.file);
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^The target already holds data \(\d+ rows in categories\)/m);
    expect(await summaries(targetDb)).toEqual(before);
  }, 60_000);

  it('copies back into a fresh SQLite file identical to the first', async () => {
    const back = openDatabase(join(dir, 'back.sqlite'));
    await migrateToLatest(back);
    const checks = await copyDatabase(targetDb, back);
    expect(checks.every((check) => check.same)).toBe(true);
    const { server_meta: _meta, ...returned } = await summaries(back);
    const { server_meta: _originalMeta, ...originalData } = original;
    expect(returned).toEqual(originalData);
    await back.destroy();
  });

  it('serves the copy: the demo owner signs in and a new landing takes a fresh id', async () => {
    const app = await buildApp({ db: targetDb, jwtSecret: SECRET });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const auth = { authorization: `Bearer ${login.json().jwt}` };
      const [pilot, aircraft] = await Promise.all([
        targetDb.selectFrom('users').select('id').where('username', '=', 'pilot1').executeTakeFirstOrThrow(),
        targetDb.selectFrom('aircrafts').select('id').orderBy('id').executeTakeFirstOrThrow(),
      ]);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const created = await app.inject({
        method: 'POST',
        url: '/api/landings',
        headers: auth,
        payload: { data: { user: pilot.id, aircraft: aircraft.id, date: tomorrow, time: '10:00:00' } },
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data.id).toBeGreaterThan(original.landings?.rows ?? 0);
    } finally {
      await app.close();
    }
  });
});
