// The club's own row in the mirror (its clock, parking rates, slot limit, overdue minutes), read by one
// live query for the signed-in desk and shared by every row, section and dialog that shows it.
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, type ReactNode, useContext } from 'react';
import type { MirrorClub } from '@/data/db/mirror-types';
import type { PprDb } from '@/data/db/schema';

/** undefined until IndexedDB has answered; null when the mirror has no row (or nobody is signed in). */
const ClubRecordContext = createContext<MirrorClub | null | undefined>(null);

export function ClubRecordProvider({
  db,
  clubId,
  children,
}: {
  db: PprDb;
  clubId: number;
  children: ReactNode;
}) {
  // One query, not one per row: each live query is an IndexedDB transaction at mount and again at
  // every write to the table, and a screen of rows would open dozens of them for the same record.
  const club = useLiveQuery(async () => (await db.clubs.get(clubId)) ?? null, [db, clubId]);
  return <ClubRecordContext.Provider value={club}>{children}</ClubRecordContext.Provider>;
}

/** The signed-in club's row; undefined while IndexedDB has not answered yet. */
export function useClubRecord(): MirrorClub | null | undefined {
  return useContext(ClubRecordContext);
}
