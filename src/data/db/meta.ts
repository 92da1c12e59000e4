// Sync bookkeeping rows: the last successful refresh per collection and club, the token a 401 was
// answered for (so the header can ask to sign in again until a new token exists), and which server
// each API address turned out to be.
import { readCapabilities, type ServerCapabilities } from '@/domain/wire/server-capabilities';
import type { PprDb } from './schema';

const syncKey = (collection: string, clubId: number): string => `sync:${collection}:${clubId}`;
const AUTH_REJECTED = 'auth:rejected';

export async function markSynced(db: PprDb, collection: string, clubId: number, at: Date): Promise<void> {
  await db.meta.put({ key: syncKey(collection, clubId), at: at.toISOString() });
}

/** The last successful sync of one collection of this club, or null if it never completed. */
export async function syncedAt(db: PprDb, collection: string, clubId: number): Promise<string | null> {
  return (await db.meta.get(syncKey(collection, clubId)))?.at ?? null;
}

/** The latest successful sync of any collection of this club, or null if none yet. */
export async function lastSyncedAt(db: PprDb, clubId: number): Promise<string | null> {
  const rows = await db.meta
    .where('key')
    .startsWith('sync:')
    .filter((row) => row.key.endsWith(`:${clubId}`))
    .toArray();
  return rows.reduce<string | null>(
    (latest, row) => (latest === null || row.at > latest ? row.at : latest),
    null,
  );
}

export async function markTokenRejected(db: PprDb, token: string, at: Date): Promise<void> {
  await db.meta.put({ key: AUTH_REJECTED, at: at.toISOString(), value: token });
}

export async function rejectedToken(db: PprDb): Promise<string | null> {
  return (await db.meta.get(AUTH_REJECTED))?.value ?? null;
}

const serverKey = (baseUrl: string): string => `server:${baseUrl}`;

export async function rememberServer(
  db: PprDb,
  baseUrl: string,
  capabilities: ServerCapabilities,
  at: Date,
): Promise<void> {
  await db.meta.put({ key: serverKey(baseUrl), at: at.toISOString(), value: JSON.stringify(capabilities) });
}

/** What the server at this address said in an earlier session; null if never asked (or unreadable). */
export async function rememberedServer(db: PprDb, baseUrl: string): Promise<ServerCapabilities | null> {
  const value = (await db.meta.get(serverKey(baseUrl)))?.value;
  if (!value) return null;
  try {
    return readCapabilities(JSON.parse(value));
  } catch {
    return null;
  }
}

const halfSavedKey = (clubId: number): string => `bands-half-saved:${clubId}`;

/** The club's bands on the server are half-saved (since `at`), or no longer (null). */
export async function markBandsHalfSaved(db: PprDb, clubId: number, at: Date | null): Promise<void> {
  if (at === null) await db.meta.delete(halfSavedKey(clubId));
  else await db.meta.put({ key: halfSavedKey(clubId), at: at.toISOString() });
}

/** Since when the last refresh found the club's bands half-saved on the server; null when it did not. */
export async function bandsHalfSavedSince(db: PprDb, clubId: number): Promise<string | null> {
  return (await db.meta.get(halfSavedKey(clubId)))?.at ?? null;
}
