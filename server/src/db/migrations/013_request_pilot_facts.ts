// Migration 013 (docs/decisions/0030): a public request is not an account. A landing keeps the
// licence its pilot typed (`licenceNumber`; the name is already first on board) and when its address
// was confirmed (`confirmed_at`: a status link from one of its mails was opened); a status token
// says whether it came in a mail (`confirms`) or in the send's own answer, which proves nothing.
// Requests filed before keep the licence of the account they were linked to, and lose the link.
import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('landings').addColumn('licenceNumber', 'text').execute();
  await db.schema.alterTable('landings').addColumn('confirmed_at', 'text').execute();
  await db.schema
    .alterTable('request_tokens')
    .addColumn('confirms', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
  // A request's pilot was an account: its licence moves onto the landing (the name is on board).
  await sql`
    update landings set "licenceNumber" = (select u."licenceNumber" from users u where u.id = landings.user_id)
    where id in (select landing_id from pilot_requests) and user_id is not null`.execute(db);
  await sql`
    update landings set user_id = null
    where id in (select landing_id from pilot_requests)
      and user_id in (select id from users where role = 'pilot')`.execute(db);
  // The accounts the page made and nothing names any more: an address used on the page can register.
  await sql`
    delete from users
    where role = 'pilot' and password_hash is null
      and lower(email) in (select email_lower from pilot_requests)
      and id not in (select user_id from landings where user_id is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('request_tokens').dropColumn('confirms').execute();
  await db.schema.alterTable('landings').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('landings').dropColumn('licenceNumber').execute();
}
