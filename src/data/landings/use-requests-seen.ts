// The pending requests the mirror holds once a screen's first refresh has settled, read once from
// the database itself (the rows that refresh wrote may reach a live query a moment later).
import { useEffect, useState } from 'react';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { isPendingRequest } from '@/domain/landings/landing-facts';
import { movementLandingsOfClub } from './mirror';

/** null until `settled` and the read is done; then the same set for the life of the screen. */
export function useRequestsSeen(clubId: number, settled: boolean): ReadonlySet<number> | null {
  const { db } = useSyncEngine();
  const [seen, setSeen] = useState<ReadonlySet<number> | null>(null);
  useEffect(() => {
    if (!settled || seen) return;
    let cancelled = false;
    void movementLandingsOfClub(db, clubId).then((rows) => {
      if (!cancelled) setSeen(new Set(rows.filter(isPendingRequest).map((row) => row.id)));
    });
    return () => {
      cancelled = true;
    };
  }, [settled, seen, db, clubId]);
  return seen;
}
