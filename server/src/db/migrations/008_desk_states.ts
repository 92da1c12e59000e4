// Migration 008 (docs/product/movement-log.md, States): who cancelled a cancelled landing ('pilot'
// from the status page, 'desk' from the movements screen; null on every other landing and on those
// cancelled before it was kept), and the club's minutes after an ETA before an accepted landing not
// arrived is OVERDUE. No check constraint: the routes write only the known values, and a value
// added later needs no table rebuild on SQLite.
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('landings').addColumn('cancelled_by', 'text').execute();
  await db.schema
    .alterTable('clubs')
    .addColumn('overdue_minutes', t.int, (c) => c.notNull().defaultTo(30))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').dropColumn('overdue_minutes').execute();
  await db.schema.alterTable('landings').dropColumn('cancelled_by').execute();
}
