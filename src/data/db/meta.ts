// Sync bookkeeping rows: the last successful refresh per collection and club, and the token a
// 401 was answered for (so the header can ask to sign in again until a new token exists).
import type { PprDb } from './schema';

const syncKey = (collection: string, clubId: number): string => `sync:${collection}:${clubId}`;
const AUTH_REJECTED = 'auth:rejected';

export async function markSynced(db: PprDb, collection: string, clubId: number, at: Date): Promise<void> {
  await db.meta.put({ key: syncKey(collection, clubId), at: at.toISOString() });
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
