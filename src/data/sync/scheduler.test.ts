// When the replayer runs. The replayer here is a recording stand-in (the real one is tested
// against the server in replayer.test.ts); timers are vitest's fake ones.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '@/test/manual-clock';
import type { PageEvents } from './page-events';
import type { DrainOptions, DrainResult, Replayer } from './replayer';
import { createReplayScheduler } from './scheduler';

function fakeWindow() {
  const win = new EventTarget();
  const doc = new EventTarget();
  const target: PageEvents = {
    addEventListener: (type, listener) => win.addEventListener(type, listener),
    removeEventListener: (type, listener) => win.removeEventListener(type, listener),
    document: {
      visibilityState: 'visible',
      addEventListener: (type, listener) => doc.addEventListener(type, listener),
      removeEventListener: (type, listener) => doc.removeEventListener(type, listener),
    },
  };
  return { target, fire: (type: string) => win.dispatchEvent(new Event(type)), doc };
}

function recordingReplayer(results: DrainResult[]) {
  const calls: DrainOptions[] = [];
  const replayer: Replayer = {
    drain: async (options = {}) => {
      calls.push(options);
      return results.shift() ?? { sent: 0, stopped: 'idle', waiting: 0, nextWakeAt: null };
    },
  };
  return { replayer, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('replay scheduler', () => {
  it('drains at start, on online (ignoring backoff), on visibility and after a kick', async () => {
    const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
    const { replayer, calls } = recordingReplayer([]);
    const win = fakeWindow();
    const scheduler = createReplayScheduler(replayer, { clock, target: win.target });

    scheduler.start();
    await scheduler.settled();
    win.fire('online');
    await scheduler.settled();
    win.doc.dispatchEvent(new Event('visibilitychange'));
    await scheduler.settled();
    scheduler.kick();
    await scheduler.settled();

    expect(calls).toEqual([
      { ignoreBackoff: true },
      { ignoreBackoff: true },
      { ignoreBackoff: false },
      { ignoreBackoff: false },
    ]);
    scheduler.stop();
    win.fire('online');
    await scheduler.settled();
    expect(calls).toHaveLength(4);
  });

  it('ends the undo windows and drains at start and when the page is hidden or left, not when shown', async () => {
    const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
    const { replayer, calls } = recordingReplayer([]);
    const win = fakeWindow();
    const released: string[] = [];
    let visibility: DocumentVisibilityState = 'visible';
    const target: PageEvents = {
      ...win.target,
      document: {
        ...win.target.document,
        get visibilityState() {
          return visibility;
        },
      },
    };
    const scheduler = createReplayScheduler(replayer, {
      clock,
      target,
      releaseHolds: async () => {
        released.push(`released before drain ${calls.length + 1}`);
      },
      // Synchronous, before the release: a page being left no longer answers IndexedDB.
      leave: () => released.push(`left before drain ${calls.length + 1}`),
    });
    scheduler.start();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // Those an earlier page of this desk left open, reloaded or closed before it stored their end.
    expect(released).toEqual(['released before drain 1']);

    win.doc.dispatchEvent(new Event('visibilitychange'));
    await scheduler.settled();
    expect(released).toHaveLength(1);

    visibility = 'hidden';
    win.doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    win.fire('pagehide');
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(released.slice(1)).toEqual([
      'released before drain 3',
      'left before drain 4',
      'released before drain 4',
    ]);
    expect(calls.slice(2)).toEqual([{ ignoreBackoff: true }, { ignoreBackoff: true }]);
    scheduler.stop();
  });

  it('survives being started, stopped and started again (React StrictMode): one listener per event', async () => {
    const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
    const { replayer, calls } = recordingReplayer([]);
    const win = fakeWindow();
    const scheduler = createReplayScheduler(replayer, { clock, target: win.target });

    scheduler.start();
    scheduler.stop();
    scheduler.start();
    await scheduler.settled();
    const atStart = calls.length;
    win.fire('online');
    await scheduler.settled();
    // One drain for one event: the first start's listener went with its stop.
    expect(calls.length - atStart).toBe(1);
    scheduler.stop();
    win.fire('online');
    await scheduler.settled();
    expect(calls.length - atStart).toBe(1);
  });

  it('wakes up when the earliest backoff is due', async () => {
    const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
    const due = clock.now().getTime() + 8_000;
    const { replayer, calls } = recordingReplayer([
      { sent: 0, stopped: 'unreachable', waiting: 1, nextWakeAt: due },
    ]);
    const scheduler = createReplayScheduler(replayer, { clock });

    scheduler.start();
    await scheduler.settled();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await scheduler.settled();
    expect(calls).toHaveLength(2);
    scheduler.stop();
  });

  it('a kick during a drain runs one more drain afterwards', async () => {
    const clock = manualClock();
    const { replayer, calls } = recordingReplayer([]);
    const scheduler = createReplayScheduler(replayer, { clock });
    scheduler.start();
    scheduler.kick();
    scheduler.kick();
    await scheduler.settled();
    expect(calls).toHaveLength(2);
    scheduler.stop();
  });
});
