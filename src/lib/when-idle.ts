// Runs work once the browser is idle: after what the screen needed, before anyone asks for it. Where
// there is no idle callback (Safari), after a while instead.

const FALLBACK_MS = 1500;

/** Calls `run` when the browser is first idle (within twice the fallback); returns the cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: FALLBACK_MS * 2 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, FALLBACK_MS);
  return () => clearTimeout(timer);
}
