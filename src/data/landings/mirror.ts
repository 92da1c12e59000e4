// The landings of the mirror: writing the server's rows (every write re-applies the outbox's waiting
// changes, and a scoped write deletes only rows the server no longer has) and the reads the
// Movements and History screens make. A landing the pilot has just cancelled is announced
// (cancellation-notices.ts).

import type { MirrorLanding, OutboxEntry } from '@/data/db/mirror-types';
import { keepRelations, serverRow, toMirrorRow } from '@/data/db/patches';
import type { PprDb } from '@/data/db/schema';
import type { Landing } from '@/domain/wire/entities';
import {
  announcePilotCancellations,
  type CancelledLanding,
  newlyCancelledByPilot,
} from './cancellation-notices';
import { type QueuedChanges, queuedChangesOf } from './queued-changes';

/** Which server rows one refresh is authoritative for (e.g. club 1, date ≥ today). */
export interface LandingScope {
  clubId: number;
  includes(server: Landing): boolean;
}

function groupByLanding(entries: readonly OutboxEntry[]): Map<number, OutboxEntry[]> {
  const byLanding = new Map<number, OutboxEntry[]>();
  for (const entry of entries) {
    const list = byLanding.get(entry.landingId) ?? [];
    list.push(entry);
    byLanding.set(entry.landingId, list);
  }
  return byLanding;
}

/** The mirror's keys between the lowest and the highest of `incoming`'s ids. */
function mirroredAmong(db: PprDb, incoming: readonly Landing[]): Promise<number[]> {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const { id } of incoming) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  return db.landings.where(':id').between(low, high, true, true).primaryKeys();
}

/**
 * Store rows fetched from the server for one club. An existing row whose server copy is newer is
 * kept (a replay may have written a fresher answer while this list was in flight). With a scope,
 * rows inside it that the server did not return are deleted, unless a change waits on them.
 */
export async function writeServerLandings(
  db: PprDb,
  incoming: readonly Landing[],
  clubId: number,
  scope?: LandingScope,
): Promise<void> {
  // Nothing to store and nothing to prove gone: no write transaction to hold up the screens' reads.
  if (incoming.length === 0 && !scope) return;
  let cancelled: CancelledLanding[] = [];
  await db.transaction('rw', db.landings, db.outbox, async () => {
    // Both at once: each read waits its turn behind the database's other work, a page at a time.
    const [waiting, keys] = await Promise.all([
      db.outbox.toArray(),
      // Keys only (no row is read for them). A scoped write needs every key of the club; an
      // unscoped one only those among the incoming ids' range, where a first sync has none yet.
      scope ? db.landings.where('clubId').equals(clubId).primaryKeys() : mirroredAmong(db, incoming),
    ]);
    const pending = groupByLanding(waiting);
    const mirrored = new Set(keys);
    const known = new Map(
      (await db.landings.bulkGet(incoming.filter((l) => mirrored.has(l.id)).map((l) => l.id)))
        .filter((row): row is MirrorLanding => row !== undefined)
        .map((row) => [row.id, serverRow(row)]),
    );
    const fresher = incoming.filter((server) => {
      const stored = known.get(server.id);
      return !stored || stored.updatedAt <= server.updatedAt;
    });
    const rows = fresher.map((server) => toMirrorRow(server, clubId, pending.get(server.id) ?? []));
    cancelled = newlyCancelledByPilot(fresher, known);
    await db.landings.bulkPut(rows);
    if (!scope) return;
    // Only the rows the server did not return are loaded to see whether they are in scope,
    // which after a full sync of thousands is a handful.
    const returned = new Set(incoming.map((landing) => landing.id));
    const others = (
      await db.landings.bulkGet(keys.filter((id) => !returned.has(id) && !pending.has(id)))
    ).filter((row): row is MirrorLanding => row !== undefined);
    await db.landings.bulkDelete(
      others
        .filter((row) => {
          const server = serverRow(row);
          return server !== null && scope.includes(server);
        })
        .map((row) => row.id),
    );
  });
  // After the commit: a notice never names a change the mirror did not keep.
  announcePilotCancellations(db.name, cancelled);
}

/** Landings the server deleted: gone from the mirror, unless a change of this desk waits on one. */
export async function removeServerLandings(db: PprDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction('rw', db.landings, db.outbox, async () => {
    const waiting = new Set(
      (
        await db.outbox
          .where('landingId')
          .anyOf([...ids])
          .toArray()
      ).map((e) => e.landingId),
    );
    await db.landings.bulkDelete(ids.filter((id) => !waiting.has(id)));
  });
}

/**
 * After a full sync of a club (a first one, or a reset, stored page by page): its server rows the
 * server did not send are gone. Rows never sent (manual creations) and rows a change waits on stay.
 */
