// Runs the sync machinery while logged-in pages are shown: the outbox's replay scheduler, the live
// sync of the club's landings (one engine, one pace: src/data/sync/live-sync.ts) and the settings
// refreshers it invalidates. Gives features the engine (enqueue, discard, retry …) and the sync state.
import { QueryObserver, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { markTokenRejected } from '@/data/db/meta';
import { ClubMovementsProvider } from '@/data/landings/club-movements';
import { ClubRecordProvider } from '@/data/landings/club-record';
import { settingsRefreshers } from '@/data/settings/settings-refreshers';
import { requestPersistentStorage } from '@/data/sync/connectivity';
import { getSyncEngine, type SyncEngine } from '@/data/sync/engine';
import { createLiveSync, type LiveSync, type LiveSyncState } from '@/data/sync/live-sync';
import { useAppServices, useOnline, useSession } from './app-services-context';

const SyncEngineContext = createContext<SyncEngine | null>(null);
const LiveSyncContext = createContext<LiveSync | null>(null);

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
      {clubId !== null && token ? (
        <ClubSync engine={engine} clubId={clubId} token={token}>
          {children}
        </ClubSync>
      ) : (
        children
      )}
    </SyncEngineContext.Provider>
  );
}

/** Keeps the club's landings and settings in the mirror, so the desk works offline after one visit. */
function ClubSync({
  engine,
  clubId,
  token,
  children,
}: {
  engine: SyncEngine;
  clubId: number;
  token: string;
  children: ReactNode;
}) {
  const { api, clock, server } = engine.services;
  const queryClient = useQueryClient();
  const settings = useMemo(
    () => settingsRefreshers({ api, server, db: engine.db, clock, clubId }),
    [api, server, engine.db, clock, clubId],
  );
  // A new token (sign-in again) restarts the stream with it.
  const live = useMemo(
    () =>
      createLiveSync({
        api,
        db: engine.db,
        server,
        clock,
        clubId,
        target: window,
        onSettingsChanged: () => {
          for (const query of settings) void queryClient.invalidateQueries({ queryKey: query.queryKey });
        },
        // The header then asks to sign in again, as it does when the outbox's send is refused.
        onSessionRefused: () => void markTokenRejected(engine.db, token, clock.now()),
      }),
    [api, engine.db, server, clock, clubId, queryClient, settings, token],
  );
  useEffect(() => {
    live.start();
    return () => live.stop();
  }, [live]);
  // A device with a copy from an earlier session reads the settings and lookups once the landings'
  // first pull has ended (or failed): the screen shows that copy meanwhile, and their answers and
  // writes no longer share a slow device's first seconds with the pull and the first render. A
  // device with nothing stored reads everything at once.
  const due = useSyncExternalStore(
    live.subscribe,
    () => settingsDue(live),
    () => settingsDue(live),
  );
  // Observed while due, as useQueries would (fetched when stale, again on focus, reconnect and
  // invalidation), without useQueries' observer of a list that may change length: 1.6 KB gzip more
  // in the desk's frame, whose routes are held to 250 KB (docs/decisions/0019).
  useEffect(() => {
    if (!due) return;
    const stops = settings.map((query) => new QueryObserver(queryClient, query).subscribe(() => undefined));
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient, settings, due]);
  return (
    <LiveSyncContext.Provider value={live}>
      <ClubRecordProvider db={engine.db} clubId={clubId}>
        <ClubMovementsProvider db={engine.db} clubId={clubId}>
          {children}
        </ClubMovementsProvider>
      </ClubRecordProvider>
    </LiveSyncContext.Provider>
  );
}

function settingsDue(live: LiveSync): boolean {
  const { synced, failedAt, earlierCopy } = live.state();
  return earlierCopy === 'none' || synced || failedAt > 0;
}

export function useSyncEngine(): SyncEngine {
  const engine = useContext(SyncEngineContext);
  if (!engine) throw new Error('useSyncEngine outside SyncEngineProvider');
  return engine;
}

const IDLE: LiveSyncState = {
  mode: 'starting',
  synced: false,
  ready: false,
  movements: false,
  failedAt: 0,
  earlierCopy: 'unknown',
};
const none = () => () => undefined;

/** Whether the club's landings are in the mirror yet, and when the last pull failed. */
export function useLiveSyncState(): LiveSyncState {
  const live = useContext(LiveSyncContext);
  return useSyncExternalStore(
    live?.subscribe ?? none,
    live?.state ?? (() => IDLE),
    live?.state ?? (() => IDLE),
  );
}

const notSettled = () => false;

/**
 * Whether Movements may show the mirror: it holds a whole copy, or at least the club's movements
 * whole, or the server could not be reached. A boolean snapshot, so the stream connecting or a pull
 * ending re-renders nobody unless it flips.
 */
export function useMovementsSettled(): boolean {
  const live = useContext(LiveSyncContext);
  const settled = useMemo(() => {
    if (!live) return notSettled;
    return () => {
      const { ready, movements, failedAt } = live.state();
      return ready || movements || failedAt > 0;
    };
  }, [live]);
  return useSyncExternalStore(live?.subscribe ?? none, settled, settled);
}
