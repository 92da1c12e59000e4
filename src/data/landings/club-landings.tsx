// The club's landings the desk follows (pending and parked, and any with a change queued), read by one
// live query for the signed-in desk and shared by the movements screen and the header's counts.
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, type ReactNode, useContext } from 'react';
import type { MirrorLanding } from '@/data/db/mirror-types';
import type { PprDb } from '@/data/db/schema';
import { movementLandingsOfClub } from './mirror';

/** undefined until IndexedDB has answered, and where nobody is signed in to a club. */
const ClubLandingsContext = createContext<MirrorLanding[] | undefined>(undefined);

export function ClubLandingsProvider({
  db,
  clubId,
  children,
}: {
  db: PprDb;
  clubId: number;
  children: ReactNode;
}) {
  // One query, not one per reader: each is a transaction at mount and again after every write to the
  // landings or the outbox, and the screen, the tab title and the navigation badge read the same rows.
  // Started with the frame, so the rows are being read while the screen's own code still arrives.
  const landings = useLiveQuery(() => movementLandingsOfClub(db, clubId), [db, clubId]);
  return <ClubLandingsContext.Provider value={landings}>{children}</ClubLandingsContext.Provider>;
}

/** The signed-in club's landings the desk follows; undefined until IndexedDB has answered. */
export function useClubLandings(): MirrorLanding[] | undefined {
  return useContext(ClubLandingsContext);
}
