// Migration 003 (ADR 0009): pilots ask on a club's public page. Clubs get the page's slug (every
// club with an owner gets one from its name now); landings get what a pilot types and the desk's
// reason; a request keeps its idempotency key and hashed status tokens; mail waits in an outbox.
import { type Kysely, sql } from 'kysely';
import { slugCandidate, slugify } from '@/domain/accounts/slug';
import { type ColumnTypes, columnTypes } from './column-types';

async function addSlugs(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').addColumn('slug', 'text').execute();
  await sql`CREATE UNIQUE INDEX clubs_slug_unique ON clubs (slug)`.execute(db);
  const { rows } = await sql<{ id: number; name1: string }>`
    select id, name1 from clubs where id in (select "clubOwner_id" from users) order by id`.execute(db);
  const taken = new Set<string>();
  for (const club of rows) {
    const base = slugify(club.name1);
    let n = 1;
    while (taken.has(slugCandidate(base, n))) n += 1;
    const slug = slugCandidate(base, n);
    taken.add(slug);
    await sql`update clubs set slug = ${slug} where id = ${club.id}`.execute(db);
  }
}

async function addLandingFields(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  for (const column of ['registration', 'aircraftType', 'origin', 'etd', 'phone', 'notes', 'reason']) {
    await db.schema.alterTable('landings').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('landings')
    .addColumn('outsideHours', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await addSlugs(db);
  await addLandingFields(db, t);

  await db.schema
    .createTable('pilot_requests')
    .addColumn('landing_id', t.int, (c) => c.primaryKey().references('landings.id').onDelete('cascade'))
    .addColumn('club_id', t.int, (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    // The page's Idempotency-Key: a resend with it finds this request instead of making another.
    .addColumn('request_key', 'text')
    .addColumn('fingerprint', 'text')
    .addColumn('email_lower', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('pilot_requests_key_unique', ['club_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('pilot_requests_email')
    .on('pilot_requests')
    .columns(['email_lower', 'createdAt'])
    .execute();

  await db.schema
    .createTable('request_tokens')
    // sha256 of the 128-bit token: the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('landing_id', t.int, (c) =>
      c.notNull().references('pilot_requests.landing_id').onDelete('cascade'),
    )
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', t.int, t.id)
    // Stable per event: a resend after a crash carries the same Message-ID, so receivers dedupe.
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('from_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // Cleared once sent: the status link in a body is as good as the token.
    .addColumn('text_body', 'text')
    .addColumn('html_body', 'text')
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('waiting').check(sql`state in ('waiting', 'sent', 'failed')`),
    )
    .addColumn('attempts', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('sentAt', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['state', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('request_tokens').execute();
  await db.schema.dropTable('pilot_requests').execute();
  for (const column of [
    'outsideHours',
    'reason',
    'notes',
    'phone',
    'etd',
    'origin',
    'aircraftType',
    'registration',
  ]) {
    await db.schema.alterTable('landings').dropColumn(column).execute();
  }
  await sql`DROP INDEX clubs_slug_unique`.execute(db);
  await db.schema.alterTable('clubs').dropColumn('slug').execute();
}
