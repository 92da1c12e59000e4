// Migration 011 (docs/product/movement-log.md, "Closure dates"): the days a club is closed, one day
// or a range from-to inclusive ('yyyy-MM-dd', compared as text), each with a short note. Synced
// like the other settings rows (change_seq, docs/decisions/0010).
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('closures')
    .addColumn('id', t.int, t.id)
    .addColumn('club_id', t.int, (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('change_seq', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('closures_club_to').on('closures').columns(['club_id', 'to_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('closures').execute();
}
