// Migration 011 (docs/product/movement-log.md, Clock; ADR 0027): which clock the club's times are
// shown and asked on, 'utc' or 'local' (the desk's wall clock). Every club starts on 'local'.
// Stored times do not change: a landing's date and time stay UTC whatever the club shows.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('clubs')
    .addColumn('clock', 'text', (c) => c.notNull().defaultTo('local'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').dropColumn('clock').execute();
}
