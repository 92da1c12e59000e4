// Migration 019 (docs/product.md#settings, Extra services): a service the club stops offering is
// marked removed, not deleted, so the landings that had it keep it in History, the CSV and receipts.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('club_services').addColumn('removed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('club_services').dropColumn('removed_at').execute();
}
