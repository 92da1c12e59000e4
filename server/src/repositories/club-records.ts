// Writes to the tables whose rows belong to one club (schedules, closures, mtows, club_services), and the
// all-or-nothing replacement of a club's weight bands. Column names come from validated schemas.

import { sql } from 'kysely';
import type { WeightBand } from '@/domain/fees/fee-rules';
import type { Db } from '../db/database';
import { recordTombstone } from './changes';

export type ClubTableName = 'schedules' | 'closures' | 'mtows' | 'club_services';
type Values = Record<string, string | number | null>;

export async function findClubRecord(
  db: Db,
  table: ClubTableName,
  id: number,
): Promise<(Values & { id: number; club_id: number }) | undefined> {
  const { rows } = await sql<
    Values & { id: number; club_id: number }
  >`select * from ${sql.table(table)} where id = ${id}`.execute(db);
  return rows[0];
}

export async function insertClubRecord(
  db: Db,
  table: ClubTableName,
  values: Values,
  now: string,
): Promise<number> {
  const entries = Object.entries({ ...values, createdAt: now, updatedAt: now });
  const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(
    entries.map(([column]) => sql.ref(column)),
  )}) values (${sql.join(entries.map(([, value]) => value))}) returning id`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`insert into ${table} returned no id`);
  return id;
}

export async function updateClubRecord(
  db: Db,
  table: ClubTableName,
  id: number,
  values: Values,
  now: string,
): Promise<void> {
  const assignments = Object.entries({ ...values, updatedAt: now }).map(
    ([column, value]) => sql`${sql.ref(column)} = ${value}`,
  );
  await sql`update ${sql.table(table)} set ${sql.join(assignments)} where id = ${id}`.execute(db);
}

export async function deleteClubRecord(db: Db, table: ClubTableName, id: number): Promise<void> {
  await sql`delete from ${sql.table(table)} where id = ${id}`.execute(db);
}

/**
 * Replaces every band of the club; the caller runs it inside a transaction. The old rows leave
 * tombstones and the new ones carry `changeSeq`, the club's sequence number of this write.
 */
export async function replaceBands(
  db: Db,
  clubId: number,
  bands: readonly WeightBand[],
  now: string,
  changeSeq: number,
): Promise<void> {
  const gone = await db.deleteFrom('mtows').where('club_id', '=', clubId).returning('id').execute();
  for (const { id } of gone) await recordTombstone(db, clubId, changeSeq, 'mtow', id);
  if (bands.length === 0) return;
  await db
    .insertInto('mtows')
    .values(
      bands.map((band) => ({
        ...band,
        club_id: clubId,
        createdAt: now,
        updatedAt: now,
        change_seq: changeSeq,
      })),
    )
    .execute();
}
