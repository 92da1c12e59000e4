// The club's closure dates from the mirror (docs/product/movement-log.md, "Closure dates"): what
// Settings lists, and what Movements and Create Landing check a landing's date against. Kept in
// its own small module so the Movements route carries nothing else of the settings data.
import { useLiveQuery } from 'dexie-react-hooks';
import type { MirrorClosure } from '@/data/db/types';
import { useSyncEngine } from '@/data/react/sync-engine-context';

const NONE: MirrorClosure[] = [];

/** The club's stored closures, the soonest first; undefined while loading. */
export function useClosures(clubId: number | null): MirrorClosure[] | undefined {
  const { db } = useSyncEngine();
  return useLiveQuery(
    async () => (clubId === null ? NONE : db.closures.where('clubId').equals(clubId).sortBy('from')),
    [db, clubId],
  );
}
