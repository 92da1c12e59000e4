// Who is listening for which club's changes, and telling them (docs/decisions/0010): a write of a
// club pokes that club's event streams with its new cursor (coalesced), a revoked user's streams end.
// With a bus (PostgreSQL), the same news comes from and goes to the other server processes (0012).
import type { Db } from '../db/database';
import { lastSequence, syncEpoch } from '../repositories/changes';
import { ALL_OF_SEQ, encodeCursor } from './cursor';
import type { ChangeBus } from './pg-change-bus';

export interface Listener {
  clubId: number;
  /** The desk user the stream belongs to; null for a pilot's status page (docs/decisions/0021). */
  userId: number | null;
  /** The sign-in the stream was opened in: a logout ends its streams alone. */
  sessionId?: string;
  /** The club changed: its cursor is now `cursor`. */
  poke(cursor: string): void;
  /** The stream must close (tokens revoked, server closing). */
  end(reason: string): void;
}

export interface ChangeFeed {
  /** A write of this club has committed. */
  changed(clubId: number): void;
  /**
   * The user's tokens were revoked (password change, sign out everywhere), or one session of theirs
   * ended (logout, a refresh token reused): those streams end now.
   */
  revoked(userId: number, sessionId?: string): void;
  /** The club's cursor as of now: every committed change is covered. */
  cursor(clubId: number): Promise<string>;
  subscribe(listener: Listener): () => void;
  /** How many streams are open (for the bench and tests). */
  size(): number;
  close(): Promise<void>;
}

/** A few milliseconds, so a burst of writes (a band save, a busy desk) makes one poke. */
const COALESCE_MS = 15;

export function createChangeFeed(db: Db, bus: ChangeBus | null = null): ChangeFeed {
  const listeners = new Set<Listener>();
  const due = new Map<number, ReturnType<typeof setTimeout>>();
  let epoch: Promise<string> | null = null;
  const databaseEpoch = () => {
    epoch ??= syncEpoch(db);
    return epoch;
  };

  const cursor = async (clubId: number) =>
    encodeCursor({
      epoch: await databaseEpoch(),
      clubId,
      seq: await lastSequence(db, clubId),
      id: ALL_OF_SEQ,
    });

  const poke = async (clubId: number) => {
    due.delete(clubId);
    const watching = [...listeners].filter((listener) => listener.clubId === clubId);
    if (watching.length === 0) return;
    const now = await cursor(clubId);
    for (const listener of watching) listener.poke(now);
  };

  const schedule = (clubId: number) => {
    if (due.has(clubId)) return;
    due.set(
      clubId,
      setTimeout(() => {
        poke(clubId).catch((error: unknown) => console.error('sync poke failed', error));
      }, COALESCE_MS),
    );
  };
  const endStreamsOf = (userId: number, sessionId?: string) => {
    for (const listener of [...listeners]) {
      if (listener.userId !== userId) continue;
      if (sessionId === undefined || listener.sessionId === sessionId) listener.end('revoked');
    }
  };
  bus?.start({
    message: (message) =>
      message.kind === 'changed' ? schedule(message.clubId) : endStreamsOf(message.userId, message.sessionId),
    resumed: () => {
      for (const clubId of new Set([...listeners].map((listener) => listener.clubId))) schedule(clubId);
    },
  });

  return {
    changed(clubId) {
      schedule(clubId);
      bus?.publish({ kind: 'changed', clubId });
    },
    revoked(userId, sessionId) {
      endStreamsOf(userId, sessionId);
      bus?.publish({ kind: 'revoked', userId, ...(sessionId === undefined ? {} : { sessionId }) });
    },
    cursor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    size: () => listeners.size,
    async close() {
      for (const timer of due.values()) clearTimeout(timer);
      due.clear();
      for (const listener of [...listeners]) listener.end('closing');
      await bus?.close();
    },
  };
}
