// Migration 004: the per-club change sequence of live sync (docs/decisions/0010). A counter per
// club, the sequence number of each synced row's last write, tombstones for deleted rows, and the
// database's epoch (a cursor from another database answers reset).
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

const SYNCED = ['landings', 'clubs', 'schedules', 'mtows', 'club_services'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('server_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into server_meta (key, value) values ('sync_epoch', ${randomBytes(6).toString('hex')})`.execute(
    db,
  );
  await db.schema
    .createTable('sync_clubs')
    .addColumn('club_id', t.int, (c) => c.primaryKey().references('clubs.id').onDelete('cascade'))
    .addColumn('last_seq', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into sync_clubs (club_id, last_seq) select id, 0 from clubs`.execute(db);
  for (const table of SYNCED) {
    await db.schema
      .alterTable(table)
      .addColumn('change_seq', t.int, (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createIndex('landings_club_change')
    .on('landings')
    .columns(['club_id', 'change_seq', 'id'])
    .execute();
  await db.schema
    .createTable('sync_tombstones')
    .addColumn('id', t.int, t.id)
    .addColumn('club_id', t.int, (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('seq', t.int, (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', t.int, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sync_tombstones_club_seq')
    .on('sync_tombstones')
    .columns(['club_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sync_tombstones').execute();
  await db.schema.dropIndex('landings_club_change').execute();
  for (const table of SYNCED) await db.schema.alterTable(table).dropColumn('change_seq').execute();
  await db.schema.dropTable('sync_clubs').execute();
  await db.schema.dropTable('server_meta').execute();
}
