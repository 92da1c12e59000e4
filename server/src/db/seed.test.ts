import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aerodromeByIcao } from '../aerodromes/aerodrome-data';
import { verifyPassword } from '../auth/password';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { type Db, migrateToLatest } from './database';
import type { Database } from './schema';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, OTHER_OWNER_EMAIL, seedDatabase } from './seed';
import { ORIGIN_CLUBS } from './seed-data';

const NOW = new Date('2026-03-18T13:37:21.456Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let database: TestDatabase;
let db: Db;
let seeded: boolean;

async function count(table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function allCounts(): Promise<Record<string, number>> {
  const tables: (keyof Database)[] = [
    'categories',
    'clubs',
    'users',
    'aircrafts',
    'services',
    'club_services',
    'schedules',
    'mtows',
    'landings',
    'landings_club_services',
  ];
  const entries = await Promise.all(tables.map(async (t) => [t, await count(t)] as const));
  return Object.fromEntries(entries);
}

async function demoClubId(): Promise<number> {
  const owner = await db
    .selectFrom('users')
    .select('clubOwner_id')
    .where('email', '=', DEMO_OWNER_EMAIL)
    .executeTakeFirstOrThrow();
  if (owner.clubOwner_id === null) throw new Error('demo owner has no club');
  return owner.clubOwner_id;
}

const demoLandings = async () =>
  db
    .selectFrom('landings')
    .selectAll()
    .where('club_id', '=', await demoClubId())
    .execute();

const today = NOW.toISOString().slice(0, 10);
const inDays = (n: number): string => new Date(NOW.getTime() + n * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.open();
  await migrateToLatest(db);
  seeded = await seedDatabase(db, NOW);
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe('seedDatabase', () => {
  it('seeds on an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('creates the catalogue, both owners, pilots and aircraft', async () => {
    expect(await count('categories')).toBe(4);
    expect(await count('services')).toBe(5);
    const owners = await db
      .selectFrom('users')
      .select(['email', 'clubOwner_id'])
      .where('email', 'in', [DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL])
      .execute();
    expect(owners).toHaveLength(2);
    for (const o of owners) expect(o.clubOwner_id).not.toBeNull();
    expect(new Set(owners.map((o) => o.clubOwner_id)).size).toBe(2);

    const pilots = await db.selectFrom('users').select('id').where('clubOwner_id', 'is', null).execute();
    expect(pilots.length).toBeGreaterThanOrEqual(8);
    const aircraft = await db.selectFrom('aircrafts').select(['category', 'mtow']).execute();
    expect(aircraft.length).toBeGreaterThanOrEqual(8);
    expect(new Set(aircraft.map((a) => a.category))).toEqual(
      new Set(['Single engine', 'Twin engine', 'Bizz jet', 'Helicopter']),
    );
  });

  it('gives the demo club 7 schedules, 3 contiguous bands and 2 of the 5 services', async () => {
    const clubId = await demoClubId();
    const schedules = await db.selectFrom('schedules').selectAll().where('club_id', '=', clubId).execute();
    expect(schedules.map((s) => s.day_index).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const bands = await db
      .selectFrom('mtows')
      .selectAll()
      .where('club_id', '=', clubId)
      .orderBy('weight1')
      .execute();
    expect(bands.map((b) => [b.weight1, b.weight2])).toEqual([
      [0, 1000],
      [1001, 2500],
      [2501, 10000],
    ]);
    const services = await db.selectFrom('club_services').selectAll().where('club_id', '=', clubId).execute();
    expect(services).toHaveLength(2);
  });

  it('seeds each landing bucket for the demo club', async () => {
    const landings = await demoLandings();
    const pending = landings.filter((l) => l.status === 'pending' && l.permission === null);
    expect(pending).toHaveLength(4);
    for (const l of pending) {
      expect(l.landing_permission).toBeNull();
      expect(l.paymentStatus).toBe('Pending');
      expect(l.date >= today && l.date <= inDays(3)).toBe(true);
    }

    const upcoming = landings.filter((l) => l.status === 'pending' && l.permission === 1);
    expect(upcoming).toHaveLength(4);
    for (const l of upcoming) expect(l.date >= today && l.date <= inDays(5)).toBe(true);

    const rejected = landings.filter((l) => l.status === 'pending' && l.permission === 0);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.date && rejected[0].date > today).toBe(true);

    const parked = landings.filter((l) => l.status === 'parked');
    expect(parked).toHaveLength(3);
    for (const l of parked) {
      const ago = NOW.getTime() - Date.parse(l.ata ?? '');
      expect(ago).toBeGreaterThanOrEqual(HOUR);
      expect(ago).toBeLessThanOrEqual(5 * HOUR + 30 * 60_000);
      expect(`${l.date}T${l.time}Z`).toBe(l.ata);
    }

    const finished = landings.filter((l) => l.status === 'finished');
    expect(finished.length).toBeGreaterThanOrEqual(60);
    for (const l of finished) {
      const ata = Date.parse(l.ata ?? '');
      const departure = Date.parse(l.departure ?? '');
      expect(ata).toBeGreaterThanOrEqual(NOW.getTime() - 60 * DAY);
      expect(departure).toBeGreaterThan(ata);
      expect(departure).toBeLessThanOrEqual(NOW.getTime());
      expect(l.time_parked).toMatch(/^\d+h \d+m$/);
      expect(typeof l.price).toBe('number');
    }
    expect(new Set(finished.map((l) => l.paymentStatus))).toEqual(new Set(['Paid', 'Pending', 'Captive']));
    expect(finished.filter((l) => l.passengers_on_board === 'n/a')).toHaveLength(1);
    expect(landings.length).toBe(
      pending.length + upcoming.length + rejected.length + parked.length + finished.length,
    );
  });

  it('gives the other club its own landings', async () => {
    const other = await db
      .selectFrom('users')
      .select('clubOwner_id')
      .where('email', '=', OTHER_OWNER_EMAIL)
      .executeTakeFirstOrThrow();
    const landings = await db
      .selectFrom('landings')
      .select('status')
      .where('club_id', '=', other.clubOwner_id ?? -1)
      .execute();
    expect(landings).toHaveLength(5);
    expect(new Set(landings.map((l) => l.status)).size).toBeGreaterThan(1);
  });

  it('links some finished landings to the demo club services', async () => {
    expect(await count('landings_club_services')).toBeGreaterThan(0);
  });

  it('names the origins as the aerodrome data does, so a typed code reads the same', () => {
    for (const origin of ORIGIN_CLUBS) expect(origin.name1).toBe(aerodromeByIcao(origin.name2 ?? '')?.name);
  });

  it('stores a password the demo owner can sign in with', async () => {
    const owner = await db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', DEMO_OWNER_EMAIL)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(DEMO_PASSWORD, owner.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', owner.password_hash)).toBe(false);
  });

  it('does nothing the second time', async () => {
    const before = await allCounts();
    expect(await seedDatabase(db, new Date(NOW.getTime() + DAY))).toBe(false);
    expect(await allCounts()).toEqual(before);
  });
});
