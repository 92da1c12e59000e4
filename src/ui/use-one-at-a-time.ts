// A control's task run one at a time (ACCEPT, Discard …): a second press while the first one's task
// runs does nothing, so a double tap records a change once. Owns that busy state.
import { useCallback, useRef, useState } from 'react';

export interface OneAtATime {
  /** A task is running: say so with aria-disabled, which keeps the focus where a disabled control drops it. */
  busy: boolean;
  /** Runs `task` unless one is running already. */
  run: (task: () => Promise<unknown>) => Promise<void>;
}

export function useOneAtATime(): OneAtATime {
  const [busy, setBusy] = useState(false);
  // Read by a second press before the first one's render lands.
  const running = useRef(false);
  const run = useCallback(async (task: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
