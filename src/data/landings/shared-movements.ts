// Structural sharing for the club's movements as the live query reads them again: what did not change
// keeps its object, so a write that changed none of Movements' landings draws nothing again.
import { replaceEqualDeep } from '@tanstack/react-query';
import type { ClubMovements } from './mirror';

/**
 * `next`, each of its landings and outbox entries that equals the one at the same place in `previous`
 * replaced by that object (TanStack Query's `replaceEqualDeep`), its queued changes kept while the
 * entries they are made from are, and `previous` itself when nothing differs. Every page of a pull
 * writes landings, and the live query answers each write with a fresh read (docs/decisions/0061).
 */
export function shareMovements(previous: ClubMovements | undefined, next: ClubMovements): ClubMovements {
  if (!previous) return next;
  const landings = replaceEqualDeep(previous.landings, next.landings);
  const entries = replaceEqualDeep(previous.entries, next.entries);
  if (entries === previous.entries && landings === previous.landings) return previous;
  return { landings, entries, changes: entries === previous.entries ? previous.changes : next.changes };
}
