// When the toast container comes: at the first toast, or when the browser is first idle after the
// desk's first render (a while later where it has no idle callback), never before it.
import { useEffect, useSyncExternalStore } from 'react';
import { loadToasts, toastsWanted } from './toast';

const IDLE_FALLBACK_MS = 1500;

/** True once the container should be rendered. */
export function useToastsLater(): boolean {
  useEffect(() => {
    const load = () => void loadToasts().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: IDLE_FALLBACK_MS * 2 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(load, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);
  return useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.get);
}
