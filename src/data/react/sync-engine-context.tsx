// Runs the sync engine while logged-in pages are shown: starts the replay scheduler, warms the
// mirror with every refresher, and gives features the engine (enqueue, discard, retry …).
import { useQueries } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { requestPersistentStorage } from '@/data/sync/connectivity';
import { getSyncEngine, type SyncEngine } from '@/data/sync/engine';
import { landingRefreshers } from '@/data/sync/refreshers';
import { settingsRefreshers } from '@/data/sync/settings-refreshers';
import { useAppServices, useOnline, useSession } from './app-services-context';

const SyncEngineContext = createContext<SyncEngine | null>(null);
const LANDINGS_POLL_MS = 60_000;

export function SyncEngineProvider({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const engine = useMemo(() => getSyncEngine(services, window), [services]);
  const { token, clubId } = useSession();

  useEffect(() => {
    engine.scheduler.start();
    // The outbox must survive storage pressure: ask once (also for sessions from before this load).
    void requestPersistentStorage();
    return () => engine.scheduler.stop();
  }, [engine]);

  // A new token (signed in again after a 401) may send what was held back.
  useEffect(() => {
    if (token) engine.scheduler.kick();
  }, [engine, token]);

  // The server answering again (after requests failed) is as good as the browser's `online` event.
  const online = useOnline();
  useEffect(() => {
    if (online) engine.scheduler.kick({ eager: true });
    // Which server this is, asked once per session (Settings and the sync panel show it); offline
    // it fails quietly and is asked again when the link is back.
    if (online) services.server.detect().catch(() => undefined);
  }, [engine, online, services.server]);

  return (
    <SyncEngineContext.Provider value={engine}>
      {clubId !== null ? <MirrorWarmer engine={engine} clubId={clubId} /> : null}
      {children}
    </SyncEngineContext.Provider>
  );
}

/** Keeps every collection the desk needs in the mirror, so the app works offline after one visit. */
function MirrorWarmer({ engine, clubId }: { engine: SyncEngine; clubId: number }) {
  const { api, clock } = engine.services;
  const queries = useMemo(() => {
    const deps = { api, db: engine.db, clock, clubId };
    return [
      // Landings keep polling so a desk left open stays current, and so a server that came back
      // is noticed without waiting for a focus or an `online` event. A list with its own pace
      // (History) keeps it.
      ...landingRefreshers(deps).map((query) => ({ refetchInterval: LANDINGS_POLL_MS, ...query })),
      ...settingsRefreshers(deps),
    ];
  }, [api, engine.db, clock, clubId]);
  useQueries({ queries });
  return null;
}

export function useSyncEngine(): SyncEngine {
  const engine = useContext(SyncEngineContext);
  if (!engine) throw new Error('useSyncEngine outside SyncEngineProvider');
  return engine;
}
