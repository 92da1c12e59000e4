// React access to the app's services (session, API client, query client …) for features, which
// may not reach into routes for the router context.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { AppServices } from '@/data/app-services';
import type { Session } from '@/data/sync/session';

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
