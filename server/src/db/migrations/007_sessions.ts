// Migration 007 (docs/decisions/0023): sessions the server can end. A sign-in is a session (a
// "family"): short access tokens name it, and its refresh tokens rotate on every use, each kept
// only as a SHA-256 hash; a used one coming back ends the whole family. Password resets by mail
// keep their single-use codes the same way: hashes only, with an expiry.
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('sessions')
    // 128 random bits (base64url): the access token's `sid`, read by primary key on every call.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', t.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    // Moved on by each refresh: the idle lifetime counts from here.
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    // The absolute end of the family, whatever its use.
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // Set once: logout, sign out everywhere, password change or reset, or a refresh token reused.
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('refresh_tokens')
    // sha256 of the 256-bit token: the cookie's value is never stored.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    // Null while it is the family's current token; set when it is exchanged for the next one.
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', t.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  await db.schema.createIndex('password_resets_expires').on('password_resets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('sessions').execute();
}
