// Migration 015 (docs/decisions/0029): whether the club's connected Stripe account can take charges,
// as Stripe last said it (Settings › Payments' read, the account.updated event). The status page and
// the pilot's mails offer PAY from it without asking Stripe each time.
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('clubs')
    .addColumn('stripe_charges_enabled', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').dropColumn('stripe_charges_enabled').execute();
}
