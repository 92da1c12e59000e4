// Stored answers of writes sent with an Idempotency-Key, per user: a replay of the same request
// gets the first answer again instead of applying the change twice.
import type { Db } from '../db/database';

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

export async function findAnswer(db: Db, userId: number, key: string): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status_code', 'body'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { fingerprint: row.fingerprint, status: row.status_code, body: JSON.parse(row.body) };
}

/**
 * Takes the key for this request before its write runs: false when another request has it. A
 * request racing one that holds the key waits on the key's row until that one commits (then finds
 * its answer) or rolls back (then takes the key itself).
 */
export async function claimKey(db: Db, userId: number, key: string, fingerprint: string, now: string) {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, fingerprint, status_code: 0, body: 'null', createdAt: now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The answer the claimed key will give every replay. */
export async function storeAnswer(
  db: Db,
  userId: number,
  key: string,
  answer: Omit<StoredAnswer, 'fingerprint'>,
) {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.status, body: JSON.stringify(answer.body) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** A refused write is not remembered: the key may be sent again with a corrected request. */
export async function releaseKey(db: Db, userId: number, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
}

/** Keys older than the retention window are forgotten; a device offline longer re-sends as new. */
export async function pruneAnswers(db: Db, olderThan: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('createdAt', '<', olderThan).execute();
}
