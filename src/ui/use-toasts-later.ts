// When the toast container comes: at the first toast, or when the browser is first idle after the
// desk's first render, never before it (docs/decisions/0038).
import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { loadToasts, toastsWanted } from './toast';

/** True once the container should be rendered. */
export function useToastsLater(): boolean {
  useEffect(() => whenIdle(() => void loadToasts().catch(() => undefined)), []);
  return useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.get);
}
