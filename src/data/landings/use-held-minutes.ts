// The arrivals the club's slot limits count on one day, read live from the mirror for Create
// Landing's warning (docs/product/slot-limits.md). Its own module: only Movements loads it.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { heldMinutes, utcDatesAround } from '@/domain/club/slot-day';
import { isIsoDate } from '@/domain/time/instants';

/**
 * The minutes of `day` (on `zone`'s clock) the club's landings hold, for Create Landing's slot
 * warning (docs/product/slot-limits.md); undefined until read or while `day` is not a date.
 */
export function useHeldMinutes(clubId: number, day: string, zone: string): number[] | undefined {
  const { db } = useSyncEngine();
  return useLiveQuery(async () => {
    if (!isIsoDate(day)) return undefined;
    const keys = utcDatesAround(day).map((date) => [clubId, date]);
    return heldMinutes(await db.landings.where('[clubId+date]').anyOf(keys).toArray(), day, zone);
  }, [db, clubId, day, zone]);
}
