// The replayer: sends the outbox to the server, oldest first, one drain at a time across tabs, with
// the server adapter's sender. Owns the outcome of each send: deleting a delivered entry, backing
// off, or parking it for the operator (conflict / failed). Never fetches inside a Dexie transaction.

import { ApiError, NetworkError } from '@/data/api/api-errors';
import type { ApiClient } from '@/data/api/client';
import type { LandingAnswer } from '@/data/api/landings-api';
import { markSynced, markTokenRejected, rejectedToken } from '@/data/db/meta';
import type { OutboxEntry } from '@/data/db/mirror-types';
import type { PprDb } from '@/data/db/schema';
import { inEnglish } from '@/data/english-words';
import { putServerLanding, rebuildLanding } from '@/data/landings/mirror';
import { landingSenderOf } from '@/data/server/landing-senders';
import type { ServerAdapter } from '@/data/server/server-adapter';
import type { ServerInfo } from '@/data/server/server-info';
import { versionMoved } from '@/data/server/version-moved';
import type { Session } from '@/data/session/session';
import { fieldsBefore } from '@/domain/landings/field-clashes';
import type { Clock } from '@/domain/time/clock';
import { type Message, msg } from '@/i18n/messages';
import type { LandingSender } from './landing-sender';
import { defaultLock, type ExclusiveLock } from './lock';
import { listOutbox } from './outbox';
import { backoffDelay, pickNext } from './replay-plan';

export const OUTBOX_LOCK = 'ppr-outbox';

export interface ReplayerDeps {
  db: PprDb;
  api: ApiClient;
  /** Which server this is: the first send of a session waits until it has said. */
  server: ServerInfo;
  clock: Clock;
  getSession: () => Session;
  lock?: ExclusiveLock;
  random?: () => number;
}

export type DrainStop = 'idle' | 'unreachable' | 'auth' | 'signed-out';

export interface DrainResult {
  sent: number;
  stopped: DrainStop;
  /** Entries of this user still waiting after the drain. */
  waiting: number;
  /** When the earliest backing-off entry becomes due (epoch ms), if any. */
  nextWakeAt: number | null;
}

export interface DrainOptions {
  /** Send entries still backing off too: the connection just came back, waiting longer is pointless. */
  ignoreBackoff?: boolean;
}

export interface Replayer {
  drain(options?: DrainOptions): Promise<DrainResult>;
}

/** `message` is stored as the entry's English `error`, `words` as its `errorWords` (db/types.ts). */
type Outcome =
  | { kind: 'delivered'; answer: LandingAnswer }
  | { kind: 'retry-later'; message: string; words: Message | null }
  | { kind: 'auth' }
  | { kind: 'conflict'; message: string; words: Message | null; current: LandingAnswer | null }
  | { kind: 'failed'; message: string; words: Message | null };

