// Migration 022 (docs/product.md, "Receipts"): a landing's receipt is mailed to the pilot once, so
// marking it Paid again looks for a mail that carried it; this index keeps that look one seek.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('mail_outbox_receipt_of').on('mail_outbox').column('receipt_of').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_receipt_of').execute();
}
