// The PPR number counters (docs/product/movement-log.md, "The PPR number"): one row per club and
// year holding the last number given. Only ever incremented, in the creating write's transaction.
import { formatPpr, pprYear } from '@/domain/landings/ppr-number';
import type { Db } from '../db/database';

/**
 * The club's next PPR number for a landing created at `createdAt`. One upsert, on SQLite and
 * PostgreSQL alike: the counter row stays locked until the transaction ends, so two creations
 * never read the same number, and a rolled-back creation gives its number back unseen.
 */
export async function nextPprNumber(trx: Db, clubId: number, createdAt: string): Promise<string> {
  const year = pprYear(createdAt);
  const { last_number } = await trx
    .insertInto('ppr_counters')
    .values({ club_id: clubId, year, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['club_id', 'year'])
        .doUpdateSet((eb) => ({ last_number: eb('ppr_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return formatPpr(year, Number(last_number));
}
