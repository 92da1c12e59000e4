// Owns the SQLite file's prepared statements, kept by their text: Kysely prepares every query
// afresh, and compiling the same few statements again was a sixth of a populated list's time.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { type ShapedStatement, shaped } from './shaped-rows';

/** Statements kept; the oldest goes first. A server asks a few dozen shapes, `in` lists aside. */
const KEPT = 500;

export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, ShapedStatement>();
  return {
    close() {
      statements.clear();
      sqlite.close();
    },
    prepare(text) {
      const known = statements.get(text);
      // A statement still being iterated cannot run again: that caller gets one of its own.
      if (known && !known.busy) return known;
      const fresh = shaped(sqlite.prepare(text));
      if (!known) {
        if (statements.size >= KEPT) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(text, fresh);
      }
      return fresh;
    },
  };
}
