// Who may read what: for each collection, the condition that confines a list to the caller,
// the ids a filter may name, and the check on a single record. A filter naming another club is a
// 403; another club's record read by its id is a 404, as a missing one is.
import type { RawBuilder } from 'kysely';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Row } from '../repositories/collection-reader';
import { countHit } from '../repositories/rate-limits';
import { isClub, ofClub, offeredByClub, pilotsOfClub } from '../repositories/scopes';
import { forbidden, notYours, tooManyRequests, validationError } from '../strapi/errors';
import { isExactMatch, namedIds, noFilter, type Where } from '../strapi/filters';

export interface ReadPolicy {
  /** Counts a list read against a limit before anything is read or given again (throws a 429). */
  admit?(ctx: AppContext, caller: Caller | null, rawQuery: unknown): Promise<void>;
  /** Public collections are read without a token. */
  public: boolean;
  /** users answer flat JSON, like Strapi's users-permissions plugin. */
  flat: boolean;
  /** Runs after checkFilters, which has refused any filter the scope does not expect. */
  scope(caller: Caller | null, where: Where): RawBuilder<unknown> | null;
  checkFilters(caller: Caller | null, where: Where): void;
  checkRecord(caller: Caller | null, row: Row): void;
}

const noScope = {
  scope: () => null,
  checkFilters: () => undefined,
  checkRecord: () => undefined,
};

export const publicCollection: ReadPolicy = { public: true, flat: false, ...noScope };
export const sharedCollection: ReadPolicy = { public: false, flat: false, ...noScope };

function ownClub(caller: Caller | null): number {
  if (caller?.clubId == null) throw forbidden('This account has no club yet');
  return caller.clubId;
}

function refuseOthers(ids: number[], own: number): void {
  if (ids.some((id) => id !== own)) throw forbidden('You may only act on your own club');
}

function hideOthers(id: number, own: number): void {
  if (id !== own) throw notYours();
}

/** Collections that belong to one club through their `club` relation. */
export const clubOwned: ReadPolicy = {
  public: false,
  flat: false,
  scope: (caller) => ofClub(ownClub(caller)),
  checkFilters: (caller, where) => refuseOthers(namedIds(where, 'club'), ownClub(caller)),
  checkRecord: (caller, row) => hideOthers(row.club_id as number, ownClub(caller)),
};

/** The club's services: those it offers now; one it removed reads as missing, as another club's. */
export const clubOffered: ReadPolicy = {
  ...clubOwned,
  scope: (caller) => offeredByClub(ownClub(caller)),
  checkRecord: (caller, row) => {
    clubOwned.checkRecord(caller, row);
    if (row.removed_at != null) throw notYours();
  },
};

/** The clubs collection itself: the caller sees its own club. */
export const ownClubOnly: ReadPolicy = {
  public: false,
  flat: false,
  scope: (caller) => isClub(ownClub(caller)),
  checkFilters: (caller, where) => refuseOthers(namedIds(where, null), ownClub(caller)),
  checkRecord: (caller, row) => hideOthers(row.id, ownClub(caller)),
};

/** The manual-create form finds one of its pilots by one of these, typed in full. */
const PILOT_LOOKUP_FIELDS = ['email', 'licenceNumber'];
const pilotLookup = (where: Where) => isExactMatch(where, PILOT_LOOKUP_FIELDS);

/** Filtered reads of pilots one account may make in a window: a form's worth, never a sweep. */
export const PILOT_LOOKUPS = { max: 60, windowMs: 10 * 60_000 };

const isFiltered = (rawQuery: unknown): boolean =>
  typeof rawQuery === 'object' && rawQuery !== null && 'filters' in rawQuery;

/**
 * Pilots only, never an owner (ADR 0007), and only those the club has met: named on its own
 * landings, looked up by an exact email or licence number at most. Any other filter could sift the
 * accounts, so it is refused; lookups are counted per account (ADR 0022).
 */
export const usersPolicy: ReadPolicy = {
  public: false,
  flat: true,
  async admit(ctx, caller, rawQuery) {
    if (!caller || !isFiltered(rawQuery)) return;
    const hits = await countHit(ctx.db, `pilot lookup ${caller.userId}`, ctx.now(), PILOT_LOOKUPS.windowMs);
    if (hits > PILOT_LOOKUPS.max) throw tooManyRequests();
  },
  scope: (caller) => pilotsOfClub(ownClub(caller)),
  checkFilters: (caller, where) => {
    ownClub(caller);
    if (!noFilter(where) && !pilotLookup(where)) {
      throw validationError('Users can only be filtered by one exact email or licence number ($eq)');
    }
  },
  checkRecord: (caller, row) => {
    if (row.id !== caller?.userId) throw notYours();
  },
};
