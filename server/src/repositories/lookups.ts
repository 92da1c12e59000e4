// Existence and ownership checks that writes make before they link records together.
import type { Db } from '../db/database';

/** A pilot account by id; an owner's id (with or without a club) finds nothing (ADR 0007). */
/** A pilot the club has met (named on one of its landings): a club never reaches another's pilots. */
export function findPilot(db: Db, id: number, clubId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'username', 'email'])
    .where('id', '=', id)
    .where('role', '=', 'pilot')
    .where('id', 'in', (eb) => eb.selectFrom('landings').select('user_id').where('club_id', '=', clubId))
    .executeTakeFirst();
}

export function findAircraft(db: Db, id: number) {
  return db
    .selectFrom('aircrafts')
    .select(['id', 'mtow', 'category'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function serviceExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('services').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Of the given club-service ids, those the club offers now (not removed). */
export async function ownClubServiceIds(db: Db, clubId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('club_services')
    .select('id')
    .where('club_id', '=', clubId)
    .where('id', 'in', ids)
    .where('removed_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** The club's service of this kind that it stopped offering, if any: offering it again brings it back. */
export async function removedClubService(
  db: Db,
  clubId: number,
  serviceId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('club_services')
    .select('id')
    .where('club_id', '=', clubId)
    .where('service_id', '=', serviceId)
    .where('removed_at', 'is not', null)
    .executeTakeFirst();
  return row?.id;
}

/** The club's services by id, removed ones too, with their prices (euros as stored): a correction's. */
export async function clubServicePrices(db: Db, clubId: number): Promise<Map<number, number | null>> {
  const rows = await db
    .selectFrom('club_services')
    .select(['id', 'price'])
    .where('club_id', '=', clubId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.price]));
}

/** The club services chosen for a landing (their ids). */
export async function landingServiceIds(db: Db, landingId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('landings_club_services')
    .select('club_service_id')
    .where('landing_id', '=', landingId)
    .execute();
  return rows.map((row) => row.club_service_id);
}
