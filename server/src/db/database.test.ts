// Migrations on an empty database and on one an older release left, and restarts: on the SQLite
// file, and under npm run test:pg on a PostgreSQL database, with the same migrations.
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsOf } from '@/domain/fees/cents';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database';
import { type Db, MIGRATION_NAMES, migrateToLatest } from './database';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_user_role';
import * as m003 from './migrations/003_pilot_requests';
import * as m004 from './migrations/004_sync';
import * as m005 from './migrations/005_shared_limits';
import * as m006 from './migrations/006_locales';
import * as m007 from './migrations/007_sessions';
import * as m008 from './migrations/008_desk_states';
import * as m009 from './migrations/009_ppr_numbers';
import * as m010 from './migrations/010_mail_reply_to';
import * as m011 from './migrations/011_club_clock';
import * as m012 from './migrations/012_closures';
import { keepPaidFees } from './migrations/021_desk_paid_cents';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDatabase } from './seed';

/** The migrations a database stopped before `first` still runs, in order. */
const migrationsFrom = (first: string): string[] => MIGRATION_NAMES.slice(MIGRATION_NAMES.indexOf(first));

const secret = 'restart-test-secret-long-enough-for-hs256';
const databases: TestDatabase[] = [];
const fresh = async () => {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
};
afterAll(async () => {
  for (const database of databases) await database.drop();
});

