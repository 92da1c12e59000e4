// Online/offline as the desk should see it: the browser's flag and events, corrected by whether
// the last request reached the server, and whether the server refused the app by CORS. Also asks
// once for persistent storage so the browser does not evict the outbox under storage pressure.
import type { Reachability } from '@/data/api/client';

export interface Connectivity {
  isOnline(): boolean;
  /** The server is up but its CORS settings refuse this app (the last request said so). */
  isCorsRefused(): boolean;
  /** Called by the API client after every request. */
  report(reachability: Reachability): void;
  subscribe(listener: () => void): () => void;
}

export function createConnectivity(target?: Window): Connectivity {
  const listeners = new Set<() => void>();
  let browserOnline = target ? target.navigator.onLine : true;
  let serverReachable = true;
  let corsRefused = false;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const set = (browser: boolean, server: boolean, cors: boolean) => {
    if (browser === browserOnline && server === serverReachable && cors === corsRefused) return;
    browserOnline = browser;
    serverReachable = server;
    corsRefused = cors;
    notify();
  };
  // Coming back online is only a hint: the next request's result confirms it.
  target?.addEventListener('online', () => set(true, true, corsRefused));
  target?.addEventListener('offline', () => set(false, serverReachable, corsRefused));

  return {
    isOnline: () => browserOnline && serverReachable,
    isCorsRefused: () => corsRefused,
    report(reachability) {
      if (reachability === 'unreachable') set(browserOnline, false, false);
      // An answer of any kind (even one CORS hides from the app) means the link is up.
      else set(true, true, reachability === 'cors-refused');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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
