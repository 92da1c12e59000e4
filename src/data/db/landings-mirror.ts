// Writing server landings into the mirror and reading them back. Every write re-applies the
// outbox's pending patches, and a scoped refresh deletes only rows the server no longer has.
import type { Landing } from '@/domain/types';
import { keepRelations, toMirrorRow } from './patches';
import type { PprDb } from './schema';
import type { MirrorLanding, OutboxEntry } from './types';

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
  await db.transaction('rw', db.landings, db.outbox, async () => {
    const pending = groupByLanding(await db.outbox.toArray());
    const existing = await db.landings.bulkGet(incoming.map((landing) => landing.id));
    const rows: MirrorLanding[] = [];
    incoming.forEach((server, index) => {
      const known = existing[index]?._server;
      if (known && known.updatedAt > server.updatedAt) return;
      rows.push(toMirrorRow(server, clubId, pending.get(server.id) ?? []));
    });
    await db.landings.bulkPut(rows);
    if (!scope) return;
    const returned = new Set(incoming.map((landing) => landing.id));
    const gone = await db.landings
      .where('clubId')
      .equals(scope.clubId)
      .filter((row) => row._server !== null && scope.includes(row._server) && !returned.has(row.id))
      .primaryKeys();
    await db.landings.bulkDelete(gone.filter((id) => !pending.has(id)));
  });
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
  const server = hasRelations ? answer : keepRelations(answer, previous?._server ?? previous);
  await db.landings.put(toMirrorRow(server, clubId, pendingAfter));
}

/** Rebuild one row from its server copy and the entries still pending (after a discard). */
export async function rebuildLanding(db: PprDb, landingId: number): Promise<void> {
  const row = await db.landings.get(landingId);
  if (!row) return;
  if (!row._server) {
    // A manual creation the server never accepted: without its entry nothing remains to show.
    const stillPending = await db.outbox.where('landingId').equals(landingId).count();
    if (stillPending === 0) await db.landings.delete(landingId);
    return;
  }
  const pending = await db.outbox.where('landingId').equals(landingId).toArray();
  await db.landings.put(toMirrorRow(row._server, row.clubId, pending));
}

export function landingsOfClub(db: PprDb, clubId: number): Promise<MirrorLanding[]> {
  return db.landings.where('clubId').equals(clubId).toArray();
}

/**
 * What the movements screen can show: the club's pending and parked landings, read through the
 * [clubId+status] index so thousands of finished ones cost nothing, plus any landing with a change
 * still queued (a departure stays on screen, marked, until the server has it).
 */
export async function movementLandingsOfClub(db: PprDb, clubId: number): Promise<MirrorLanding[]> {
  return db.transaction('r', db.landings, db.outbox, async () => {
    const [live, queuedIds] = await Promise.all([
      db.landings
        .where('[clubId+status]')
        .anyOf([
          [clubId, 'pending'],
          [clubId, 'parked'],
        ])
        .toArray(),
      db.outbox.orderBy('landingId').uniqueKeys(),
    ]);
    const seen = new Set(live.map((landing) => landing.id));
    const missing = queuedIds.map(Number).filter((id) => !seen.has(id));
    const queued = (await db.landings.bulkGet(missing)).filter(
      (landing): landing is MirrorLanding => landing !== undefined && landing.clubId === clubId,
    );
    return [...live, ...queued];
  });
}

/** A free negative id for a manual creation; call inside the enqueue transaction. */
export async function nextTemporaryId(db: PprDb): Promise<number> {
  const lowest = await db.landings.orderBy('id').first();
  return lowest && lowest.id < 0 ? lowest.id - 1 : -1;
}
