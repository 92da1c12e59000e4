// Migration 016 (docs/decisions/0031): a queued mail may carry a landing's receipt. The column names
// the landing; the worker draws the PDF when it sends, so no document is kept in the outbox.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('receipt_of', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('receipt_of').execute();
}
