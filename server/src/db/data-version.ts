// Reads how far the database has moved: on SQLite, the rows this connection has changed
// (total_changes) and other connections' commits (data_version); PostgreSQL answers null.
import { sql } from 'kysely';
import type { Db } from './database';
import { isPostgres } from './dialect';

/**
 * Equal strings mean no row changed in between, so an answer read at one still holds at the other.
 * Read it before the data it stands for: a write landing between the two then only makes the kept
 * answer newer than its version, never older. PostgreSQL has no such cheap counter across the
 * processes that share it (docs/decisions/0012), so there nothing is kept.
 */
export async function dataVersion(db: Db): Promise<string | null> {
  if (isPostgres(db)) return null;
  const { rows } = await sql<{
    changes: number;
    version: number;
  }>`select total_changes() as changes, (select data_version from pragma_data_version) as version`.execute(
    db,
  );
  const row = rows[0];
  return row ? `${row.version}:${row.changes}` : null;
}
