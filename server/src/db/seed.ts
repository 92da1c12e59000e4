// Owns the first-start demo seed: in one transaction it writes the catalogue, the demo and other
// clubs with their owners, pilots, aircraft and a set of landings dated around `now`.

import type { Insertable, Kysely } from 'kysely';
import { estimatedLandingFee, formatTimeParked, parkingFee } from '@/domain/fees';
import { hashPassword } from '../auth/password';
import type { Db } from './database';
import { isUniqueViolation } from './errors';
import type { Database, LandingTable } from './schema';
import type { BandSeed, ClubSeed, ScheduleSeed } from './seed-data';
import * as data from './seed-data';

export const DEMO_PASSWORD = 'Desk!2026';
export const DEMO_OWNER_EMAIL = 'owner@example.com';
export const OTHER_OWNER_EMAIL = 'other@example.com';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

type LandingRow = Omit<Insertable<LandingTable>, 'club_id' | 'createdAt' | 'updatedAt'>;
interface Planned {
  row: LandingRow;
  withServices: boolean;
}
interface Ctx {
  now: Date;
  rand: () => number;
  pilots: { id: number; name: string }[];
  aircraft: { id: number; name: string; category: string; mtow: number }[];
  origins: number[];
  bands: readonly BandSeed[];
  rates: ClubSeed;
}

/** mulberry32: tiny and deterministic, so the same `now` always yields the same demo. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
const isoTime = (d: Date): string => d.toISOString().slice(11, 23);
const at = (d: Date) => ({ date: isoDate(d), time: isoTime(d) });
const APPROVED = { permission: 1, landing_permission: 1 } as const;
const startOfUtcDay = (d: Date): number => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/**
 * A slot `days` from today (UTC). Today's slot is pushed to a quarter hour after `now` so it still
 * reads as upcoming, but never past 23:59, because the buckets are defined by UTC date.
 */
