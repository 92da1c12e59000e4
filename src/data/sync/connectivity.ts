// Online/offline as the desk should see it: the browser's flag and events, corrected by whether
// the last request reached the server. Also asks once for persistent storage so the browser does
// not evict the outbox under storage pressure.

export interface Connectivity {
  isOnline(): boolean;
  /** Called by the API client after every request. */
  report(reachable: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createConnectivity(target?: Window): Connectivity {
  const listeners = new Set<() => void>();
  let browserOnline = target ? target.navigator.onLine : true;
  let serverReachable = true;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const set = (browser: boolean, server: boolean) => {
    if (browser === browserOnline && server === serverReachable) return;
    browserOnline = browser;
    serverReachable = server;
    notify();
  };
  // Coming back online is only a hint: the next request's result confirms it.
  target?.addEventListener('online', () => set(true, true));
  target?.addEventListener('offline', () => set(false, serverReachable));

  return {
    isOnline: () => browserOnline && serverReachable,
    report: (reachable) => set(reachable ? true : browserOnline, reachable),
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
