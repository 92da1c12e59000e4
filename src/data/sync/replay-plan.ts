// Pure rules of replay: which entry goes next and how long a failed one waits. Kept apart from
// the replayer's I/O so the ordering rules read (and test) on their own.
import type { OutboxEntry } from '@/data/db/mirror-types';

export interface ReplayPick {
  next: OutboxEntry | null;
  /** The earliest instant (epoch ms) a backing-off entry of this user becomes due, if any. */
  nextWakeAt: number | null;
  /** Entries of this user still waiting (sendable now or later). */
  waiting: number;
}

/**
 * What a manual creation is recognised by on a server that keeps no Idempotency-Key (a plain
 * Strapi finds a lost creation by pilot, aircraft, date and time): two identical creations in
 * flight at once could each take the other's landing for its own, so the later one waits.
 */
export function creationKey(entry: OutboxEntry): string | null {
  if (entry.kind !== 'create' || !entry.createData) return null;
  const { user, aircraft, date, time } = entry.createData;
  return `creation:${String(user)}|${String(aircraft)}|${String(date)}|${String(time)}`;
}

/**
 * Oldest first, only the signed-in user's entries. An entry that needs the operator (failed,
 * conflict) or is backing off holds back the later entries of the same landing only: a change
 * must never overtake an earlier one on the same landing, but other landings go on. A creation
 * likewise holds back a later identical creation (see creationKey). An entry still in its undo
 * window (holdUntil after `nowMs`), or a creation whose unanswered send may still reach the server
 * (settleUntil after `nowMs`), waits like one backing off, even when backoff is ignored (`dueBy`
 * later than `nowMs`).
 */
export function pickNext(
  entries: readonly OutboxEntry[],
  userId: number,
  dueBy: number,
  nowMs: number = dueBy,
): ReplayPick {
  const held = new Set<number | string>();
  const holds = (entry: OutboxEntry): Array<number | string> => {
    const key = creationKey(entry);
    return key ? [entry.landingId, key] : [entry.landingId];
  };
  const ordered = [...entries].sort((a, b) => a.seq - b.seq);
  let next: OutboxEntry | null = null;
  let nextWakeAt: number | null = null;
  let waiting = 0;
  for (const entry of ordered) {
    if (entry.userId !== userId) continue;
    if (entry.state === 'waiting') waiting += 1;
    const keys = holds(entry);
    if (keys.some((key) => held.has(key))) continue;
    for (const key of keys) held.add(key);
    if (entry.state !== 'waiting') continue;
    const backingOffUntil = entry.nextAttemptAt > dueBy ? entry.nextAttemptAt : 0;
    const dueAt = Math.max(backingOffUntil, undoableUntil(entry, nowMs), settlingUntil(entry, nowMs));
    if (dueAt > 0) {
      nextWakeAt = nextWakeAt === null ? dueAt : Math.min(nextWakeAt, dueAt);
      continue;
    }
    next ??= entry;
  }
  return { next, nextWakeAt, waiting };
}

/** The end of the entry's undo window (epoch ms) if it is still open at `nowMs`, else 0. */
export function undoableUntil(entry: Pick<OutboxEntry, 'holdUntil' | 'state'>, nowMs: number): number {
  return heldUntil(entry.holdUntil, entry.state, nowMs);
}

/** When a creation's unanswered send can no longer reach the server, if that is after `nowMs`; else 0. */
export function settlingUntil(entry: Pick<OutboxEntry, 'settleUntil' | 'state'>, nowMs: number): number {
  return heldUntil(entry.settleUntil, entry.state, nowMs);
}

/** A hold on a change still waiting to be sent: its end if after `nowMs`, else 0. */
function heldUntil(until: number | undefined, state: OutboxEntry['state'], nowMs: number): number {
  return state === 'waiting' && until !== undefined && until > nowMs ? until : 0;
}

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * Exponential backoff with a cap and jitter: 2 s, 4 s, 8 s … up to 5 min, each scaled into
 * [50 %, 100 %] so desks that lost the same link do not all come back at the same second.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(BACKOFF_CAP_MS, exponential);
  return Math.round(capped * (0.5 + random() / 2));
}
