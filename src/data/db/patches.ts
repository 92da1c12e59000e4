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

/** The server row with every pending patch for it applied, oldest first. */
export function applyPatches(server: Landing, entries: readonly OutboxEntry[]): Landing {
  const row: Landing = { ...server };
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) Object.assign(row, shownPatch(entry));
  return row;
}

/**
 * The mirror row for a server landing: the patched view, with the server's own copy only while a
 * waiting change makes the two differ.
 */
export function toMirrorRow(server: Landing, clubId: number, entries: readonly OutboxEntry[]): MirrorLanding {
  const club = server.club?.id ?? clubId;
  if (entries.length === 0) return { ...server, clubId: club, _server: 'same' };
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
