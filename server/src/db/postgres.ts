// Owns the PostgreSQL connection pool behind Kysely (DATABASE_URL): 64-bit integers read as
// numbers, as SQLite gives them, and a lost connection is logged and replaced, never fatal.
import { createRequire } from 'node:module';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

export interface PostgresOptions {
  /** Connections this process may hold (10). */
  max?: number;
  /** A connection that dropped while idle or between statements: the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

/** The driver, loaded by the first pool: a server on its SQLite file never holds it in memory. */
let driver: { pg: typeof pg; types: pg.TypeOverrides } | null = null;
function loadDriver(): { pg: typeof pg; types: pg.TypeOverrides } {
  if (!driver) {
    const loaded = createRequire(import.meta.url)('pg') as typeof pg;
    /** COUNT(*) and bigint columns arrive as strings by default; every id and count here fits 2^53. */
    const types = new loaded.TypeOverrides();
    types.setTypeParser(loaded.types.builtins.INT8, (value: string) => Number(value));
    driver = { pg: loaded, types };
  }
  return driver;
}

/** How long a request waits for a connection before it is answered 503 (main.ts: at start, exit 1). */
export const CONNECT_TIMEOUT_MS = 5_000;

export function postgresPool(url: string, options: PostgresOptions = {}): pg.Pool {
  const { pg: loaded, types } = loadDriver();
  const pool = new loaded.Pool({
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
