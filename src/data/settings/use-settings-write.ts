// One settings section's write to the server, as a mutation under SETTINGS_SAVE_KEY: it runs the
// section's calls with the API client, the server's adapter and the club, then refreshes the mirror
// rows the section changes. Owns the mutation; what the screen says about it stays in the feature.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/data/api/api-errors';
import type { ApiClient } from '@/data/api/client';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { type Refusal, refusalBy, type ServerAdapter } from '@/data/server/server-adapter';
import type { SettingsRefreshDeps } from './settings-refreshers';

/** Every settings save runs under this key, so the page can block itself while any is running. */
export const SETTINGS_SAVE_KEY = ['settings-save'] as const;

export interface SaveContext {
  api: ApiClient;
  /** Which server this is: a section saves through its adapter (e.g. weight bands). */
  server: ServerAdapter;
  clubId: number;
}

export interface SettingsWriteOptions<V> {
  section: string;
  /** The refreshers whose mirror rows the save changes. */
  refreshes: (deps: SettingsRefreshDeps) => ReadonlyArray<{ queryKey: QueryKey }>;
  run: (context: SaveContext, vars: V) => Promise<void>;
}

export interface SettingsWrite<V> {
  /** Resolves when the server took every call; rejects with the first call's error. */
  write(vars: V, clubId: number): Promise<void>;
  /** Refetch the section's mirror rows from the server. */
  refresh(clubId: number): void;
  /** What a refusal means on this server (its own words while it has not said which it is). */
  refusal(error: ApiError): Refusal;
  pending: boolean;
}

export function useSettingsWrite<V>(options: SettingsWriteOptions<V>): SettingsWrite<V> {
  const engine = useSyncEngine();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: [...SETTINGS_SAVE_KEY, options.section],
    mutationFn: async ({ vars, club }: { vars: V; club: number }) => {
      const { api, server } = engine.services;
      await options.run({ api, server: await server.detect(), clubId: club }, vars);
    },
  });

  const refresh = (clubId: number) => {
    const deps: SettingsRefreshDeps = {
      api: engine.services.api,
      server: engine.services.server,
      db: engine.db,
      clock: engine.services.clock,
      clubId,
    };
    for (const query of options.refreshes(deps))
      void queryClient.invalidateQueries({ queryKey: query.queryKey });
  };

  return {
    write: async (vars, club) => {
      await mutation.mutateAsync({ vars, club });
    },
    refresh,
    refusal: (error) => refusalBy(engine.services.server.known()?.adapter, error),
    pending: mutation.isPending,
  };
}
