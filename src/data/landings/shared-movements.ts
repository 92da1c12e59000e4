// Structural sharing for the club's movements as the live query reads them again: what did not change
// keeps its object, so a write that changed none of Movements' landings draws nothing again.
import { replaceEqualDeep } from '@tanstack/react-query';
import type { OutboxEntry } from '@/data/db/mirror-types';
import type { ClubMovements } from './mirror';
import type { QueuedChanges } from './queued-changes';

/**
 * `next`, each of its landings that equals the one at the same place in `previous` replaced by that
 * object (TanStack Query's `replaceEqualDeep`), and `previous` itself when nothing differs. Every page
 * of a pull writes landings, and the live query answers each write with a fresh read
 * (docs/decisions/0061).
 */
export function shareMovements(previous: ClubMovements | undefined, next: ClubMovements): ClubMovements {
  if (!previous) return next;
  const landings = replaceEqualDeep(previous.landings, next.landings);
  const changes = sameChanges(previous.changes, next.changes) ? previous.changes : next.changes;
  if (landings === previous.landings && changes === previous.changes) return previous;
  return { landings, changes };
}

/** How each part of the queued changes compares: a part added to them must say how, here. */
const SAME_PART: { [K in keyof QueuedChanges]: (a: QueuedChanges[K], b: QueuedChanges[K]) => boolean } = {
  any: sameSet,
  decisions: sameSet,
  departures: sameSet,
  endings: sameSet,
  stuck: sameSet,
  refused: sameRefusals,
};

function sameChanges(a: QueuedChanges, b: QueuedChanges): boolean {
  const same = <K extends keyof QueuedChanges>(key: K) => SAME_PART[key](a[key], b[key]);
  return (Object.keys(SAME_PART) as (keyof QueuedChanges)[]).every(same);
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

function sameRefusals(a: ReadonlyMap<number, OutboxEntry>, b: ReadonlyMap<number, OutboxEntry>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, entry] of a) {
    const other = b.get(id);
    if (!other || replaceEqualDeep(entry, other) !== entry) return false;
  }
  return true;
}
