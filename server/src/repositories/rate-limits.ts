// Fixed-window counters in the rate_limits table: one atomic upsert per hit, so every server process
// on one database counts against the same limit (docs/decisions/0012).
import type { Db } from '../db/database';

/** Counts one hit for `key` and returns the hits in the current window, this one included. */
export async function countHit(db: Db, key: string, now: Date, windowMs: number): Promise<number> {
  const at = now.toISOString();
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const { hits } = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('rate_limits.reset_at', '<=', at);
        return {
          hits: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('rate_limits.hits', '+', 1))
            .end(),
          reset_at: eb.case().when(expired).then(resetAt).else(eb.ref('rate_limits.reset_at')).end(),
        };
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return hits;
}

/** The hits counted for `key` in its current window (0 once the window is over). */
export async function hitsOf(db: Db, key: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', key)
    .where('reset_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.hits ?? 0;
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Windows that are over hold nothing worth keeping. */
export async function pruneHits(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now.toISOString()).execute();
}
