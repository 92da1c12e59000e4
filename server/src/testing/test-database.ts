// A fresh database per test: a SQLite file in a temp folder, or — when DATABASE_URL names a
// PostgreSQL server (npm run test:pg) — a new database created on it. drop() removes either.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseLocation, type Db, migrateToLatest, openConfigured } from '../db/database';
import type { Dialect } from '../db/dialect';

const serverUrl = process.env.DATABASE_URL;

/** The database the server suite runs on: `npm test` SQLite, `npm run test:pg` PostgreSQL. */
export const testDialect: Dialect = serverUrl ? 'postgres' : 'sqlite';

export interface TestDatabase {
  location: DatabaseLocation;
  /** A temp folder beside the database (the SQLite file's own, with the jwt secret and mail). */
  dir: string;
  /** A new connection to this database (a restart opens it again). */
  open(): Db;
  drop(): Promise<void>;
}

/** Runs statements on the server's own database, outside any transaction (CREATE DATABASE). */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'ppr-desk-test-'));
  const file = join(dir, 'test.sqlite');
  if (!serverUrl) {
    return {
      location: { file },
      dir,
      open: () => openConfigured({ file }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `ppr_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(serverUrl, name);
  return {
    location: { file, url },
    dir,
    open: () => openConfigured({ file, url }, { max: 5 }),
    async drop() {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface MigratedDatabase {
  database: TestDatabase;
  /** One connection, migrated to the newest schema. */
  db: Db;
  /** Closes the connection and drops the database. */
  close(): Promise<void>;
}

/** A fresh database migrated and open, for tests below the HTTP layer. */
export async function createMigratedDatabase(): Promise<MigratedDatabase> {
  const database = await createTestDatabase();
  const db = database.open();
  await migrateToLatest(db);
  return {
    database,
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}
