// Live reads of the local mirror for the Aircraft movements screen (its landings are club-movements.tsx's):
// the lookups the Create Landing modal needs (pilots, aircraft, weight bands, parking rates); the club's
// closure dates a row or Create Landing warns about; and the club's clock every desk screen shows times
// on (ADR 0027).
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { MirrorClosure, MirrorClub, MirrorMtow } from '@/data/db/mirror-types';
import { useClubRecord } from '@/data/landings/club-record';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { type ClubClock, clockZone, clubClockOf, type NamedClock } from '@/domain/time/club-clock';
import type { Aircraft, User } from '@/domain/wire/entities';
import { useT } from '@/i18n/react';

/** The signed-in club's own row (its parking rates); null when the mirror does not have it yet. */
export function useMirrorClub(): MirrorClub | null {
  return useClubRecord() ?? null;
}

/** The club's closure dates (docs/product/movement-log.md, "Closure dates"); none until read. */
export function useClubClosures(clubId: number): readonly MirrorClosure[] {
  const { db } = useSyncEngine();
  return (
    useLiveQuery(() => db.closures.where('clubId').equals(clubId).toArray(), [db, clubId]) ?? NO_CLOSURES
  );
}

const NO_CLOSURES: readonly MirrorClosure[] = [];

export interface CreateLandingLookups {
  pilots: User[];
  aircrafts: Aircraft[];
  bands: MirrorMtow[];
}

const EMPTY_LOOKUPS: CreateLandingLookups = { pilots: [], aircrafts: [], bands: [] };

/** Pilots and aircraft sorted by the names the selects show, and the club's bands by weight. */
export function useCreateLandingLookups(clubId: number): CreateLandingLookups {
  const { db } = useSyncEngine();
  return (
    useLiveQuery(async () => {
      const [pilots, aircrafts, bands] = await Promise.all([
        db.users.toArray(),
        db.aircrafts.orderBy('id').toArray(),
        db.mtows.where('clubId').equals(clubId).toArray(),
      ]);
      const label = (user: User) => user.name ?? user.username;
      return {
        pilots: pilots.sort((a, b) => label(a).localeCompare(label(b))),
        aircrafts: aircrafts.sort((a, b) => a.name.localeCompare(b.name)),
        bands: bands.sort((a, b) => a.weight1 - b.weight1),
      };
    }, [db, clubId]) ?? EMPTY_LOOKUPS
  );
}

export interface ShownClock extends NamedClock {
  clock: ClubClock;
}

/**
 * The clock this desk shows and asks times on (docs/product/movement-log.md, Clock): the club's
 * choice, named in the reader's words. A plain Strapi's club has no `clock`: local time.
 */
export function useShownClock(): ShownClock {
  const clock = clubClockOf(useMirrorClub());
  const t = useT();
  // One object per clock and language, so a memoised row given it skips the renders around it.
  return useMemo(
    () => ({
      clock,
      zone: clockZone(clock),
      name: t(clock === 'utc' ? 'common.clock.utc' : 'common.clock.local'),
    }),
    [clock, t],
  );
}
