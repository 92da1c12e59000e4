// What the page waits for before its first number or date: the worker's word, its failure, or a
// time limit; never longer, never an error.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type WarmRequest, warmIntl } from './warm-intl';

/** A stand-in for the browser's Worker: records what it was asked and answers as a test tells it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  asked: WarmRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(request: WarmRequest) {
    this.asked.push(request);
  }
  terminate() {
    this.terminated = true;
  }
}

const request: WarmRequest = { tag: 'pt-PT', timeZone: 'UTC' };
let settled = false;
const watch = (promise: Promise<void>) => promise.then(() => (settled = true));

beforeEach(() => {
  vi.useFakeTimers();
  FakeWorker.made = [];
  settled = false;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('warmIntl', () => {
  it('resolves at once where there are no workers (the server, a test page)', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(warmIntl(request)).resolves.toBeUndefined();
  });

  it('asks a module worker for the page’s language and zone, and resolves when it answers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warmed = watch(warmIntl(request));
    const [worker] = FakeWorker.made;
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.url.pathname).toMatch(/intl-warm\.worker/);
    expect(worker?.asked).toEqual([request]);
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(false);
    worker?.onmessage?.();
    await warmed;
    expect(worker?.terminated).toBe(true);
  });

  it('resolves when the worker fails, and when it never answers, after 400 ms', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const failed = warmIntl(request);
    FakeWorker.made[0]?.onerror?.();
    await failed;

    const silent = watch(warmIntl(request));
    await vi.advanceTimersByTimeAsync(399);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await silent;
    expect(FakeWorker.made[1]?.terminated).toBe(true);
  });

  it('resolves when the browser refuses to start the worker', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    );
    await expect(warmIntl(request)).resolves.toBeUndefined();
  });
});
