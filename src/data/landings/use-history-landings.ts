// The History screen's data: the club's finished landings read live from the mirror, which the
// live sync keeps current, and whether the first sync is still running or the last one failed.
import { useLiveQuery } from 'dexie-react-hooks';
import type { MirrorLanding } from '@/data/db/mirror-types';
import { finishedLandingsOfClub } from '@/data/landings/mirror';
import { useSession } from '@/data/react/app-services-context';
import { useLiveSyncState, useSyncEngine } from '@/data/react/sync-engine-context';

export interface HistoryLandings {
  /** Undefined until the mirror has been read once. */
  rows: MirrorLanding[] | undefined;
  /** The mirror holds no whole copy yet and the first sync is still running. */
  loading: boolean;
  /** When the last sync failed (epoch ms), 0 if it has not; changes once per failure. */
  failedAt: number;
}

export function useHistoryLandings(): HistoryLandings {
  const engine = useSyncEngine();
  const { clubId } = useSession();
  const { ready, failedAt } = useLiveSyncState();
  const rows = useLiveQuery(
    () => (clubId === null ? [] : finishedLandingsOfClub(engine.db, clubId)),
    [engine.db, clubId],
  );
  return {
    rows,
    loading: clubId !== null && !ready && failedAt === 0,
    failedAt,
  };
}
