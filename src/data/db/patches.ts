// Pure merging of server rows and pending changes: the rule that a refresh never undoes a change
// still waiting in the outbox (DESIGN offline point 5).
import type { Landing } from '@/domain/types';
import type { MirrorLanding, OutboxEntry } from './types';

/** The server row with every pending patch for it applied, oldest first. */
export function applyPatches(server: Landing, entries: readonly OutboxEntry[]): Landing {
  const row: Landing = { ...server };
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) Object.assign(row, entry.patch);
  return row;
}

/** The mirror row for a server landing: patched view plus the server's own copy. */
export function toMirrorRow(server: Landing, clubId: number, entries: readonly OutboxEntry[]): MirrorLanding {
  return { ...applyPatches(server, entries), clubId: server.club?.id ?? clubId, _server: server };
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
