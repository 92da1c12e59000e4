// The club's landings the desk follows and their queued changes, read by one live query for the
// signed-in desk and shared by the movements screen and the header's counts.
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import type { MirrorLanding } from '@/data/db/mirror-types';
import type { PprDb } from '@/data/db/schema';
import { type ClubMovements, movementsOfClub } from './mirror';
import { NO_QUEUED_CHANGES, type QueuedChanges } from './queued-changes';
import { shareMovements } from './shared-movements';

/** undefined until IndexedDB has answered, and where nobody is signed in to a club. */
const ClubMovementsContext = createContext<ClubMovements | undefined>(undefined);

export function ClubMovementsProvider({
  db,
  clubId,
  children,
}: {
  db: PprDb;
  clubId: number;
  children: ReactNode;
}) {
  // One query, not one per reader: each is a transaction at mount and again after every write to the
  // landings or the outbox. The rows and their sync marks come from the same transaction, so a landing
  // created offline never shows for a render without its "Waiting to sync".
  // A read equal to the last one answers the last one's objects: the screen and the header's counts
  // draw again only for what changed, not at every page a pull writes (docs/decisions/0061).
  const last = useRef<ClubMovements | undefined>(undefined);
  const movements = useLiveQuery(async () => {
    last.current = shareMovements(last.current, await movementsOfClub(db, clubId));
    return last.current;
  }, [db, clubId]);
  return <ClubMovementsContext.Provider value={movements}>{children}</ClubMovementsContext.Provider>;
}

/** The signed-in club's landings for the movements screen; undefined until IndexedDB has answered. */
export function useClubLandings(): MirrorLanding[] | undefined {
  return useContext(ClubMovementsContext)?.landings;
}

/** The changes of those landings still in the outbox, read with them. */
export function useQueuedChanges(): QueuedChanges {
  return useContext(ClubMovementsContext)?.changes ?? NO_QUEUED_CHANGES;
}