function slot(now: Date, days: number, hour: number, minute: number): Date {
  const day = startOfUtcDay(now) + days * DAY;
  const planned = day + hour * HOUR + minute * MINUTE;
  if (days !== 0) return new Date(planned);
  const soon = Math.ceil((now.getTime() + 30 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE;
  return new Date(Math.min(Math.max(planned, soon), day + DAY - MINUTE));
}

function common(
  ctx: Ctx,
  aircraft = pick(ctx.rand, ctx.aircraft),
): Omit<LandingRow, 'date' | 'time' | 'status'> {
  const { rand } = ctx;
  const pilot = pick(rand, ctx.pilots);
  const purpose = pick(rand, data.PURPOSES);
  const others = data.PASSENGER_NAMES.filter(() => rand() < 0.25).slice(0, 3);
  return {
    aircraft_id: aircraft.id,
    user_id: pilot.id,
    // About one landing in six has no known origin, as when a pilot files from an unlisted strip.
    from_id: rand() < 1 / 6 ? null : pick(rand, ctx.origins),
    landingPurpose: purpose,
    passengers_on_board: JSON.stringify([pilot.name, ...others]),
    price: estimatedLandingFee(ctx.bands, aircraft.mtow, purpose),
  };
}

function request(ctx: Ctx, when: Date, decision: 0 | 1 | null): Planned {
  const row: LandingRow = {
    ...common(ctx),
    ...at(when),
    status: 'pending',
    permission: decision,
    landing_permission: decision,
    paymentStatus: 'Pending',
  };
  return { row, withServices: false };
}

function parked(ctx: Ctx, ata: Date, aircraft?: Ctx['aircraft'][number]): Planned {
  const row: LandingRow = {
    ...common(ctx, aircraft),
    ...at(ata),
    ...APPROVED,
    status: 'parked',
    paymentStatus: 'Pending',
    ata: ata.toISOString(),
  };
  return { row, withServices: false };
}

function finished(ctx: Ctx, ata: Date, departure: Date): Planned {
  const base = common(ctx);
  const aircraft = ctx.aircraft.find((a) => a.id === base.aircraft_id);
  const roll = ctx.rand();
  const row: LandingRow = {
    ...base,
    ...at(ata),
    ...APPROVED,
    status: 'finished',
    paymentStatus: roll < 0.7 ? 'Paid' : roll < 0.85 ? 'Pending' : 'Captive',
    ata: ata.toISOString(),
    departure: departure.toISOString(),
    time_parked: formatTimeParked(departure.getTime() - ata.getTime()),
    price: parkingFee({
      landingPrice: base.price ?? null,
      rates: ctx.rates,
      category: aircraft?.category,
      ata,
      until: departure,
    }),
  };
  return { row, withServices: ctx.rand() < 0.3 };
}

/** Minutes-precise instant `ms` before now, so ata reads like a logged time. */
function before(now: Date, ms: number): Date {
  return new Date(Math.floor((now.getTime() - ms) / MINUTE) * MINUTE);
}

function planDemoLandings(ctx: Ctx): Planned[] {
  const { now, rand } = ctx;
  const byCategory = (category: string) => ctx.aircraft.find((a) => a.category === category);
  const plan: Planned[] = [
    ...[0, 1, 2, 3].map((d, i) => request(ctx, slot(now, d, 11 + i * 2, 15 * i), null)),
    ...[0, 1, 3, 5].map((d, i) => request(ctx, slot(now, d, 10 + i * 2, 30), 1)),
    parked(ctx, before(now, HOUR + 7 * MINUTE), byCategory('Single engine')),
    parked(ctx, before(now, 3 * HOUR + 12 * MINUTE), byCategory('Helicopter')),
    parked(ctx, before(now, 5 * HOUR + 20 * MINUTE), byCategory('Twin engine')),
    request(ctx, slot(now, 2, 14, 0), 0),
  ];
  for (let i = 0; i < 64; i++) {
    // Spread over the last 59 whole days, arriving by 15:00 so even a 9 h stay departs that day.
    const day = startOfUtcDay(now) - (1 + Math.floor((i * 59) / 64)) * DAY;
    const ata = new Date(day + (8 + Math.floor(rand() * 7)) * HOUR + Math.floor(rand() * 12) * 5 * MINUTE);
    const departure = new Date(ata.getTime() + (30 + Math.floor(rand() * 511)) * MINUTE);
    const landing = finished(ctx, ata, departure);
    // One legacy row the client must tolerate: passengers that are not JSON.
    if (i === 17) landing.row.passengers_on_board = 'n/a';
    plan.push(landing);
  }
  return plan;
}

function planOtherLandings(ctx: Ctx): Planned[] {
  const { now } = ctx;
  const ata = (days: number, hour: number) => new Date(startOfUtcDay(now) - days * DAY + hour * HOUR);
  return [
    request(ctx, slot(now, 1, 12, 0), null),
    request(ctx, slot(now, 2, 15, 30), 1),
    parked(ctx, before(now, 2 * HOUR)),
    finished(ctx, ata(5, 10), ata(5, 13)),
    finished(ctx, ata(12, 9), ata(12, 16)),
  ];
}

async function ownerExists(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', DEMO_OWNER_EMAIL))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One transaction; two processes starting on one empty database both try, the catalogue's unique
 * names let one win, and the other finds the demo there.
 */
async function seedOnce(db: Db, write: (trx: Db) => Promise<boolean>): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => ((await ownerExists(trx)) ? false : write(trx)));
  } catch (error) {
    if (isUniqueViolation(error) && (await ownerExists(db))) return false;
    throw error;
  }
}