export function createReplayer(deps: ReplayerDeps): Replayer {
  const { db, api, clock } = deps;
  const lock = deps.lock ?? defaultLock();
  const random = deps.random ?? Math.random;
  // One sender per adapter: the server is chosen once, but a remembered answer may be corrected.
  const senders = new WeakMap<ServerAdapter, LandingSender>();
  const senderFor = (adapter: ServerAdapter): LandingSender => {
    const sender = senders.get(adapter) ?? landingSenderOf(adapter, { api, db, clock });
    senders.set(adapter, sender);
    return sender;
  };

  async function send(entry: OutboxEntry): Promise<Outcome> {
    try {
      let result = await senderFor(await deps.server.detect()).send(entry);
      // A plain Strapi's refusal (a record no longer where the desk had it): the club may have moved
      // from Strapi 4 to 5 under the same address, so the version is asked again first.
      if (result.kind === 'refused' && (await versionMoved(deps.server, api)))
        result = await senderFor(await deps.server.detect()).send(entry);
      if (result.kind === 'refused') return { kind: 'failed', message: result.message, words: result.words };
      return result;
    } catch (error) {
      return classify(error);
    }
  }

  async function delivered(entry: OutboxEntry, { landing, hasRelations }: LandingAnswer): Promise<void> {
    await db.transaction('rw', db.outbox, db.landings, db.meta, async () => {
      await db.outbox.delete(entry.seq);
      const later = db.outbox.where('landingId').equals(entry.landingId);
      if (entry.kind === 'create') {
        // The landing now has its real id: move the changes queued on the temporary one to it.
        await later.modify({ landingId: landing.id, baseUpdatedAt: landing.updatedAt });
        await db.landings.delete(entry.landingId);
      } else {
        // Later changes made on top of this one were based on the same server version; this
        // answer is that version plus our own change, so they must not conflict with it.
        await later
          .filter((next) => next.baseUpdatedAt === entry.baseUpdatedAt)
          .modify((next) => {
            next.baseUpdatedAt = landing.updatedAt;
            if (next.before) next.before = fieldsBefore(landing, next.patch);
          });
      }
      const pendingAfter = await db.outbox.where('landingId').equals(landing.id).toArray();
      await putServerLanding(db, landing, hasRelations, entry.clubId, pendingAfter);
      await markSynced(db, 'outbox', entry.clubId, clock.now());
    });
  }

  async function conflicted(
    entry: OutboxEntry,
    { message, words, current }: { message: string; words: Message | null; current: LandingAnswer | null },
  ): Promise<void> {
    await db.transaction('rw', db.outbox, db.landings, async () => {
      await db.outbox.update(entry.seq, {
        state: 'conflict',
        error: message,
        errorWords: words,
        serverCurrent: current?.landing ?? null,
      });
      if (!current) return;
      // The mirror learns the server's version, shown without the change until it is resolved.
      const pending = await db.outbox.where('landingId').equals(entry.landingId).toArray();
      await putServerLanding(db, current.landing, current.hasRelations, entry.clubId, pending);
    });
  }

  /** The row goes back to the server's state, saying what was refused (shownEntries()). */
  async function refused(entry: OutboxEntry, { message, words }: { message: string; words: Message | null }) {
    await db.transaction('rw', db.outbox, db.landings, async () => {
      await db.outbox.update(entry.seq, { state: 'failed', error: message, errorWords: words });
      await rebuildLanding(db, entry.landingId);
    });
  }

  async function backOff(entry: OutboxEntry, message: string, words: Message | null): Promise<void> {
    const attempts = entry.attempts + 1;
    const nextAttemptAt = clock.now().getTime() + backoffDelay(attempts, random);
    await db.outbox.update(entry.seq, { attempts, nextAttemptAt, error: message, errorWords: words });
  }

  async function drainLocked({ ignoreBackoff = false }: DrainOptions): Promise<DrainResult> {
    const session = deps.getSession();
    if (!session.token || session.userId === null)
      return { sent: 0, stopped: 'signed-out', waiting: 0, nextWakeAt: null };
    const userId = session.userId;
    let sent = 0;
    // A token the server already refused is not tried again: it would only refuse it again.
    if ((await rejectedToken(db)) === session.token) return summary(sent, 'auth', userId);

    for (;;) {
      const nowMs = clock.now().getTime();
      const dueBy = ignoreBackoff ? Number.POSITIVE_INFINITY : nowMs;
      const { next } = pickNext(await listOutbox(db), userId, dueBy, nowMs);
      if (!next) return summary(sent, 'idle', userId);
      const outcome = await send(next);
      switch (outcome.kind) {
        case 'delivered':
          await delivered(next, outcome.answer);
          sent += 1;
          break;
        case 'retry-later':
          await backOff(next, outcome.message, outcome.words);
          return summary(sent, 'unreachable', userId);
        case 'auth':
          await markTokenRejected(db, session.token, clock.now());
          return summary(sent, 'auth', userId);
        case 'conflict':
          await conflicted(next, outcome);
          break;
        case 'failed':
          await refused(next, outcome);
          break;
      }
    }
  }

  async function summary(sent: number, stopped: DrainStop, userId: number): Promise<DrainResult> {
    const { waiting, nextWakeAt } = pickNext(await listOutbox(db), userId, clock.now().getTime());
    return { sent, stopped, waiting, nextWakeAt };
  }

  return { drain: (options = {}) => lock.run(OUTBOX_LOCK, () => drainLocked(options)) };
}

/**
 * docs/product.md#sync-and-offline, point 4: which failures are retried, which need a new sign-in, which the
 * operator. A CORS refusal (a NetworkError) waits like a dropped link (nothing was applied) but its words
 * say what to change.
 */
function classify(error: unknown): Outcome {
  if (error instanceof NetworkError)
    return { kind: 'retry-later', message: inEnglish(error.words), words: error.words };
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'auth' };
    if (error.status === 429 || error.status >= 500)
      return { kind: 'retry-later', message: error.message, words: error.words };
    return { kind: 'failed', message: error.message, words: error.words };
  }
  // A 2xx we could not read, or a bug: park it for the operator rather than loop on it. Its own
  // text (a programmer's, in English) is kept as the detail.
  const words = msg('errors.unexpected', { detail: error instanceof Error ? error.message : String(error) });
  return { kind: 'failed', message: inEnglish(words), words };
}
