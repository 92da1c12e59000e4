// Migration 002: every account is an owner (signs in to run a club's desk) or a pilot (appears on
// landings). Rows already there: only the seed ever wrote pilots, always with a licence number and
// no club; registration never sets a licence, so a registered account stays an owner.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner').check(sql`role in ('owner', 'pilot')`))
    .execute();
  await sql`update users set role = 'pilot' where "clubOwner_id" is null and "licenceNumber" is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('role').execute();
}
