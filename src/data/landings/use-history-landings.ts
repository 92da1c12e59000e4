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
  /** Nothing to show yet: the first sync is still filling the mirror, or the mirror is not read yet. */
  loading: boolean;
  /** When the last sync failed (epoch ms), 0 if it has not; changes once per failure. */
  failedAt: number;
}

export function useHistoryLandings(): HistoryLandings {
  const engine = useSyncEngine();
  const { clubId } = useSession();
  const { ready, failedAt } = useLiveSyncState();
  const filling = clubId !== null && !ready && failedAt === 0;
  // Not read while a first sync fills the mirror: half a copy is never counted, and the sync's
  // page writes are not followed by a read of every landing stored so far.
  const rows = useLiveQuery(
    () => (clubId === null ? [] : filling ? undefined : finishedLandingsOfClub(engine.db, clubId)),
    [engine.db, clubId, filling],
  );
  // Until the mirror is read, "no landings" would be a claim: it is loading instead.
  return { rows, loading: rows === undefined, failedAt };
}
