// Pure merging of server rows and pending changes: the rule that a refresh never undoes a change
// still waiting in the outbox (docs/product.md#sync-and-offline, point 5).
import type { Landing } from '@/domain/wire/entities';
import type { MirrorLanding, OutboxEntry } from './mirror-types';

/** What a change makes the row read until the server has it. */
export function shownPatch(entry: Pick<OutboxEntry, 'patch' | 'shown'>): Partial<Landing> {
  // Services travel as ids; the row shows them from `shown` (a correction always sets both).
  const { club_services: _ids, ...patch } = entry.patch;
  return { ...patch, ...entry.shown };
}

/**
 * The changes of one landing its row shows, oldest first: those on their way, up to the first the
 * server refused or that conflicts. That one and those queued behind it wait for the operator, and
 * meanwhile the row is where the server has it (a refused arrival is not parked), saying what was
 * refused: what the server refused never looks accepted.
 */
export function shownEntries(entries: readonly OutboxEntry[]): OutboxEntry[] {
  const inOrder = [...entries].sort((a, b) => a.seq - b.seq);
  const stuck = inOrder.findIndex((entry) => entry.state !== 'waiting');
  return stuck < 0 ? inOrder : inOrder.slice(0, stuck);
}

/** The server row with the patches its row shows applied, oldest first. */
export function applyPatches(server: Landing, entries: readonly OutboxEntry[]): Landing {
  const row: Landing = { ...server };
  for (const entry of shownEntries(entries)) Object.assign(row, shownPatch(entry));
  return row;
}

/**
 * The mirror row for a server landing: the patched view, with the server's own copy only while a
 * change on its way makes the two differ.
 */
export function toMirrorRow(server: Landing, clubId: number, entries: readonly OutboxEntry[]): MirrorLanding {
  const club = server.club?.id ?? clubId;
  if (shownEntries(entries).length === 0) return { ...server, clubId: club, _server: 'same' };
  return { ...applyPatches(server, entries), clubId: club, _server: server };
}

/** The server's row behind a mirror row; null for a manual creation not on the server yet. */
export function serverRow(row: MirrorLanding): Landing | null {
  if (row._server === 'same') {
    const { clubId: _clubId, _server, ...landing } = row;
    return landing;
  }
  return row._server;
}

/** A write answer without populated relations keeps the relations the mirror already knew. */
export function keepRelations(answer: Landing, previous: Landing | null | undefined): Landing {
  if (!previous) return answer;
  return {
    ...answer,
    club_services: previous.club_services,
    club: previous.club,
    aircraft: previous.aircraft,
    user: previous.user,
    from: previous.from,
  };
}
