// Club rows and what hangs off a club for pricing: parking rates, weight bands, club services.

import type { ExpressionBuilder, Updateable } from 'kysely';
import { slugCandidate } from '@/domain/accounts/slug';
import type { ParkingRates, WeightBand } from '@/domain/fees/fee-rules';
import type { Db } from '../db/database';
import type { ClubTable, Database } from '../db/schema';

export type ClubValues = Omit<Updateable<ClubTable>, 'id' | 'createdAt' | 'updatedAt' | 'change_seq'>;

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

/** Whether another club's request page already has this address. */
export async function slugTaken(db: Db, slug: string, exceptClubId: number | null): Promise<boolean> {
  let query = db.selectFrom('clubs').select('id').where('slug', '=', slug);
  if (exceptClubId !== null) query = query.where('id', '!=', exceptClubId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The first of 'base', 'base-2', 'base-3' … that no club uses yet, nor had before (its old address
 * still leads to it); call inside the write's transaction.
 */
export async function freeSlug(db: Db, base: string): Promise<string> {
  const nearBase = (eb: ExpressionBuilder<Database, 'clubs' | 'club_old_slugs'>) =>
    eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]);
  const rows = await db
    .selectFrom('clubs')
    .select('slug')
    .where(nearBase)
    .union(db.selectFrom('club_old_slugs').select('slug').where(nearBase))
    .execute();
  const used = new Set(rows.map((row) => row.slug));
  let n = 1;
  while (used.has(slugCandidate(base, n))) n += 1;
  return slugCandidate(base, n);
}

/** A club takes `slug` as its address: whichever club had it before no longer leads there. */
export async function takeOldSlug(db: Db, slug: string): Promise<void> {
  await db.deleteFrom('club_old_slugs').where('slug', '=', slug).execute();
}

/** The club's request page moves to `next`: its address until now leads there from now on. */
export async function moveSlug(db: Db, clubId: number, next: string, now: string): Promise<void> {
  await takeOldSlug(db, next);
  const current = (await db.selectFrom('clubs').select('slug').where('id', '=', clubId).executeTakeFirst())
    ?.slug;
  if (!current || current === next) return;
  await db
    .insertInto('club_old_slugs')
    .values({ slug: current, club_id: clubId, createdAt: now })
    .onConflict((conflict) => conflict.column('slug').doUpdateSet({ club_id: clubId, createdAt: now }))
    .execute();
}

/** What the acceptance rules read of a club: the stored rules and the airfield's coordinates. */
export function acceptanceSetting(db: Db, clubId: number) {
  return db
    .selectFrom('clubs')
    .select(['acceptance_rules', 'lat', 'long'])
    .where('id', '=', clubId)
    .executeTakeFirst();
}
