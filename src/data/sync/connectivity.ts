// Online/offline as the desk should see it: the browser's flag and events, corrected by whether
// the last request reached the server, and whether the server refused the app by CORS. Also asks
// once for persistent storage so the browser does not evict the outbox under storage pressure.
import type { Reachability } from '@/data/api/client';
import { createValueStore, shallowEqual } from '@/lib/value-store';

export interface Connectivity {
  isOnline(): boolean;
  /** The server is up but its CORS settings refuse this app (the last request said so). */
  isCorsRefused(): boolean;
  /** Called by the API client after every request. */
  report(reachability: Reachability): void;
  subscribe(listener: () => void): () => void;
}

interface Reach {
  browser: boolean;
  server: boolean;
  cors: boolean;
}

export function createConnectivity(target?: Window): Connectivity {
  const reach = createValueStore<Reach>(
    { browser: target ? target.navigator.onLine : true, server: true, cors: false },
    shallowEqual,
  );
  const set = (next: Partial<Reach>) => reach.set({ ...reach.get(), ...next });
  // Coming back online is only a hint: the next request's result confirms it.
  target?.addEventListener('online', () => set({ browser: true, server: true }));
  target?.addEventListener('offline', () => set({ browser: false }));

  return {
    isOnline: () => reach.get().browser && reach.get().server,
    isCorsRefused: () => reach.get().cors,
    report(reachability) {
      if (reachability === 'unreachable') set({ server: false, cors: false });
      // An answer of any kind (even one CORS hides from the app) means the server is there; the
      // browser's own flag is read again, since an answer to a request sent just before the link
      // dropped must not show the desk online again.
      else
        reach.set({
          browser: target ? target.navigator.onLine : true,
          server: true,
          cors: reachability === 'cors-refused',
        });
    },
    subscribe: reach.subscribe,
  };
}

let persistAsked = false;

/** Ask once per page load; the browser decides (and may say no), so the answer is only logged. */
export async function requestPersistentStorage(
  nav: Navigator | undefined = globalThis.navigator,
): Promise<boolean> {
  if (persistAsked || !nav?.storage?.persist) return false;
  persistAsked = true;
  try {
    if (await nav.storage.persisted()) return true;
    return await nav.storage.persist();
  } catch {
    return false;
  }
}
