// Migration 005 (docs/decisions/0012): rate-limit counters live in the database, so every server
// process on one PostgreSQL counts against the same limits (sign-in, pilot requests).
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('rate_limits')
    // e.g. 'login <ip> account 4': what is counted, and for whom.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', t.int, (c) => c.notNull())
    // The window ends here (ISO 8601 UTC); the next hit after it starts a new window at 1.
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
