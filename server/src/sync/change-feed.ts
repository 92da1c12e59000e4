// Who is listening for which club's changes, and telling them (docs/decisions/0010): a write of a
// club pokes that club's event streams with its new cursor (coalesced), a revoked user's streams end.
import type { Db } from '../db/database';
import { lastSequence, syncEpoch } from '../repositories/changes';
import { ALL_OF_SEQ, encodeCursor } from './cursor';

export interface Listener {
  clubId: number;
  userId: number;
  /** The club changed: its cursor is now `cursor`. */
  poke(cursor: string): void;
  /** The stream must close (tokens revoked, server closing). */
  end(reason: string): void;
}

export interface ChangeFeed {
  /** A write of this club has committed. */
  changed(clubId: number): void;
  /** The user's tokens were revoked (password change): their streams end now. */
  revoked(userId: number): void;
  /** The club's cursor as of now: every committed change is covered. */
  cursor(clubId: number): Promise<string>;
  subscribe(listener: Listener): () => void;
  /** How many streams are open (for the bench and tests). */
  size(): number;
  close(): void;
}

/** A few milliseconds, so a burst of writes (a band save, a busy desk) makes one poke. */
const COALESCE_MS = 15;

export function createChangeFeed(db: Db): ChangeFeed {
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

  return {
    changed(clubId) {
      if (due.has(clubId)) return;
      due.set(
        clubId,
        setTimeout(() => {
          poke(clubId).catch((error: unknown) => console.error('sync poke failed', error));
        }, COALESCE_MS),
      );
    },
    revoked(userId) {
      for (const listener of [...listeners]) if (listener.userId === userId) listener.end('revoked');
    },
    cursor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    size: () => listeners.size,
    close() {
      for (const timer of due.values()) clearTimeout(timer);
      due.clear();
      for (const listener of [...listeners]) listener.end('closing');
    },
  };
}
