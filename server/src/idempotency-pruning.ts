// Owns the timer that forgets stored idempotent answers once they are a day old (ADR 0002),
// rate-limit windows that are over (0012), and sessions and reset codes past their end (0023): one
// pass when the app is ready, then one every hour; it stops, and waits for a running pass, on close.
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import { pruneAnswers } from './repositories/idempotency';
import { pruneHits } from './repositories/rate-limits';
import { pruneSessions } from './repositories/sessions';

/** How long a replay still gets the first answer; a device offline longer re-sends as new. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 3_600_000;
export const PRUNE_EVERY_MS = 3_600_000;

export function scheduleIdempotencyPruning(
  app: FastifyInstance,
  db: Db,
  now: () => Date,
  everyMs: number = PRUNE_EVERY_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  // Passes run one after another, never two at once.
  let running: Promise<void> = Promise.resolve();
  const prune = () => {
    const at = now();
    const olderThan = new Date(at.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString();
    running = running
      .then(() => pruneAnswers(db, olderThan))
      .then(() => pruneHits(db, at))
      .then(() => pruneSessions(db, at))
      .catch((error: unknown) => app.log.error({ err: error }, 'pruning idempotency answers failed'));
  };
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
