// Club rows and what hangs off a club for pricing: parking rates, weight bands, club services.
import type { ParkingRates, WeightBand } from '@/domain/fees';
import type { Db } from '../db/database';
import type { ClubTable } from '../db/schema';

export type ClubValues = Partial<Omit<ClubTable, 'id' | 'createdAt' | 'updatedAt' | 'change_seq'>>;

export function findClub(db: Db, id: number) {
  return db.selectFrom('clubs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function clubExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('clubs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export function parkingRates(db: Db, clubId: number): Promise<ParkingRates | undefined> {
  return db
    .selectFrom('clubs')
    .select(['price_park', 'price_park_twin', 'price_park_bizz', 'price_park_heli', 'hours_free_park'])
    .where('id', '=', clubId)
    .executeTakeFirst();
}

export function weightBands(db: Db, clubId: number): Promise<WeightBand[]> {
  return db
    .selectFrom('mtows')
    .select(['weight1', 'weight2', 'priceLand', 'priceTouchGo'])
    .where('club_id', '=', clubId)
    .orderBy('weight1')
    .execute();
}

/** A new club, with its change sequence started (docs/decisions/0010). */
export async function insertClub(
  db: Db,
  values: ClubValues & { name1: string },
  now: string,
): Promise<number> {
  const { id } = await db
    .insertInto('clubs')
    .values({ request: 0, ...values, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('sync_clubs').values({ club_id: id, last_seq: 0 }).execute();
  return id;
}

/** `changeSeq`: the club's sequence number this write took (repositories/changes.ts). */
export async function updateClub(
  db: Db,
  id: number,
  values: ClubValues,
  now: string,
  changeSeq: number,
): Promise<void> {
  await db
    .updateTable('clubs')
    .set({ ...values, updatedAt: now, change_seq: changeSeq })
    .where('id', '=', id)
    .execute();
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}
