// The per-club change sequence of live sync (docs/decisions/0010): every synced write takes the
// next number in its own transaction, deletions leave tombstones, and the sync pull reads by it.
import type { Db } from '../db/database';

export type SyncedEntity = 'landing' | 'club' | 'schedule' | 'closure' | 'mtow' | 'club-service';

/**
 * The club's next sequence number, for the rows this write stores. Call it first in the write's
 * transaction, before the write reads what it checks: the counter row stays locked until commit,
 * so writes of one club run one at a time and commit in sequence order, and a reader never skips
 * a number that is still to come (docs/decisions/0010, 0012).
 */
export async function stampChange(trx: Db, clubId: number): Promise<number> {
  const { last_seq } = await trx
    .insertInto('sync_clubs')
    .values({ club_id: clubId, last_seq: 1 })
    .onConflict((oc) =>
      oc.column('club_id').doUpdateSet((eb) => ({ last_seq: eb('sync_clubs.last_seq', '+', 1) })),
    )
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return last_seq;
}

/** A deleted row, so desks that had it learn it is gone. */
export async function recordTombstone(
  trx: Db,
  clubId: number,
  seq: number,
  entity: SyncedEntity,
  entityId: number,
): Promise<void> {
  await trx
    .insertInto('sync_tombstones')
    .values({ club_id: clubId, seq, entity, entity_id: entityId })
    .execute();
}

/** The club's last sequence number (0 before its first synced write). */
export async function lastSequence(db: Db, clubId: number): Promise<number> {
  const row = await db
    .selectFrom('sync_clubs')
    .select('last_seq')
    .where('club_id', '=', clubId)
    .executeTakeFirst();
  return row?.last_seq ?? 0;
}

/** This database's epoch: a cursor made by another database (a reset server) is not believed. */
export async function syncEpoch(db: Db): Promise<string> {
  const row = await db
    .selectFrom('server_meta')
    .select('value')
    .where('key', '=', 'sync_epoch')
    .executeTakeFirst();
  if (!row) throw new Error('server_meta has no sync_epoch: the database is not migrated');
  return row.value;
}

/** Where a pull has got to: every row up to this (change_seq, id), in that order, is covered. */
export interface SyncPosition {
  seq: number;
  id: number;
}

/** The next page of the club's landings written after `after`, in (change_seq, id) order. */
export async function landingsChangedAfter(
  db: Db,
  clubId: number,
  after: SyncPosition,
  limit: number,
): Promise<Array<Record<string, unknown> & { id: number; change_seq: number }>> {
  return db
    .selectFrom('landings')
    .selectAll()
    .where('club_id', '=', clubId)
    .where((eb) =>
      eb.or([
        eb('change_seq', '>', after.seq),
        eb.and([eb('change_seq', '=', after.seq), eb('id', '>', after.id)]),
      ]),
    )
    .orderBy('change_seq')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Landings deleted after sequence `seq`, and whether any settings row changed or went since. */
export async function changesSince(
  db: Db,
  clubId: number,
  seq: number,
): Promise<{ deletedLandings: number[]; settings: boolean }> {
  const tombstones = await db
    .selectFrom('sync_tombstones')
    .select(['entity', 'entity_id'])
    .where('club_id', '=', clubId)
    .where('seq', '>', seq)
    .execute();
  const deletedLandings = tombstones.filter((t) => t.entity === 'landing').map((t) => t.entity_id);
  if (tombstones.some((t) => t.entity !== 'landing')) return { deletedLandings, settings: true };
  const settingsTables = ['clubs', 'schedules', 'closures', 'mtows', 'club_services'] as const;
  for (const table of settingsTables) {
    const column = table === 'clubs' ? 'id' : 'club_id';
    const changed = await db
      .selectFrom(table)
      .select('id')
      .where(column, '=', clubId)
      .where('change_seq', '>', seq)
      .limit(1)
      .executeTakeFirst();
    if (changed) return { deletedLandings, settings: true };
  }
  return { deletedLandings, settings: false };
}
