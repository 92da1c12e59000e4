// Owns the worker that loads ICU's data for the page's language before the page formats its first
// number or date (docs/decisions/0050-intl-warmed-on-a-worker.md).
//
// The first Intl.NumberFormat or Intl.DateTimeFormat of a page costs 35–65 ms on the main thread
// (four times that on the phone Lighthouse simulates), whichever language: ICU loads its data then.
// That data is shared by the whole renderer process, so a worker building the same formatters first
// leaves the page's own first formatter under a millisecond.

export interface WarmRequest {
  /** The Intl tag the page writes in ('en-GB', 'pt-PT'). */
  tag: string;
  /** The zone its times are shown on; UTC when the page shows none. */
  timeZone: string;
}

/** A worker that never answers (blocked, or a browser without module workers) holds nothing up longer. */
const GIVE_UP_MS = 400;

/**
 * Starts the warm-up and resolves once ICU is loaded, the worker failed, or GIVE_UP_MS passed;
 * never rejects. Where there are no workers (the server, jsdom) it resolves at once.
 */
export function warmIntl(request: WarmRequest): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((done) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      done();
      return;
    }
    const timer = setTimeout(finish, GIVE_UP_MS);
    function finish() {
      clearTimeout(timer);
      worker.terminate();
      done();
    }
    worker.onmessage = finish;
    worker.onerror = finish;
    worker.postMessage(request);
  });
}
