// The settings sections read the mirror (docs/product.md#sync-and-offline, point 1), so they open offline
// with what the last refresh stored. Each hook gives undefined while loading and null when nothing is stored.
import { useLiveQuery } from 'dexie-react-hooks';
import { bandsHalfSavedSince } from '@/data/db/meta';
import type { MirrorClosure, MirrorClubService, MirrorMtow, MirrorSchedule } from '@/data/db/mirror-types';
import { useSession } from '@/data/react/app-services-context';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import type { Category, Club, Service } from '@/domain/wire/entities';

export function useClub(): Club | null | undefined {
  const { db } = useSyncEngine();
  const { clubId } = useSession();
  return useLiveQuery(
    async () => (clubId === null ? null : ((await db.clubs.get(clubId)) ?? null)),
    [db, clubId],
  );
}

export function useSchedules(): MirrorSchedule[] | undefined {
  const { db } = useSyncEngine();
  const { clubId } = useSession();
  return useLiveQuery(
    async () => (clubId === null ? [] : db.schedules.where('clubId').equals(clubId).sortBy('day_index')),
    [db, clubId],
  );
}

/** The club's closure dates, the soonest first (docs/product/movement-log.md, "Closure dates"). */
export function useClosures(): MirrorClosure[] | undefined {
  const { db } = useSyncEngine();
  const { clubId } = useSession();
  return useLiveQuery(
    async () => (clubId === null ? [] : db.closures.where('clubId').equals(clubId).sortBy('from')),
    [db, clubId],
  );
}

export function useBands(): MirrorMtow[] | undefined {
  const { db } = useSyncEngine();
  const { clubId } = useSession();
  return useLiveQuery(
    async () => (clubId === null ? [] : db.mtows.where('clubId').equals(clubId).sortBy('weight1')),
    [db, clubId],
  );
}

/** Since when the server's bands are half-saved (an interrupted save); null when they are complete. */
export function useBandsHalfSavedSince(): string | null {
  const { db } = useSyncEngine();
  const { clubId } = useSession();
  return (
    useLiveQuery(async () => (clubId === null ? null : bandsHalfSavedSince(db, clubId)), [db, clubId]) ?? null
  );
}

export function useCategories(): Category[] | undefined {
  const { db } = useSyncEngine();
  return useLiveQuery(() => db.categories.orderBy('id').toArray(), [db]);
}

export interface ServiceOffers {
  /** The catalogue, by name. */
  services: Service[];
  /** This club's offers (club-services), each linking one catalogue service. */
  offers: MirrorClubService[];
}

/** Read together so the Extra services form sees one consistent state of both tables. */
export function useServiceOffers(): ServiceOffers | undefined {
  const { db } = useSyncEngine();
  const { clubId } = useSession();
  return useLiveQuery(
    () =>
      db.transaction('r', db.services, db.clubServices, async () => ({
        services: await db.services.orderBy('name').toArray(),
        offers: clubId === null ? [] : await db.clubServices.where('clubId').equals(clubId).toArray(),
      })),
    [db, clubId],
  );
}
