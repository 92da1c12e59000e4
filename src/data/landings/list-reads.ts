// The landing lists (docs/product.md#calls), read whole: how a desk follows a server without the sync pull (a
// plain Strapi v4). Each read writes the mirror in one transaction, waiting changes re-applied on
// top, and deletes the rows of its scope the server no longer lists.
import { type LandingFilters, listLandings } from '@/data/api/landings-api';
import { type LandingScope, writeServerLandings } from '@/data/landings/mirror';
import { todayIsoDate } from '@/domain/time/instants';
import type { Landing, LandingStatus } from '@/domain/wire/entities';
import { finish, type RefreshDeps, type RefreshResult } from '../sync/sync-refreshers';

/**
 * A safety bound, not a product limit: History keeps every landing (the club's books), so a read pages
 * through the server 100 at a time up to 100,000 landings. Past that it stops paging and then
 * deletes nothing it did not see.
 */
const MAX_PAGES = 1000;

async function fetchAll(
  deps: RefreshDeps,
  filters: LandingFilters,
  sort: string[] | undefined,
  signal: AbortSignal | undefined,
): Promise<{ landings: Landing[]; complete: boolean }> {
  const landings: Landing[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await listLandings(deps.api, filters, {
      start: landings.length,
      ...(sort ? { sort } : {}),
      ...(signal ? { signal } : {}),
    });
    landings.push(...result.landings);
    if (result.landings.length === 0 || landings.length >= result.pagination.total) {
      return { landings, complete: true };
    }
  }
  return { landings, complete: false };
}

async function readList(
  deps: RefreshDeps,
  name: string,
  filters: LandingFilters,
  includes: (landing: Landing) => boolean,
  sort?: string[],
  signal?: AbortSignal,
): Promise<RefreshResult> {
  // One landing the desk cannot read fails the read before anything is written (docs/decisions/0034).
  const { landings, complete } = await fetchAll(deps, filters, sort, signal);
  // An incomplete answer proves nothing about the rows it did not include: delete none then.
  const scope: LandingScope | undefined = complete ? { clubId: deps.clubId, includes } : undefined;
  await writeServerLandings(deps.db, landings, deps.clubId, scope);
  return finish(deps, `landings-${name}`, landings.length);
}

/** Movements: every landing dated today or later (pending, upcoming, and today's parked). */
export function readUpcoming(deps: RefreshDeps, signal?: AbortSignal): Promise<RefreshResult> {
  const today = todayIsoDate(deps.clock);
  const filters = { clubId: deps.clubId, dateFrom: today };
  return readList(deps, 'upcoming', filters, (l) => l.date >= today, undefined, signal);
}

/** Aircraft still parked from earlier days, which the date filter above would miss. */
export function readParked(deps: RefreshDeps, signal?: AbortSignal): Promise<RefreshResult> {
  const filters = { clubId: deps.clubId, status: 'parked' as const };
  return readList(deps, 'parked', filters, (l) => l.status === 'parked', undefined, signal);
}

/** The statuses Movements lists, whatever a landing's date: requests and bookings, and aircraft parked. */
const MOVEMENT_STATUSES: LandingStatus[] = ['pending', 'parked'];

/**
 * Movements' own landings, read whole ahead of our server's first pull, which sends the club's
 * landings oldest change first: the screen shows them while the rest arrives (docs/decisions/0056).
 */
export function readMovements(deps: RefreshDeps, signal?: AbortSignal): Promise<RefreshResult> {
  const filters = { clubId: deps.clubId, status: MOVEMENT_STATUSES };
  const includes = (l: Landing) => MOVEMENT_STATUSES.includes(l.status);
  return readList(deps, 'movements', filters, includes, undefined, signal);
}

/** The statuses History lists: departed landings, and cancelled and no-show ones (docs/product/movement-log.md). */
const HISTORY_STATUSES: LandingStatus[] = ['finished', 'cancelled', 'no_show'];

/** History: finished, cancelled and no-show landings up to today, newest first. */
export function readHistory(deps: RefreshDeps, signal?: AbortSignal): Promise<RefreshResult> {
  const today = todayIsoDate(deps.clock);
  const filters = { clubId: deps.clubId, dateTo: today, status: HISTORY_STATUSES };
  const includes = (l: Landing) => HISTORY_STATUSES.includes(l.status) && l.date <= today;
  return readList(deps, 'history', filters, includes, ['date:desc', 'time:desc'], signal);
}
