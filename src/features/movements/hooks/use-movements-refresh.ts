// Keeps the movements lists fresh while the screen is open: every 30 s and whenever the window
// regains focus, so new requests appear without a reload. Load failures are only logged (SPEC §8).
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { parkedLandingsQuery, upcomingLandingsQuery } from '@/data/sync/refreshers';
import { LOAD_ERROR } from '@/domain/desk-messages';
import { useTodayIso } from './screen-clock';

export const MOVEMENTS_POLL_MS = 30_000;

export interface MovementsRefresh {
  /** Every list has answered at least once (with data or an error). */
  settled: boolean;
}

export function useMovementsRefresh(clubId: number): MovementsRefresh {
  const { services, db } = useSyncEngine();
  const { api, clock } = services;
  // A new day is a new "date ≥ today" query.
  const today = useTodayIso();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the queries read today from the clock; `today` only says when to rebuild them
  const queries = useMemo(() => {
    const deps = { api, db, clock, clubId };
    return [upcomingLandingsQuery(deps), parkedLandingsQuery(deps)].map((query) => ({
      ...query,
      refetchInterval: MOVEMENTS_POLL_MS,
      refetchOnWindowFocus: 'always' as const,
    }));
  }, [api, db, clock, clubId, today]);
  const results = useQueries({ queries });

  // Logged once per failed attempt, not on every render.
  const logged = useRef<number[]>([]);
  useEffect(() => {
    results.forEach((result, index) => {
      if (!result.isError || logged.current[index] === result.errorUpdatedAt) return;
      logged.current[index] = result.errorUpdatedAt;
      console.error(LOAD_ERROR, result.error);
    });
  });

  return { settled: results.every((result) => result.status !== 'pending') };
}
