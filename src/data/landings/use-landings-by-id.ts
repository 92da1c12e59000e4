// The mirror's rows of some landings by id (the sync panel's: the landings its waiting changes
// touch), read live from IndexedDB so a row the replayer stores shows its new state at once.
import { useLiveQuery } from 'dexie-react-hooks';
import type { MirrorLanding } from '@/data/db/mirror-types';
import { useSyncEngine } from '@/data/react/sync-engine-context';

/** Undefined while loading; ids the mirror does not hold are left out. */
export function useLandingsById(ids: readonly number[]): Map<number, MirrorLanding> | undefined {
  const { db } = useSyncEngine();
  return useLiveQuery(async () => {
    const rows = await db.landings.bulkGet([...ids]);
    return new Map(rows.filter((row): row is MirrorLanding => row !== undefined).map((row) => [row.id, row]));
  }, [db, ids.join(',')]);
}
