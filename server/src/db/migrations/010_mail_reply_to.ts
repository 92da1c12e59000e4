// Migration 010 (docs/product/movement-log.md, "Mails"): a queued mail keeps whom an answer goes
// to. A pilot's mail answers to the club's address, the owner's to the pilot's; rows already
// queued have none, as before.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('reply_to').execute();
}
