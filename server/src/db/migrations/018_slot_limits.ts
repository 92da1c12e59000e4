// Migration 018 (docs/product/slot-limits.md): a club's slot limits, at most `slot_arrivals` in each
// window of `slot_minutes` and at most `slot_per_day` a day; null where that part does not apply.
import type { Kysely } from 'kysely';

const COLUMNS = ['slot_arrivals', 'slot_minutes', 'slot_per_day'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('clubs').addColumn(column, 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse())
    await db.schema.alterTable('clubs').dropColumn(column).execute();
}
