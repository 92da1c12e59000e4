// Refreshers: one TanStack Query per collection a screen needs. Each fetches from the API and
// writes the mirror in one transaction (pending outbox patches re-applied on top), then records
// the sync time. Screens read the mirror; a query's status only drives 'Loading...' and errors.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/data/api/client';
import { type LandingFilters, listLandings } from '@/data/api/landings';
import { type LandingScope, writeServerLandings } from '@/data/db/landings-mirror';
import { markSynced } from '@/data/db/meta';
import type { PprDb } from '@/data/db/schema';
import type { Clock } from '@/domain/clock';
import { todayIsoDate } from '@/domain/format';
import type { Landing, LandingStatus } from '@/domain/types';

export interface RefreshDeps {
  api: ApiClient;
  db: PprDb;
  clock: Clock;
  clubId: number;
}

export interface RefreshResult {
  count: number;
  syncedAt: string;
}

/**
 * A safety bound, not a product limit: History keeps every landing (issue 5), so a refresh pages
 * through the server 100 at a time up to 100,000 landings. Past that it stops paging and then
 * deletes nothing it did not see.
 */
const MAX_PAGES = 1000;

async function fetchAllLandings(
  api: ApiClient,
  filters: LandingFilters,
  sort: string[] | undefined,
  signal: AbortSignal,
): Promise<{ landings: Landing[]; complete: boolean }> {
  const landings: Landing[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await listLandings(api, filters, { start: landings.length, sort, signal });
    landings.push(...result.landings);
    if (result.landings.length === 0 || landings.length >= result.pagination.total) {
      return { landings, complete: true };
    }
  }
  return { landings, complete: false };
}

/** Record the sync time of one collection for this club; the header shows the latest. */
export async function finish(deps: RefreshDeps, collection: string, count: number): Promise<RefreshResult> {
  const at = deps.clock.now();
  await markSynced(deps.db, collection, deps.clubId, at);
  return { count, syncedAt: at.toISOString() };
}

function landingsQuery(
  deps: RefreshDeps,
  name: string,
  filters: LandingFilters,
  includes: (landing: Landing) => boolean,
  sort?: string[],
) {
  return queryOptions({
    queryKey: ['landings', name, deps.clubId, filters],
    queryFn: async ({ signal }): Promise<RefreshResult> => {
      const { landings, complete } = await fetchAllLandings(deps.api, filters, sort, signal);
      // An incomplete answer proves nothing about the rows it did not include: delete none then.
      const scope: LandingScope | undefined = complete ? { clubId: deps.clubId, includes } : undefined;
      await writeServerLandings(deps.db, landings, deps.clubId, scope);
      return finish(deps, `landings-${name}`, landings.length);
    },
  });
}

/** Movements: every landing dated today or later (pending, upcoming, and today's parked). */
export function upcomingLandingsQuery(deps: RefreshDeps) {
  const today = todayIsoDate(deps.clock);
  return landingsQuery(deps, 'upcoming', { clubId: deps.clubId, dateFrom: today }, (l) => l.date >= today);
}

/** Aircraft still parked from earlier days, which the date filter above would miss. */
export function parkedLandingsQuery(deps: RefreshDeps) {
  return landingsQuery(
    deps,
    'parked',
    { clubId: deps.clubId, status: 'parked' },
    (l) => l.status === 'parked',
  );
}

/**
 * History changes by the departure, not by the minute, and a club's whole history can be thousands
 * of landings (a hundred pages and one large mirror write). Re-read it every 10 minutes and on focus
 * after 5, not with the movements lists: the desk's own departures and payment changes reach the
 * mirror at once through the outbox anyway.
 */
export const HISTORY_STALE_MS = 5 * 60_000;
export const HISTORY_POLL_MS = 10 * 60_000;

/** The statuses History lists: departed landings, and requests their pilots cancelled (ADR 0009). */
const HISTORY_STATUSES: LandingStatus[] = ['finished', 'cancelled'];

/** History: finished landings and cancelled requests up to today, newest first. */
export function historyLandingsQuery(deps: RefreshDeps) {
  const today = todayIsoDate(deps.clock);
  return {
    ...landingsQuery(
      deps,
      'history',
      { clubId: deps.clubId, dateTo: today, status: HISTORY_STATUSES },
      (l) => HISTORY_STATUSES.includes(l.status) && l.date <= today,
      ['date:desc', 'time:desc'],
    ),
    staleTime: HISTORY_STALE_MS,
    refetchInterval: HISTORY_POLL_MS,
  };
}

/** The landing lists of the movements and history screens. */
export function landingRefreshers(deps: RefreshDeps) {
  return [upcomingLandingsQuery(deps), parkedLandingsQuery(deps), historyLandingsQuery(deps)];
}
