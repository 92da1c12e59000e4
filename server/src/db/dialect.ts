// Which database a Kysely instance speaks to, for the few places where SQLite and PostgreSQL need
// different SQL (docs/decisions/0012 lists them). Transactions share their parent's adapter.
import { type Kysely, PostgresAdapter } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf<T>(db: Kysely<T>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export const isPostgres = <T>(db: Kysely<T>): boolean => dialectOf(db) === 'postgres';
