// The app's one database connection per name. Owns opening and closing it; tests pass their own
// names (with fake-indexeddb) so each gets a fresh database.
import type { DexieOptions } from 'dexie';
import { PprDb } from './schema';

export const DEFAULT_DB_NAME = 'ppr-desk';

const open = new Map<string, PprDb>();

export function getDb(name: string = DEFAULT_DB_NAME, options?: DexieOptions): PprDb {
  let db = open.get(name);
  if (!db) {
    db = new PprDb(name, options);
    open.set(name, db);
  }
  return db;
}

/** Close and forget a connection (tests re-open to prove durability; sign-out keeps the data). */
export function closeDb(name: string = DEFAULT_DB_NAME): void {
  open.get(name)?.close();
  open.delete(name);
}
