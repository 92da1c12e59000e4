// Whole-table reads and writes for db:copy (tools/db-copy.ts): every table of the schema in an
// order that inserts a row after the rows it refers to, paged by primary key, on either database.
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';

export type TableName = keyof Database;
export type Row = Record<string, unknown>;

/**
 * Each table's primary key, in copy order (referenced tables first). A Record, so a table added to
 * the schema does not compile until it is listed here.
 */
const PRIMARY_KEYS: Record<TableName, string[]> = {
  categories: ['id'],
  clubs: ['id'],
  users: ['id'],
  aircrafts: ['id'],
  services: ['id'],
  club_services: ['id'],
  schedules: ['id'],
  closures: ['id'],
  mtows: ['id'],
  landings: ['id'],
  landings_club_services: ['landing_id', 'club_service_id'],
  idempotency_keys: ['user_id', 'key'],
  pilot_requests: ['landing_id'],
  club_old_slugs: ['slug'],
  request_tokens: ['token_hash'],
  mail_outbox: ['id'],
  server_meta: ['key'],
  sync_clubs: ['club_id'],
  ppr_counters: ['club_id', 'year'],
  sync_tombstones: ['id'],
  rate_limits: ['key'],
  sessions: ['id'],
  refresh_tokens: ['token_hash'],
  password_resets: ['token_hash'],
  payment_events: ['event_id'],
};

/** Tables whose `id` is a random text, not an identity: no sequence to move on. */
const TEXT_IDS: ReadonlySet<TableName> = new Set(['sessions']);

export const COPY_ORDER = Object.keys(PRIMARY_KEYS) as TableName[];

/** The tables seen without their row types: db:copy moves rows as they are, column by column. */
const untyped = (db: Db) => db as unknown as Kysely<Record<string, Row>>;

export async function countRows(db: Db, table: TableName): Promise<number> {
  const { n } = await untyped(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Rows `offset` to `offset + limit` in primary-key order. */
export function readPage(db: Db, table: TableName, offset: number, limit: number): Promise<Row[]> {
  let query = untyped(db).selectFrom(table).selectAll();
  for (const column of PRIMARY_KEYS[table]) query = query.orderBy(sql.ref(column), 'asc');
  return query.limit(limit).offset(offset).execute();
}

export async function insertRows(db: Db, table: TableName, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  if (table === 'server_meta') {
    // The target's migrations wrote their own epoch: the copied one wins, so desks' cursors hold.
    await untyped(db)
      .insertInto(table)
      .values(rows)
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
    return;
  }
  await untyped(db).insertInto(table).values(rows).execute();
}

/**
 * After ids were inserted as they were, PostgreSQL's identity sequence must start past them (SQLite
 * moves its AUTOINCREMENT counter by itself).
 */
export async function restartIds(db: Db, table: TableName): Promise<void> {
  if (!isPostgres(db) || PRIMARY_KEYS[table].join() !== 'id' || TEXT_IDS.has(table)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false)
    from ${sql.table(table)}`.execute(db);
}