/** Seeds once: returns false and changes nothing when the demo owner already exists. */
export async function seedDatabase(db: Db, now: Date = new Date()): Promise<boolean> {
  if (await ownerExists(db)) return false;
  // scrypt is deliberately slow: hash once, before taking the write lock, and share the hash.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ts = { createdAt: now.toISOString(), updatedAt: now.toISOString() };

  return seedOnce(db, async (trx) => {
    const stamp = <T extends object>(rows: readonly T[]) => rows.map((row) => ({ ...row, ...ts }));
    // Bulk inserts map ids back by unique name: SQLite does not promise RETURNING's row order.
    const categories = await trx
      .insertInto('categories')
      .values(stamp(data.CATEGORIES.map((name) => ({ name }))))
      .returning(['id', 'name'])
      .execute();
    const services = await trx
      .insertInto('services')
      .values(stamp(data.SERVICES))
      .returning(['id', 'name'])
      .execute();
    const idOf = (rows: readonly { id: number; name: string }[], name: string): number => {
      const found = rows.find((r) => r.name === name);
      if (!found) throw new Error(`seed: no row named ${name}`);
      return found.id;
    };

    const insertClub = async (
      { category, ...club }: ClubSeed,
      hours: readonly ScheduleSeed[],
      bands: readonly BandSeed[],
    ) => {
      const { id } = await trx
        .insertInto('clubs')
        .values({ ...club, category_id: idOf(categories, category), ...ts })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('schedules')
        .values(stamp(hours.map((h) => ({ ...h, club_id: id }))))
        .execute();
      await trx
        .insertInto('mtows')
        .values(stamp(bands.map((b) => ({ ...b, club_id: id }))))
        .execute();
      return id;
    };
    const demoClubId = await insertClub(data.DEMO_CLUB, data.DEMO_SCHEDULES, data.DEMO_BANDS);
    const otherClubId = await insertClub(data.OTHER_CLUB, data.OTHER_SCHEDULES, data.OTHER_BANDS);
    const origins = await trx.insertInto('clubs').values(stamp(data.ORIGIN_CLUBS)).returning('id').execute();

    const clubServices = data.DEMO_CLUB_SERVICES.map(({ service, price }) => ({
      club_id: demoClubId,
      service_id: idOf(services, service),
      price,
    }));
    const clubServiceIds = (
      await trx.insertInto('club_services').values(stamp(clubServices)).returning('id').execute()
    ).map((r) => r.id);

    const account = { ...data.ACCOUNT_DEFAULTS, password_hash: passwordHash };
    const owners = [
      { ...data.DEMO_OWNER, email: DEMO_OWNER_EMAIL, clubOwner_id: demoClubId },
      { ...data.OTHER_OWNER, email: OTHER_OWNER_EMAIL, clubOwner_id: otherClubId },
    ];
    await trx
      .insertInto('users')
      .values(stamp(owners.map((o) => ({ ...o, ...account }))))
      .execute();
    const pilots = await trx
      .insertInto('users')
      .values(stamp(data.PILOTS.map((p) => ({ ...p, ...account, role: 'pilot' as const }))))
      .returning(['id', 'name', 'username'])
      .execute();
    const aircraft = await trx
      .insertInto('aircrafts')
      .values(stamp(data.AIRCRAFT))
      .returning(['id', 'name', 'category', 'mtow'])
      .execute();

    const rand = mulberry32(0x5eed2026);
    const shared = {
      now,
      rand,
      pilots: pilots.map((p) => ({ id: p.id, name: p.name ?? p.username })),
      aircraft,
      origins: origins.map((o) => o.id),
    };
    const clubs = [
      {
        clubId: demoClubId,
        plan: planDemoLandings({ ...shared, bands: data.DEMO_BANDS, rates: data.DEMO_CLUB }),
      },
      {
        clubId: otherClubId,
        plan: planOtherLandings({ ...shared, bands: data.OTHER_BANDS, rates: data.OTHER_CLUB }),
      },
    ];
    for (const { clubId, plan } of clubs) {
      for (const { row, withServices } of plan) {
        const { id } = await trx
          .insertInto('landings')
          .values({ ...row, club_id: clubId, ...ts })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (!withServices || clubId !== demoClubId) continue;
        // One or both of the demo club's services, chosen from the same seeded sequence.
        const linked = rand() < 0.5 ? clubServiceIds : [pick(rand, clubServiceIds)];
        await trx
          .insertInto('landings_club_services')
          .values(linked.map((club_service_id) => ({ landing_id: id, club_service_id })))
          .execute();
      }
    }
    return true;
  });
}