export async function dropLandingsNotIn(db: PprDb, clubId: number, keep: ReadonlySet<number>): Promise<void> {
  await db.transaction('rw', db.landings, db.outbox, async () => {
    const waiting = new Set((await db.outbox.toArray()).map((entry) => entry.landingId));
    const keys = await db.landings.where('clubId').equals(clubId).primaryKeys();
    const candidates = await db.landings.bulkGet(keys.filter((id) => !keep.has(id) && !waiting.has(id)));
    await db.landings.bulkDelete(
      candidates.filter((row) => row !== undefined && serverRow(row) !== null).map((row) => row?.id ?? 0),
    );
  });
}

/**
 * Store one server answer (a replayed write or a conflict's current row). Must run inside a
 * transaction over landings and outbox; `pendingAfter` are the entries still waiting on it.
 */
export async function putServerLanding(
  db: PprDb,
  answer: Landing,
  hasRelations: boolean,
  clubId: number,
  pendingAfter: readonly OutboxEntry[],
): Promise<void> {
  const previous = await db.landings.get(answer.id);
  const server = hasRelations
    ? answer
    : keepRelations(answer, previous ? (serverRow(previous) ?? previous) : null);
  await db.landings.put(toMirrorRow(server, clubId, pendingAfter));
}

/** Rebuild one row from its server copy and the entries still pending (after a discard). */
export async function rebuildLanding(db: PprDb, landingId: number): Promise<void> {
  const row = await db.landings.get(landingId);
  if (!row) return;
  const server = serverRow(row);
  if (!server) {
    // A manual creation the server never accepted: without its entry nothing remains to show.
    const stillPending = await db.outbox.where('landingId').equals(landingId).count();
    if (stillPending === 0) await db.landings.delete(landingId);
    return;
  }
  const pending = await db.outbox.where('landingId').equals(landingId).toArray();
  await db.landings.put(toMirrorRow(server, row.clubId, pending));
}

export function landingsOfClub(db: PprDb, clubId: number): Promise<MirrorLanding[]> {
  return db.landings.where('clubId').equals(clubId).toArray();
}

/** The landings the movements screen shows and their changes still queued, read in one transaction. */
export interface ClubMovements {
  landings: MirrorLanding[];
  /** The outbox's entries, in its order, as read with the landings: what `changes` is made from. */
  entries: OutboxEntry[];
  changes: QueuedChanges;
}

/**
 * What the movements screen can show: the club's pending and parked landings, read through the
 * [clubId+status] index so thousands of finished ones cost nothing, plus any landing with a change
 * still queued (a departure stays on screen, marked, until the server has it); and those changes.
 */
export async function movementsOfClub(db: PprDb, clubId: number): Promise<ClubMovements> {
  return db.transaction('r', db.landings, db.outbox, async () => {
    // Two equality reads, not anyOf(): each is one getAll, where anyOf() steps a cursor row by row.
    const byStatus = db.landings.where('[clubId+status]');
    const [pending, parked, entries] = await Promise.all([
      byStatus.equals([clubId, 'pending']).toArray(),
      byStatus.equals([clubId, 'parked']).toArray(),
      // In the outbox's order (seq), as the sync panel lists it: listOutbox's read, made here because
      // outbox.ts imports this module.
      db.outbox.orderBy('seq').toArray(),
    ]);
    const live = [...pending, ...parked];
    const seen = new Set(live.map((landing) => landing.id));
    const missing = [...new Set(entries.map((entry) => entry.landingId))].filter((id) => !seen.has(id));
    const queued = (await db.landings.bulkGet(missing)).filter(
      (landing): landing is MirrorLanding => landing !== undefined && landing.clubId === clubId,
    );
    return { landings: [...live, ...queued], entries, changes: queuedChangesOf(entries) };
  });
}

/** movementsOfClub's landings alone, for a one-off read (use-requests-seen.ts). */
export async function movementLandingsOfClub(db: PprDb, clubId: number): Promise<MirrorLanding[]> {
  return (await movementsOfClub(db, clubId)).landings;
}

export { serverRow };

/**
 * History's landings: every finished landing of one club, however many pages of the server they
 * came from, the cancelled ones (by the pilot or the desk) and the no-shows (docs/product/movement-log.md).
 */
export async function finishedLandingsOfClub(db: PprDb, clubId: number): Promise<MirrorLanding[]> {
  // Two equality reads, not anyOf(): each is one getAll, where anyOf() steps a cursor row by row.
  const byStatus = db.landings.where('[clubId+status]');
  const [finished, cancelled, noShows] = await Promise.all([
    byStatus.equals([clubId, 'finished']).toArray(),
    byStatus.equals([clubId, 'cancelled']).toArray(),
    byStatus.equals([clubId, 'no_show']).toArray(),
  ]);
  return [...finished, ...cancelled, ...noShows];
}

/** A free negative id for a manual creation; call inside the enqueue transaction. */
export async function nextTemporaryId(db: PprDb): Promise<number> {
  const lowest = await db.landings.orderBy('id').first();
  return lowest && lowest.id < 0 ? lowest.id - 1 : -1;
}
