// The composition root of the data layer for the light part of the app (sign-in and the guard):
// session, connectivity, the API client, which server it talks to and the query client. The local
// database and the sync machinery are opened later by the logged-in layout (sync/engine.ts),
// keeping Dexie out of the sign-in chunk.
import type { I18n, Messages } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { type Clock, systemClock } from '@/domain/time/clock';
import { createI18n } from '@/i18n/create-i18n';
import { type ApiClient, createApiClient, type FetchLike } from './api/client';
import { createServerInfo, type ServerInfo } from './server/server-info';
import { storedStrapiVersions } from './server/strapi-versions';
import { createRenewal } from './session/renewal';
import { createSessionStore, type SessionStore } from './session/session';
import { type Connectivity, createConnectivity } from './sync/connectivity';
import { readUndoWindow, undoWindowMs } from './undo-window';

export interface AppServices {
  queryClient: QueryClient;
  session: SessionStore;
  connectivity: Connectivity;
  api: ApiClient;
  /** Our server or a plain Strapi 4 or 5, behind its adapter: asked once per session (docs/decisions/0035). */
  server: ServerInfo;
  clock: Clock;
  /** How long a desk change made now can be undone before it is sent; 0: sent at once. */
  undoWindowMs: () => number;
  /** The IndexedDB database the logged-in pages open. */
  dbName: string;
  /** The language the desk speaks, once main.tsx has applied this device's choice (language-choice.ts). */
  i18n: I18n;
}

export interface AppServicesOptions {
  /** The API base; a promise while config.json is being read (see api/runtime-config.ts). */
  baseUrl: string | Promise<string>;
  dbName?: string;
  fetch?: FetchLike;
  storage?: Storage;
  clock?: Clock;
  /** A fixed undo window (tests); otherwise this device's choice (undo-window.ts). */
  undoWindowMs?: number;
  /** The window whose online/offline and storage events to follow. */
  window?: Window;
  /**
   * English texts to start with (tests that render at once); otherwise none until this device's
   * language is applied, which main.tsx awaits before the first render.
   */
  messages?: Messages;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The mirror already shows the last data; a refetch only updates it in the background.
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        // Queries still run offline: the API client fails fast and connectivity reports it.
        networkMode: 'always',
      },
      mutations: { networkMode: 'always', retry: 0 },
    },
  });
}

export function createAppServices(options: AppServicesOptions): AppServices {
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const session = createSessionStore(options.storage ?? win?.localStorage, win);
  const connectivity = createConnectivity(win);
  // A 401 on our server renews the access token through the refresh cookie (docs/decisions/0023).
  const renew = createRenewal({
    api: () => api,
    session,
    renews: async () => (await server.detect()).offers('sessions'),
  });
  const api = createApiClient({
    baseUrl: options.baseUrl,
    getToken: () => session.read().token,
    onReachability: connectivity.report,
    renew,
    wire: async () => (await server.detect()).wire,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const dbName = options.dbName ?? 'ppr-desk';
  const server = createServerInfo(api, {
    versions: storedStrapiVersions(options.storage ?? win?.localStorage),
  });
  return {
    queryClient: createQueryClient(),
    session,
    connectivity,
    api,
    server,
    clock: options.clock ?? systemClock,
    undoWindowMs: () =>
      options.undoWindowMs ?? undoWindowMs(readUndoWindow(options.storage ?? win?.localStorage)),
    dbName,
    i18n: createI18n('en', options.messages ?? {}),
  };
}
