// Migration 014 (docs/decisions/0029): online payment of landing fees through the club's own Stripe
// account. The club's connected account id, how a landing was paid and how much (whole cents), the
// payment it was paid by, and every webhook event id once, so a delivery repeated changes nothing.
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('clubs').addColumn('stripe_account_id', 'text').execute();
  await db.schema.alterTable('landings').addColumn('payment_method', 'text').execute();
  await db.schema.alterTable('landings').addColumn('paid_cents', t.int).execute();
  await db.schema.alterTable('landings').addColumn('payment_intent', 'text').execute();
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('account', 'text')
    .addColumn('landing_id', t.int)
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('clubs_stripe_account')
    .on('clubs')
    .column('stripe_account_id')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropIndex('clubs_stripe_account').execute();
  for (const column of ['payment_intent', 'paid_cents', 'payment_method'])
    await db.schema.alterTable('landings').dropColumn(column).execute();
  await db.schema.alterTable('clubs').dropColumn('stripe_account_id').execute();
}
