// React access to the app's services (session, API client, query client …) for features, which
// may not reach into routes for the router context.
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { AppServices } from '@/data/app-services';
import { type KnownServer, serverDescription } from '@/data/server/server-info';
import type { Session } from '@/data/session/session';
import type { ServerFeature } from '@/domain/wire/server-capabilities';
import type { Message } from '@/i18n/messages';

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices outside AppServicesProvider');
  return services;
}

/** The session, re-rendering when it changes (here or in another tab). */
export function useSession(): Session {
  const { session } = useAppServices();
  return useSyncExternalStore(session.subscribe, session.read, session.read);
}

/** Online as the header shows it: the browser's flag corrected by the last request's outcome. */
export function useOnline(): boolean {
  const { connectivity } = useAppServices();
  return useSyncExternalStore(connectivity.subscribe, connectivity.isOnline, connectivity.isOnline);
}

/** The session's CORS verdict: the server is up but refuses this app (see api/errors.ts). */
export function useCorsRefused(): boolean {
  const { connectivity } = useAppServices();
  return useSyncExternalStore(connectivity.subscribe, connectivity.isCorsRefused, connectivity.isCorsRefused);
}

export interface ServerView {
  known: KnownServer | null;
  /** The API address, once config.json has been read. */
  baseUrl: string | null;
}

/**
 * Whether the server said it offers `feature`. Until it has said, false; or, with `untilKnown`,
 * true where a form would otherwise hide what our server (the default deployment) keeps.
 */
export function useServerOffers(feature: ServerFeature, { untilKnown = false } = {}): boolean {
  const { server } = useAppServices();
  const known = useSyncExternalStore(server.subscribe, server.known, server.known);
  return known ? known.adapter.offers(feature) : untilKnown;
}

/** Which server the desk talks to and where, for Settings and the sync panel. */
export function useServerView(): ServerView {
  const { server, api } = useAppServices();
  const known = useSyncExternalStore(server.subscribe, server.known, server.known);
  const [baseUrl, setBaseUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void api.baseUrl().then((url) => {
      if (live) setBaseUrl(url);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return { known, baseUrl };
}

/**
 * "Server: PPR Desk server (https://…/api)" for Settings and the sync panel, as a message: which
 * server, where, and whether this session has heard from it yet.
 */
export function useServerDescription(): Message {
  const { known, baseUrl } = useServerView();
  return serverDescription(known, baseUrl);
}
