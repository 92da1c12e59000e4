// Owns the PostgreSQL connection pool behind Kysely (DATABASE_URL): 64-bit integers read as
// numbers, as SQLite gives them, and a lost connection is logged and replaced, never fatal.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export interface PostgresOptions {
  /** Connections this process may hold (10). */
  max?: number;
  /** A connection that dropped while idle or between statements: the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

/** COUNT(*) and bigint columns arrive as strings by default; every id and count here fits 2^53. */
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** How long a request waits for a connection before it is answered 503 (main.ts: at start, exit 1). */
export const CONNECT_TIMEOUT_MS = 5_000;

export function postgresPool(url: string, options: PostgresOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types,
  });
  const report = options.onConnectionError ?? (() => {});
  // Without a listener a dropped connection's 'error' event would end the process.
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

/** Each open database's pool: the change bus holds one of its connections to LISTEN on. */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

export function openPostgres(url: string, options: PostgresOptions = {}): Kysely<Database> {
  const pool = postgresPool(url, options);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

export function poolOf(db: Kysely<Database>): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('this database was not opened by openPostgres');
  return pool;
}

/** The URL with its password masked, for messages and logs. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparsable DATABASE_URL';
  }
}
