// Which landings have desk changes still in the outbox, and of what kind, from the outbox's entries.
import type { OutboxEntry } from '@/data/db/mirror-types';
import type { UnsyncedChanges } from '@/domain/desk/movements-view';

export interface QueuedChanges extends UnsyncedChanges {
  /** Landings with a change the server refused or that conflicts: shown in the sync panel. */
  stuck: ReadonlySet<number>;
  /** The refused or conflicting change of each such landing (its oldest), for the row to say so. */
  refused: ReadonlyMap<number, OutboxEntry>;
}

export const NO_QUEUED_CHANGES: QueuedChanges = {
  any: new Set(),
  decisions: new Set(),
  arrivals: new Set(),
  departures: new Set(),
  endings: new Set(),
  stuck: new Set(),
  refused: new Map(),
};

/** `entries` in the outbox's order (oldest first). */
export function queuedChangesOf(entries: readonly OutboxEntry[]): QueuedChanges {
  const of = (keep: (entry: OutboxEntry) => boolean) =>
    new Set(entries.filter(keep).map((entry) => entry.landingId));
  return {
    any: of(() => true),
    decisions: of((entry) => entry.kind === 'decision'),
    arrivals: of((entry) => entry.kind === 'arrival'),
    departures: of((entry) => entry.kind === 'departure'),
    endings: of((entry) => entry.kind === 'state'),
    stuck: of((entry) => entry.state !== 'waiting'),
    refused: new Map(
      entries
        .filter((entry) => entry.state !== 'waiting')
        .reverse()
        .map((entry) => [entry.landingId, entry]),
    ),
  };
}
