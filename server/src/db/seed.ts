// Owns the first-start demo seed: in one transaction it writes the catalogue, the demo and other
// clubs with their owners, pilots, aircraft and a set of landings dated around `now`.

import type { Kysely } from 'kysely';
import { centsOf } from '@/domain/fees/cents';
import { hashPassword } from '../auth/password';
import { nextPprNumber } from '../repositories/ppr-numbers';
import type { Db } from './database';
import { isUniqueViolation } from './errors';
import { keepPaidFees } from './migrations/021_desk_paid_cents';
import { mulberry32, pick } from './prng';
import type { Database } from './schema';
import type { BandSeed, ClubSeed, ScheduleSeed } from './seed-data';
import * as data from './seed-data';
import { planDemoLandings, planOtherLandings } from './seed-landings';

export const DEMO_PASSWORD = 'Desk!2026';
export const DEMO_OWNER_EMAIL = 'owner@example.com';
export const OTHER_OWNER_EMAIL = 'other@example.com';

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
          .values({ ...row, club_id: clubId, ppr: await nextPprNumber(trx, clubId, ts.createdAt), ...ts })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (!withServices || clubId !== demoClubId) continue;
        // One or both of the demo club's services, chosen from the same seeded sequence.
        const linked = rand() < 0.5 ? clubServiceIds : [pick(rand, clubServiceIds)];
        await trx
          .insertInto('landings_club_services')
          .values(linked.map((club_service_id) => ({ landing_id: id, club_service_id })))
          .execute();
        // Its fee holds its services, as every fee the desk or the pilot's page prices does.
        const services = linked.reduce(
          (sum, serviceId) => sum + centsOf(clubServices[clubServiceIds.indexOf(serviceId)]?.price ?? 0),
          0,
        );
        if (row.price !== null && row.price !== undefined)
          await trx
            .updateTable('landings')
            .set({ price: (centsOf(row.price) + services) / 100 })
            .where('id', '=', id)
            .execute();
      }
    }
    // The demo's Paid landings were paid at the desk: what was taken is their fee (ADR 0069).
    await keepPaidFees(trx);
    return true;
  });
}
