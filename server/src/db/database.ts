// Owns the database connection: the SQLite file (WAL, foreign keys on) by default, PostgreSQL when
// DATABASE_URL is set (db/postgres.ts); migrates it to the newest schema. Close with `db.destroy()`.
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, type MigrationProvider, Migrator, SqliteDialect } from 'kysely';
import { privateDir, privateFile } from '../private-files';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_user_role';
import * as m003 from './migrations/003_pilot_requests';
import * as m004 from './migrations/004_sync';
import * as m005 from './migrations/005_shared_limits';
import * as m006 from './migrations/006_locales';
import * as m007 from './migrations/007_sessions';
import * as m008 from './migrations/008_desk_states';
import * as m009 from './migrations/009_ppr_numbers';
import * as m010 from './migrations/010_mail_reply_to';
import * as m011 from './migrations/011_club_clock';
import * as m012 from './migrations/012_closures';
import * as m013 from './migrations/013_request_pilot_facts';
import * as m014 from './migrations/014_payments';
import * as m015 from './migrations/015_club_takes_payments';
import * as m016 from './migrations/016_mail_attachments';
import * as m017 from './migrations/017_acceptance_rules';
import * as m018 from './migrations/018_slot_limits';
import * as m019 from './migrations/019_club_service_removal';
import * as m020 from './migrations/020_refund_asked';
import * as m021 from './migrations/021_desk_paid_cents';
import * as m022 from './migrations/022_mail_receipt_index';
import * as m023 from './migrations/023_club_old_slugs';
import { openPostgres, type PostgresOptions } from './postgres';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;

/** Every migration, in order. A new one is appended here and never edited after it ships. */
const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_user_role': m002,
  '003_pilot_requests': m003,
  '004_sync': m004,
  '005_shared_limits': m005,
  '006_locales': m006,
  '007_sessions': m007,
  '008_desk_states': m008,
  '009_ppr_numbers': m009,
  '010_mail_reply_to': m010,
  '011_club_clock': m011,
  '012_closures': m012,
  '013_request_pilot_facts': m013,
  '014_payments': m014,
  '015_club_takes_payments': m015,
  '016_mail_attachments': m016,
  '017_acceptance_rules': m017,
  '018_slot_limits': m018,
  '019_club_service_removal': m019,
  '020_refund_asked': m020,
  '021_desk_paid_cents': m021,
  '022_mail_receipt_index': m022,
  '023_club_old_slugs': m023,
};

/** Every migration's name, oldest first: what an empty database runs. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

export function openDatabase(file: string): Db {
  if (file !== ':memory:') {
    privateDir(dirname(file));
    // SQLite gives its -wal and -shm files the database file's own permissions.
    privateFile(file, [`${file}-wal`, `${file}-shm`]);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Where the data lives: a PostgreSQL URL wins over the SQLite file. */
export interface DatabaseLocation {
  file: string;
  url?: string | undefined;
}

export function openConfigured(location: DatabaseLocation, options: PostgresOptions = {}): Db {
  return location.url ? openPostgres(location.url, options) : openDatabase(location.file);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export const nowIso = (): string => new Date().toISOString();
