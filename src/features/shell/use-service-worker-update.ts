// Registers the service worker (production builds only, once the browser is idle after the first
// screen: docs/decisions/0038) and reports when a new version is waiting. The new version takes
// over only when the operator chooses Reload: never a forced reload that could drop a half-typed form.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { whenIdle } from '@/lib/when-idle';

export interface ServiceWorkerUpdate {
  updateReady: boolean;
  reload: () => void;
  dismiss: () => void;
}

const SW_URL = '/sw.js';
/** After asking the waiting version to take over: how long to wait for it before reloading anyway. */
const RELOAD_FALLBACK_MS = 5_000;

export function useServiceWorkerUpdate(): ServiceWorkerUpdate {
  const [updateReady, setUpdateReady] = useState(false);
  const workbox = useRef<Workbox | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const register = async () => {
      const { Workbox } = await import('workbox-window');
      if (cancelled) return;
      const wb = new Workbox(SW_URL, { scope: '/' });
      wb.addEventListener('waiting', () => setUpdateReady(true));
      // Reload only in the tab whose operator asked, once the new worker has taken control; another
      // tab's Reload must not reload this one under a half-typed form.
      wb.addEventListener('controlling', () => {
        if (asked.current) window.location.reload();
      });
      workbox.current = wb;
      await wb.register();
    };
    const cancelIdle = whenIdle(() => {
      register().catch((error: unknown) =>
        console.error('The service worker could not be registered', error),
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);

  const reload = useCallback(() => {
    asked.current = true;
    void navigator.serviceWorker.getRegistration().then((registration) => {
      // Nothing waiting any more: the new version already took over (another tab's Reload, or the
      // browser let it in once no page used the old one), so loading the page again brings it in.
      if (!registration?.waiting) {
        window.location.reload();
        return;
      }
      workbox.current?.messageSkipWaiting();
      // Should its taking control never be heard of, the operator's click still reloads the page.
      window.setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
    });
  }, []);
  const dismiss = useCallback(() => setUpdateReady(false), []);
  return { updateReady, reload, dismiss };
}
