// Owns the change this tab holds in its undo window, as the outbox last showed it, and sends it
// with `keepalive` when the page is left: a page being unloaded no longer answers IndexedDB (ADR 0075).
import { liveQuery, type Subscription } from 'dexie';
import type { OutboxEntry } from '@/data/db/mirror-types';
import type { PprDb } from '@/data/db/schema';

export interface PartingSend {
  /** A change this tab has just made and holds for its undo window. */
  held(entry: OutboxEntry): void;
  /** The page is being left: the held change goes now if it is still waiting, first in its landing's line. */
  leave(): void;
}

/** `send`: the server's way of sending an entry as the page goes, or nothing where it has none. */
export function partingSend(db: PprDb, send: (entry: OutboxEntry) => void): PartingSend {
  let seq = 0;
  let line: OutboxEntry[] = [];
  let watch: Subscription | undefined;
  return {
    held(entry) {
      watch?.unsubscribe();
      seq = entry.seq;
      line = [entry];
      // Undone, delivered or refused here or in another tab: the outbox says so, and so it is not sent.
      watch = liveQuery(() => db.outbox.where('landingId').equals(entry.landingId).toArray()).subscribe({
        next: (entries) => {
          line = entries;
        },
        error: () => {
          line = [];
        },
      });
    },
    leave() {
      // Alone in its landing's line: a change queued before it must reach the server first.
      const [entry] = line;
      if (line.length === 1 && entry?.seq === seq && entry.state === 'waiting') send(entry);
    },
  };
}
