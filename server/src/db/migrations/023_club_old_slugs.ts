// Migration 023 (docs/product/pilot-door.md, "Request page address"): a club that changes its
// request page's address keeps the old one leading to the new, so links and printed QR codes work.
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('club_old_slugs')
    // Never also a club's current address: the club that takes it removes it from here.
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('club_id', t.int, (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('club_old_slugs_club').on('club_old_slugs').column('club_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('club_old_slugs').execute();
}
