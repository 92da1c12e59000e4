// Migration 020 (docs/product.md#payments, "Cancelled"): when Stripe was asked to give back the online
// payment of a landing that will not land, so it is asked once; null while the refund is still owed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('landings').addColumn('refund_asked_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('landings').dropColumn('refund_asked_at').execute();
}
