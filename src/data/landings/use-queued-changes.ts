// Which landings have desk changes still in the outbox, read live from IndexedDB so every tab
// marks the same rows: what kind of change waits, and whether one needs the operator.
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '@/data/db/mirror-types';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { listOutbox } from '@/data/sync/outbox';
import type { UnsyncedChanges } from '@/domain/desk/movements-view';

export interface QueuedChanges extends UnsyncedChanges {
  /** Landings with a change the server refused or that conflicts: shown in the sync panel. */
  stuck: ReadonlySet<number>;
  /** The refused or conflicting change of each such landing (its oldest), for the row to say so. */
  refused: ReadonlyMap<number, OutboxEntry>;
}

const NONE: QueuedChanges = {
  any: new Set(),
  decisions: new Set(),
  departures: new Set(),
  endings: new Set(),
  stuck: new Set(),
  refused: new Map(),
};

export function useQueuedChanges(): QueuedChanges {
  const { db } = useSyncEngine();
  return (
    useLiveQuery(async () => {
      const entries = await listOutbox(db);
      const of = (keep: (entry: (typeof entries)[number]) => boolean) =>
        new Set(entries.filter(keep).map((entry) => entry.landingId));
      return {
        any: of(() => true),
        decisions: of((entry) => entry.kind === 'decision'),
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
    }, [db]) ?? NONE
  );
}