/** A club with nothing but a name, in a database migrated to the latest: its id. */
async function aClub(db: Db): Promise<number> {
  const ts = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
  const { id } = await db
    .insertInto('clubs')
    .values({ name1: 'Club', request: 0, ...ts })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('migrations and restarts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await fresh();
  });

  it('migrates an empty database to every table', async () => {
    const db = database.open();
    expect(await migrateToLatest(db)).toEqual(MIGRATION_NAMES);
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        'aircrafts',
        'categories',
        'club_services',
        'clubs',
        'idempotency_keys',
        'landings',
        'landings_club_services',
        'mail_outbox',
        'mtows',
        'pilot_requests',
        'rate_limits',
        'request_tokens',
        'schedules',
        'server_meta',
        'services',
        'sync_clubs',
        'sync_tombstones',
        'users',
      ]),
    );
    expect(await seedDatabase(db)).toBe(true);
    await db.destroy();
  });

  it.runIf(testDialect === 'sqlite')('keeps the SQLite file in WAL mode', async () => {
    const db = database.open();
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0]?.journal_mode).toBe('wal');
    await db.destroy();
  });

  it('keeps data, accounts and tokens across a restart, migrating nothing twice', async () => {
    const first = database.open();
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

    const second = database.open();
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

describe('migration 002: owners and pilots', () => {
  it('makes the seeded pilots pilots, and owners of a club or without one owners', async () => {
    const db = (await fresh()).open();
    // A file as the first release left it: only 001 applied.
    await new Migrator({
      db,
      provider: { getMigrations: async () => ({ '001_initial': m001 }) },
    }).migrateToLatest();
    const ts = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const { id: club } = await db
      .insertInto('clubs')
      .values({ name1: 'Club', request: 0, ...ts })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into users (username, email, provider, token_version, confirmed, blocked, name, "licenceNumber", "callSign", "clubOwner_id", "createdAt", "updatedAt") values
      ('owner', 'owner@x.org', 'local', 0, 1, 0, 'Owner', 'PT.FCL.0001', 'OWN', ${club}, ${ts.createdAt}, ${ts.updatedAt}),
      ('pilot', 'pilot@x.org', 'local', 0, 1, 0, 'Pilot', 'PT.FCL.0101', 'CS-1', null, ${ts.createdAt}, ${ts.updatedAt}),
      ('registered', 'new@x.org', 'local', 0, 1, 0, 'registered', null, null, null, ${ts.createdAt}, ${ts.updatedAt})`.execute(
      db,
    );
    expect(await migrateToLatest(db)).toEqual(migrationsFrom('002_user_role'));
    const rows = await db.selectFrom('users').select(['username', 'role']).orderBy('id').execute();
    expect(rows).toEqual([
      { username: 'owner', role: 'owner' },
      { username: 'pilot', role: 'pilot' },
      { username: 'registered', role: 'owner' },
    ]);
    await db.destroy();
  });
});

describe('migration 003: request pages', () => {
  it('gives every club with an owner a unique slug from its name, and an origin club none', async () => {
    const db = (await fresh()).open();
    await new Migrator({
      db,
      provider: { getMigrations: async () => ({ '001_initial': m001 }) },
    }).migrateToLatest();
    const ts = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const club = async (name1: string) =>
      (
        await db
          .insertInto('clubs')
          .values({ name1, request: 0, ...ts })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [first, twin, origin] = [
      await club('Évora Aero'),
      await club('Evora aero!'),
      await club('Évora Aero'),
    ];
    for (const [i, clubId] of [first, twin].entries()) {
      await sql`insert into users (username, email, provider, token_version, confirmed, blocked, "clubOwner_id", "createdAt", "updatedAt")
        values (${`o${i}`}, ${`o${i}@x.org`}, 'local', 0, 1, 0, ${clubId}, ${ts.createdAt}, ${ts.updatedAt})`.execute(
        db,
      );
    }
    expect(await migrateToLatest(db)).toEqual(migrationsFrom('002_user_role'));
    const slugs = await db.selectFrom('clubs').select(['id', 'slug']).orderBy('id').execute();
    expect(slugs).toEqual([
      { id: first, slug: 'evora-aero' },
      { id: twin, slug: 'evora-aero-2' },
      { id: origin, slug: null },
    ]);
    await db.destroy();
  });
});

describe('migration 006: the language of the mails', () => {
  it('gives the landings and accounts already there English, and takes a language from then on', async () => {
    const db = (await fresh()).open();
    // A file as the release before left it: 001 to 005 applied.
    await new Migrator({
      db,
      provider: {
        getMigrations: async () => ({
          '001_initial': m001,
          '002_user_role': m002,
          '003_pilot_requests': m003,
          '004_sync': m004,
          '005_shared_limits': m005,
        }),
      },
    }).migrateToLatest();
    const ts = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const { id: club } = await db
      .insertInto('clubs')
      .values({ name1: 'Club', request: 0, ...ts })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into users (username, email, provider, token_version, confirmed, blocked, "clubOwner_id", "createdAt", "updatedAt")
      values ('owner', 'owner@x.org', 'local', 0, 1, 0, ${club}, ${ts.createdAt}, ${ts.updatedAt})`.execute(
      db,
    );
    await sql`insert into landings (club_id, date, time, status, "createdAt", "updatedAt")
      values (${club}, '2026-01-02', '12:00:00.000', 'pending', ${ts.createdAt}, ${ts.updatedAt})`.execute(
      db,
    );
    expect(await migrateToLatest(db)).toEqual(migrationsFrom('006_locales'));
    expect(await db.selectFrom('users').select('locale').execute()).toEqual([{ locale: 'en' }]);
    expect(await db.selectFrom('landings').select('locale').execute()).toEqual([{ locale: 'en' }]);
    await db.updateTable('users').set({ locale: 'pt' }).execute();
    expect(await db.selectFrom('users').select('locale').execute()).toEqual([{ locale: 'pt' }]);
    await db.destroy();
  });
});

describe('migration 008: desk states', () => {
  it('leaves who cancelled unknown on the landings already there, and gives every club 30 overdue minutes', async () => {
    const db = (await fresh()).open();
    await migrateToLatest(db);
    const ts = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const club = await aClub(db);
    await sql`insert into landings (club_id, date, time, status, "createdAt", "updatedAt")
      values (${club}, '2026-01-02', '12:00:00.000', 'cancelled', ${ts.createdAt}, ${ts.updatedAt})`.execute(
      db,
    );
    expect(await db.selectFrom('landings').select('cancelled_by').execute()).toEqual([
      { cancelled_by: null },
    ]);
    expect(await db.selectFrom('clubs').select('overdue_minutes').execute()).toEqual([
      { overdue_minutes: 30 },
    ]);
    await db.destroy();
  });
});

describe('migration 021: what the desk took', () => {
  it('keeps the fee of a landing Paid before as what was taken, and leaves the rest as they were', async () => {
    const db = (await fresh()).open();
    await migrateToLatest(db);
    const ts = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const club = await aClub(db);
    const landing = (values: Record<string, unknown>) =>
      db
        .insertInto('landings')
        .values({
          club_id: club,
          date: '2026-01-02',
          time: '12:00:00.000',
          status: 'finished',
          ...ts,
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const byRule = await landing({ paymentStatus: 'Paid', payment_method: 'cash', price: 12.345 });
    const byHand = await landing({
      paymentStatus: 'Paid',
      price: 20,
      fee_by_hand: 1850,
      fee_reason: 'Member',
    });
    const online = await landing({
      paymentStatus: 'Paid',
      payment_method: 'online',
      price: 50,
      paid_cents: 4000,
    });
    const unpaid = await landing({ paymentStatus: 'Pending', price: 30 });
    const toPrice = await landing({ paymentStatus: 'Paid', price: null });
    await keepPaidFees(db);
    const taken = async ({ id }: { id: number }) =>
      (await db.selectFrom('landings').select('paid_cents').where('id', '=', id).executeTakeFirstOrThrow())
        .paid_cents;
    // Rounded to whole cents as the desk rounds a fee (centsOf).
    expect(await taken(byRule)).toBe(centsOf(12.345));
    expect(await taken(byHand)).toBe(1850);
    expect(await taken(online)).toBe(4000);
    expect(await taken(unpaid)).toBeNull();
    expect(await taken(toPrice)).toBeNull();
    await db.destroy();
  });
});

describe('migration 013: a public request is not an account', () => {
  it("moves a request's licence onto its landing, unlinks its account, and drops the accounts only the page made", async () => {
    const db = (await fresh()).open();
    // A file as the release before left it: 001 to 012 applied.
    const before = [m001, m002, m003, m004, m005, m006, m007, m008, m009, m010, m011, m012];
    const names = MIGRATION_NAMES.slice(0, MIGRATION_NAMES.indexOf('013_request_pilot_facts'));
    expect(names).toHaveLength(before.length);
    await new Migrator({
      db,
      provider: {
        getMigrations: async () => Object.fromEntries(names.map((name, i) => [name, before[i] ?? m001])),
      },
    }).migrateToLatest();
    const ts = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const { id: club } = await db
      .insertInto('clubs')
      .values({ name1: 'Club', request: 0, ...ts })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = async (username: string, email: string, licence: string) =>
      (
        await sql<{
          id: number;
        }>`insert into users (username, email, provider, token_version, confirmed, blocked, name, "licenceNumber", role, "createdAt", "updatedAt")
        values (${username}, ${email}, 'local', 0, 1, 0, ${username}, ${licence}, 'pilot', ${ts.createdAt}, ${ts.updatedAt}) returning id`.execute(
          db,
        )
      ).rows[0]?.id ?? 0;
    const asked = await person('asked', 'Asked@x.org', 'PT.ASK.1');
    const kept = await person('kept', 'kept@x.org', 'PT.KEPT.1');
    const landing = async (user: number) =>
      (
        await sql<{
          id: number;
        }>`insert into landings (club_id, user_id, date, time, status, "createdAt", "updatedAt")
        values (${club}, ${user}, '2026-01-02', '12:00:00.000', 'pending', ${ts.createdAt}, ${ts.updatedAt}) returning id`.execute(
          db,
        )
      ).rows[0]?.id ?? 0;
    const filed = await landing(asked);
    const desk = await landing(kept);
    await sql`insert into pilot_requests (landing_id, club_id, email_lower, "createdAt")
      values (${filed}, ${club}, 'asked@x.org', ${ts.createdAt})`.execute(db);

    expect(await migrateToLatest(db)).toEqual(migrationsFrom('013_request_pilot_facts'));
    const rows = await db
      .selectFrom('landings')
      .select(['id', 'user_id', 'licenceNumber', 'confirmed_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: filed, user_id: null, licenceNumber: 'PT.ASK.1', confirmed_at: null },
      { id: desk, user_id: kept, licenceNumber: null, confirmed_at: null },
    ]);
    const left = await db.selectFrom('users').select('id').execute();
    expect(left.map((row) => row.id)).toEqual([kept]);
    expect(asked).not.toBe(kept);
    await db.destroy();
  });
});
