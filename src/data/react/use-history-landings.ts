// The History screen's data: the club's finished landings read live from the mirror, and the
// history refresher (which pages through the server) whose status says loading or failed.
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { finishedLandingsOfClub } from '@/data/db/history-mirror';
import type { MirrorLanding } from '@/data/db/types';
import { historyLandingsQuery } from '@/data/sync/refreshers';
import { useSession } from './app-services-context';
import { useSyncEngine } from './sync-engine-context';

export interface HistoryLandings {
  /** Undefined until the mirror has been read once. */
  rows: MirrorLanding[] | undefined;
  /** The first refresh is still running and the mirror has nothing to show yet. */
  loading: boolean;
  /** When the last refresh failed (epoch ms), 0 if it has not; changes once per failure. */
  failedAt: number;
}

export function useHistoryLandings(): HistoryLandings {
  const engine = useSyncEngine();
  const { clubId } = useSession();
  const { api, clock } = engine.services;
  const query = useMemo(
    () => historyLandingsQuery({ api, db: engine.db, clock, clubId: clubId ?? 0 }),
    [api, engine.db, clock, clubId],
  );
  const refresh = useQuery({ ...query, enabled: clubId !== null });
  const rows = useLiveQuery(
    () => (clubId === null ? [] : finishedLandingsOfClub(engine.db, clubId)),
    [engine.db, clubId],
  );
  return {
    rows,
    loading: clubId !== null && refresh.isPending && (rows === undefined || rows.length === 0),
    failedAt: refresh.isError ? refresh.errorUpdatedAt : 0,
  };
}
