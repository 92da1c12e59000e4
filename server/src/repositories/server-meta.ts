// Values the database keeps about itself in server_meta (its sync epoch, on PostgreSQL the token
// key every server process shares). The first value written for a key stays.
import type { Db } from '../db/database';

/** The value stored under `key`, storing `candidate` first when there is none yet. */
export async function keepFirstValue(db: Db, key: string, candidate: string): Promise<string> {
  await db
    .insertInto('server_meta')
    .values({ key, value: candidate })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const { value } = await db
    .selectFrom('server_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return value;
}
