// The History screen's data: the club's finished landings read live from the mirror, which the
// live sync keeps current, and whether the first sync is still running or the last one failed.
import { useLiveQuery } from 'dexie-react-hooks';
import { finishedLandingsOfClub } from '@/data/db/history-mirror';
import type { MirrorLanding } from '@/data/db/types';
import { useSession } from './app-services-context';
import { useLiveSyncState, useSyncEngine } from './sync-engine-context';

export interface HistoryLandings {
  /** Undefined until the mirror has been read once. */
  rows: MirrorLanding[] | undefined;
  /** The first sync is still running and the mirror has nothing to show yet. */
  loading: boolean;
  /** When the last sync failed (epoch ms), 0 if it has not; changes once per failure. */
  failedAt: number;
}

export function useHistoryLandings(): HistoryLandings {
  const engine = useSyncEngine();
  const { clubId } = useSession();
  const { synced, failedAt } = useLiveSyncState();
  const rows = useLiveQuery(
    () => (clubId === null ? [] : finishedLandingsOfClub(engine.db, clubId)),
    [engine.db, clubId],
  );
  return {
    rows,
    loading: clubId !== null && !synced && failedAt === 0 && (rows === undefined || rows.length === 0),
    failedAt,
  };
}
