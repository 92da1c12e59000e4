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

export async function storeAnswer(
  db: Db,
  userId: number,
  key: string,
  answer: StoredAnswer,
  now: string,
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      fingerprint: answer.fingerprint,
      status_code: answer.status,
      body: JSON.stringify(answer.body),
      createdAt: now,
    })
    .execute();
}

/** Keys older than the retention window are forgotten; a device offline longer re-sends as new. */
export async function pruneAnswers(db: Db, olderThan: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('createdAt', '<', olderThan).execute();
}
