import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { migrateToLatest, openDatabase } from './database';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDatabase } from './seed';

const dir = mkdtempSync(join(tmpdir(), 'ppr-desk-db-'));
const file = join(dir, 'desk.sqlite');
const secret = 'restart-test-secret-long-enough-for-hs256';
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migrations and restarts', () => {
  it('migrates an empty file to every table, in WAL mode', async () => {
    const db = openDatabase(file);
    expect(await migrateToLatest(db)).toEqual(['001_initial']);
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'aircrafts',
        'categories',
        'club_services',
        'clubs',
        'idempotency_keys',
        'landings',
        'landings_club_services',
        'mtows',
        'schedules',
        'services',
        'users',
      ]),
    );
    const { rows: mode } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(mode[0]?.journal_mode).toBe('wal');
    expect(await seedDatabase(db)).toBe(true);
    await db.destroy();
  });

  it('keeps data, accounts and tokens across a restart, migrating nothing twice', async () => {
    const first = openDatabase(file);
    const app = await buildApp({ db: first, jwtSecret: secret });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD },
    });
    const token = login.json().jwt as string;
    const landing = await first
      .selectFrom('landings')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const paid = await app.inject({
      method: 'PUT',
      url: `/api/landings/${landing.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { data: { paymentStatus: 'Paid' } },
    });
    expect(paid.statusCode).toBe(200);
    const count = await first
      .selectFrom('landings')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await app.close();
    await first.destroy();

    const second = openDatabase(file);
    expect(await migrateToLatest(second)).toEqual([]);
    expect(await seedDatabase(second)).toBe(false);
    const again = await second
      .selectFrom('landings')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(again.n).toBe(count.n);
    const restarted = await buildApp({ db: second, jwtSecret: secret });
    const read = await restarted.inject({
      method: 'GET',
      url: `/api/landings/${landing.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes.paymentStatus).toBe('Paid');
    await restarted.close();
    await second.destroy();
  });
});
