// Where this device's sync of a club has got to: the server's cursor, kept in the mirror's meta
// table so a reload (or a week offline) pulls only what changed since.
import type { PprDb } from '@/data/db/schema';

const key = (clubId: number): string => `cursor:${clubId}`;

export async function readCursor(db: PprDb, clubId: number): Promise<string | null> {
  return (await db.meta.get(key(clubId)))?.value ?? null;
}

export async function saveCursor(db: PprDb, clubId: number, cursor: string | null, at: Date): Promise<void> {
  if (cursor === null) await db.meta.delete(key(clubId));
  else await db.meta.put({ key: key(clubId), at: at.toISOString(), value: cursor });
}
