// Owns one pooled PostgreSQL connection that LISTENs for the other server processes' changes
// (docs/decisions/0012), and sends this process's with NOTIFY; reconnects with backoff when lost.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db/database';
import { isPostgres } from '../db/dialect';
import { poolOf } from '../db/postgres';

export type BusMessage =
  | { kind: 'changed'; clubId: number }
  | { kind: 'revoked'; userId: number; sessionId?: string };

/** How the change feeds of several server processes tell each other (none with SQLite). */
export interface ChangeBus {
  publish(message: BusMessage): void;
  /** `message` from another process; `resumed` after the bus was away (changes may have been missed). */
  start(handlers: { message(message: BusMessage): void; resumed(): void }): void;
  close(): Promise<void>;
}

export const CHANNEL = 'ppr_desk_sync';
const LONGEST_BACKOFF_MS = 30_000;

const parse = (payload: string | undefined): (BusMessage & { origin: string }) | null => {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { origin, kind, clubId, userId, sessionId } = value as Record<string, unknown>;
    if (typeof origin !== 'string') return null;
    if (kind === 'changed' && typeof clubId === 'number') return { origin, kind, clubId };
    if (kind === 'revoked' && typeof userId === 'number')
      return { origin, kind, userId, ...(typeof sessionId === 'string' ? { sessionId } : {}) };
    return null;
  } catch {
    return null;
  }
};

export function pgChangeBus(db: Db, onError: (error: unknown) => void): ChangeBus {
  const pool = poolOf(db);
  const origin = randomUUID();
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let handlers: Parameters<ChangeBus['start']>[0] | null = null;

  const listen = async (attempt: number): Promise<void> => {
    if (closed || !handlers) return;
    try {
      const connection = await pool.connect();
      const lost = (error?: unknown) => {
        if (client !== connection) return;
        client = null;
        connection.release(true);
        if (error) onError(error);
        if (!closed) retry = setTimeout(() => void listen(1), 500);
      };
      connection.on('error', lost);
      connection.on('end', () => lost());
      connection.on('notification', (note) => {
        const message = parse(note.payload);
        if (message && message.origin !== origin) handlers?.message(message);
      });
      await connection.query(`LISTEN ${CHANNEL}`);
      if (closed) {
        connection.release(true);
        return;
      }
      client = connection;
      // Whatever the other processes changed while this one was not listening.
      if (attempt > 0) handlers.resumed();
    } catch (error) {
      onError(error);
      const wait = Math.min(500 * 2 ** attempt, LONGEST_BACKOFF_MS);
      if (!closed) retry = setTimeout(() => void listen(attempt + 1), wait);
    }
  };

  return {
    publish(message) {
      const payload = JSON.stringify({ origin, ...message });
      sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db).catch(onError);
    },
    start(given) {
      handlers = given;
      void listen(0);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const connection = client;
      client = null;
      connection?.release(true);
    },
  };
}

/** The bus when several processes may share the database (PostgreSQL); none on SQLite's one process. */
export function changeBusFor(db: Db, onError: (error: unknown) => void): ChangeBus | null {
  return isPostgres(db) ? pgChangeBus(db, onError) : null;
}
