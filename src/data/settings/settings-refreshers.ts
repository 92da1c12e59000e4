// Refreshers of the club's settings and the lookup lists (see sync-refreshers.ts for the contract):
// each replaces its rows in the mirror, scoped to the club where the rows belong to one.
import { queryOptions } from '@tanstack/react-query';
import { listAircrafts } from '@/data/api/aircrafts';
import { listCategories } from '@/data/api/categories';
import { listClosures } from '@/data/api/closures-api';
import { listClubServices } from '@/data/api/club-services';
import { getClub } from '@/data/api/clubs';
import { listMtows } from '@/data/api/mtows';
import { listSchedules } from '@/data/api/schedules';
import { listServices } from '@/data/api/services';
import { listUsers } from '@/data/api/users';
import { putIfChanged, replaceRows, withClub } from '@/data/db/collections-mirror';
import { bandsHalfSavedSince, markBandsHalfSaved } from '@/data/db/meta';
import type { ServerInfo } from '@/data/server/server-info';
import { finish, type RefreshDeps } from '@/data/sync/sync-refreshers';
import { isHalfSaved } from '@/domain/fees/band-replacement';

/** A list read's needs, and which server this is: a plain Strapi keeps no closure dates. */
export interface SettingsRefreshDeps extends RefreshDeps {
  server: Pick<ServerInfo, 'detect'>;
}

/** One key type for all of them, so the list of refreshers below is one type too. */
const key = (...parts: Array<string | number>): Array<string | number> => parts;

export function clubQuery(deps: RefreshDeps) {
  return queryOptions({
    queryKey: key('club', deps.clubId),
    queryFn: async ({ signal }) => {
      const club = await getClub(deps.api, deps.clubId, signal);
      await putIfChanged(deps.db, deps.db.clubs, club);
      return finish(deps, 'club', 1);
    },
  });
}

export function schedulesQuery(deps: RefreshDeps) {
  return queryOptions({
    queryKey: key('schedules', deps.clubId),
    queryFn: async ({ signal }) => {
      const rows = withClub(await listSchedules(deps.api, deps.clubId, signal), deps.clubId);
      await replaceRows(deps.db, deps.db.schedules, rows, (row) => row.clubId === deps.clubId);
      return finish(deps, 'schedules', rows.length);
    },
  });
}

/**
 * The club's closure dates not over yet (docs/product/movement-log.md, "Closure dates"); a server
 * that keeps none (a plain Strapi) is not asked, so its 404 is not in the console at every sync.
 * Those already over leave the mirror.
 */
export function closuresQuery(deps: SettingsRefreshDeps) {
  return queryOptions({
    queryKey: key('closures', deps.clubId),
    queryFn: async ({ signal }) => {
      const today = deps.clock.now().toISOString().slice(0, 10);
      const kept = (await deps.server.detect()).offers('closures');
      const closures = kept ? await listClosures(deps.api, deps.clubId, today, signal) : [];
      const rows = withClub(closures, deps.clubId);
      await replaceRows(deps.db, deps.db.closures, rows, (row) => row.clubId === deps.clubId);
      return finish(deps, 'closures', rows.length);
    },
  });
}

/**
 * The club's weight bands. A half-saved table on the server (a band save cut off part-way,
 * docs/decisions/0006) is not stored: the desk keeps pricing with the last complete one and says so.
 */
export function mtowsQuery(deps: RefreshDeps) {
  return queryOptions({
    queryKey: key('mtows', deps.clubId),
    queryFn: async ({ signal }) => {
      const rows = withClub(await listMtows(deps.api, deps.clubId, { signal }), deps.clubId);
      if (isHalfSaved(rows)) {
        if ((await bandsHalfSavedSince(deps.db, deps.clubId)) === null)
          await markBandsHalfSaved(deps.db, deps.clubId, deps.clock.now());
        return finish(deps, 'mtows', 0);
      }
      await replaceRows(deps.db, deps.db.mtows, rows, (row) => row.clubId === deps.clubId);
      await markBandsHalfSaved(deps.db, deps.clubId, null);
      return finish(deps, 'mtows', rows.length);
    },
  });
}

/** The service catalogue and this club's offers, refreshed together as the settings screen shows them. */
export function servicesQuery(deps: RefreshDeps) {
  return queryOptions({
    queryKey: key('services', deps.clubId),
    queryFn: async ({ signal }) => {
      const [services, offers] = await Promise.all([
        listServices(deps.api, signal),
        listClubServices(deps.api, deps.clubId, { signal }),
      ]);
      const rows = withClub(offers, deps.clubId);
      await replaceRows(deps.db, deps.db.services, services);
      await replaceRows(deps.db, deps.db.clubServices, rows, (row) => row.clubId === deps.clubId);
      return finish(deps, 'services', services.length + rows.length);
    },
  });
}

export function usersQuery(deps: RefreshDeps) {
  return queryOptions({
    queryKey: key('users'),
    queryFn: async ({ signal }) => {
      const users = await listUsers(deps.api, signal);
      await replaceRows(deps.db, deps.db.users, users);
      return finish(deps, 'users', users.length);
    },
  });
}

export function aircraftsQuery(deps: RefreshDeps) {
  return queryOptions({
    queryKey: key('aircrafts'),
    queryFn: async ({ signal }) => {
      const aircrafts = await listAircrafts(deps.api, signal);
      await replaceRows(deps.db, deps.db.aircrafts, aircrafts);
      return finish(deps, 'aircrafts', aircrafts.length);
    },
  });
}

export function categoriesQuery(deps: RefreshDeps) {
  return queryOptions({
    queryKey: key('categories'),
    queryFn: async ({ signal }) => {
      const categories = await listCategories(deps.api, signal);
      await replaceRows(deps.db, deps.db.categories, categories);
      return finish(deps, 'categories', categories.length);
    },
  });
}

/** The club's settings and the lookup lists, which change rarely. */
export function settingsRefreshers(deps: SettingsRefreshDeps) {
  return [
    clubQuery(deps),
    schedulesQuery(deps),
    closuresQuery(deps),
    mtowsQuery(deps),
    servicesQuery(deps),
    usersQuery(deps),
    aircraftsQuery(deps),
    categoriesQuery(deps),
  ];
}
