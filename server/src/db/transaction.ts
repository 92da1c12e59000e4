// Runs a unit of work in one transaction, and again when PostgreSQL rolled it back for a
// serialization failure or a deadlock: the operator never sees a conflict between two writers.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './database';
import { isPostgres } from './dialect';
import { isRetryableConflict } from './errors';

export interface TransactionOptions {
  /** PostgreSQL's isolation level (read committed by default); SQLite transactions are serial anyway. */
  isolation?: 'repeatable read' | 'serializable';
}

export const MAX_ATTEMPTS = 5;

/** `work` may run more than once: it must do nothing outside the transaction it is given. */
export async function inTransaction<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const builder = db.transaction();
      const begun =
        options.isolation && isPostgres(db) ? builder.setIsolationLevel(options.isolation) : builder;
      return await begun.execute(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryableConflict(error)) throw error;
      // A little randomness, so the two transactions that collided do not collide again.
      await sleep(Math.round(10 * attempt * (0.5 + Math.random())));
    }
  }
}
