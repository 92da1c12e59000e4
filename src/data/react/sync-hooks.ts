// Live views of the sync state for the header and its panel, read from IndexedDB so every tab
// shows the same queue.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { lastSyncedAt, rejectedToken } from '@/data/db/meta';
import type { OutboxEntry } from '@/data/db/mirror-types';
import { NO_QUEUED_CHANGES, type QueuedChanges, queuedChangesOf } from '@/data/landings/queued-changes';
import { listOutbox } from '@/data/sync/outbox';
import { useSession } from './app-services-context';
import { useSyncEngine } from './sync-engine-context';

export interface OutboxView {
  /** This account's entries, oldest first. */
  mine: OutboxEntry[];
  /** Entries another account made on this device: shown as waiting, never replayed here. */
  othersCount: number;
  /** True when the server refused the current token: the queue waits for a new sign-in. */
  signInAgain: boolean;
  loaded: boolean;
}

export function useOutboxView(): OutboxView {
  const { db } = useSyncEngine();
  const { userId, token } = useSession();
  const entries = useLiveQuery(() => listOutbox(db), [db]);
  const rejected = useLiveQuery(() => rejectedToken(db), [db]);
  const all = entries ?? [];
  return {
    mine: all.filter((entry) => entry.userId === userId),
    othersCount: all.filter((entry) => entry.userId !== userId).length,
    signInAgain: token !== null && rejected === token,
    loaded: entries !== undefined,
  };
}

/** The last successful sync (refresh or replay) of the signed-in club, as an ISO instant. */
export function useLastSyncedAt(): string | null {
  const { db } = useSyncEngine();
  const { clubId } = useSession();
  return useLiveQuery(() => (clubId === null ? null : lastSyncedAt(db, clubId)), [db, clubId]) ?? null;
}

/**
 * The landings with a change still in the outbox ("waiting"), and each one's refused or conflicting
 * change, so that a row never shows as accepted what the server did not take.
 */
export function useLandingChanges(): Pick<QueuedChanges, 'any' | 'refused'> {
  const { db } = useSyncEngine();
  const entries = useLiveQuery(() => listOutbox(db), [db]);
  return useMemo(() => (entries ? queuedChangesOf(entries) : NO_QUEUED_CHANGES), [entries]);
}
