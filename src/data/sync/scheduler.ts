// When the replayer runs: at start, when the browser comes back online, when the tab becomes
// visible or is hidden or left (undo windows end then), right after each enqueue, and on a timer
// while entries wait (at their backoff time).
// Owns the timer and the event listeners; drains never overlap within the scheduler.
import type { Clock } from '@/domain/time/clock';
import { coalescedRun } from '@/lib/coalesced-run';
import type { PageEvents } from './page-events';
import type { DrainResult, Replayer } from './replayer';

export interface ReplayScheduler {
  start(): void;
  stop(): void;
  /** Drain soon; coalesces with a drain already running. `eager` also sends entries in backoff. */
  kick(options?: { eager?: boolean }): void;
  /** Resolves after the current (and any requested) drain has finished; for tests and sign-out. */
  settled(): Promise<void>;
}

export interface SchedulerEnv {
  clock: Clock;
  target?: PageEvents;
  /** How often to look again while entries wait without a known due time. */
  recheckMs?: number;
  /** Ends the outbox's undo windows when the page is hidden or left (docs/decisions/0026). */
  releaseHolds?: () => Promise<unknown>;
  /** Sends what waits without IndexedDB as the page is left, which it no longer answers (ADR 0075). */
  leave?: () => void;
  onDrained?: (result: DrainResult) => void;
  onError?: (error: unknown) => void;
}

const MIN_DELAY_MS = 1_000;

export function createReplayScheduler(replayer: Replayer, env: SchedulerEnv): ReplayScheduler {
  const recheckMs = env.recheckMs ?? 30_000;
  let eager = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;

  const plan = (result: DrainResult) => {
    clearTimeout(timer);
    if (!started) return;
    let delay: number | null = null;
    if (result.nextWakeAt !== null)
      delay = Math.max(MIN_DELAY_MS, result.nextWakeAt - env.clock.now().getTime());
    else if (result.waiting > 0 && result.stopped !== 'auth') delay = recheckMs;
    if (delay !== null) timer = setTimeout(() => kick(), delay);
  };

  const drainOnce = async () => {
    const ignoreBackoff = eager;
    eager = false;
    try {
      const result = await replayer.drain({ ignoreBackoff });
      env.onDrained?.(result);
      plan(result);
    } catch (error) {
      // A database error must not kill the scheduler; the next trigger tries again.
      env.onError?.(error);
    }
  };
  const drains = coalescedRun(drainOnce, () => started);

  function kick(options: { eager?: boolean } = {}): void {
    if (!started) return;
    if (options.eager) eager = true;
    void drains.run();
  }

  const onOnline = () => kick({ eager: true });
  // A tablet put to sleep or a tab closed in an undo window would keep the change until the desk
  // is opened again: what waits goes now, while the page still runs. At start, a window an earlier
  // page left open (reloaded or closed before its release was stored) ends too: its undo bar went
  // with that page, so the change goes at once rather than after a bar that comes back.
  const releaseAndSend = () => {
    const release = env.releaseHolds?.() ?? Promise.resolve();
    release.then(
      () => kick({ eager: true }),
      (error: unknown) => env.onError?.(error),
    );
  };
  const onPageHide = () => {
    env.leave?.();
    releaseAndSend();
  };
  const onVisible = () => {
    if (env.target?.document.visibilityState === 'visible') kick();
    else releaseAndSend();
  };

  return {
    start() {
      if (started) return;
      started = true;
      env.target?.addEventListener('online', onOnline);
      env.target?.addEventListener('pagehide', onPageHide);
      env.target?.document.addEventListener('visibilitychange', onVisible);
      releaseAndSend();
    },
    stop() {
      started = false;
      clearTimeout(timer);
      env.target?.removeEventListener('online', onOnline);
      env.target?.removeEventListener('pagehide', onPageHide);
      env.target?.document.removeEventListener('visibilitychange', onVisible);
    },
    kick,
    async settled() {
      for (let running = drains.inFlight(); running; running = drains.inFlight()) await running;
    },
  };
}
