// Saving one settings section straight to the server (DESIGN offline point 6). Owns the save's
// mutation: refused offline with the form untouched; on success the section's toast, the mirror
// refreshed, SAVE disabled again; on failure SPEC §8's toasts and the reason under the form.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '@/data/api/client';
import { isApiError, isAuthError, isCorsError, isNetworkError } from '@/data/api/errors';
import { refusalReason } from '@/data/api/strapi-refusals';
import { useOnline, useSession } from '@/data/react/app-services-context';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import type { RefreshDeps } from '@/data/sync/refreshers';
import type { ServerCapabilities, ServerDialect } from '@/domain/server-capabilities';
import { TOAST_SAVE_MS, toast } from '@/ui/toast';
import { NO_CLUB, OFFLINE_SAVE_REFUSED, SAVE_FAILED, SESSION_EXPIRED } from './save-messages';

/** Every settings save runs under this key, so the page can block itself while any is running. */
export const SETTINGS_SAVE_KEY = ['settings-save'] as const;

export interface SaveContext {
  api: ApiClient;
  /** Which server this is: a section saves in its dialect (e.g. weight bands). */
  server: ServerCapabilities;
  clubId: number;
}

export interface SettingsSaveOptions<V> {
  section: string;
  /** The success toast of SPEC §8. */
  success: string;
  /** The Portuguese text SPEC §8 adds to a failure of this save, if any. */
  failureDetail?: (vars: V) => string | undefined;
  /** The refreshers whose mirror rows the save changes. */
  refreshes: (deps: RefreshDeps) => ReadonlyArray<{ queryKey: QueryKey }>;
  run: (context: SaveContext, vars: V) => Promise<void>;
}

export interface SettingsSave<V> {
  /** True when the server took the save; false when it was refused or failed. */
  save(vars: V): Promise<boolean>;
  pending: boolean;
  /** Why the last save did not go through, for the form to show. */
  message: string | null;
  setMessage(message: string | null): void;
}

function failureReason(error: unknown, dialect: ServerDialect | null): string {
  if (isCorsError(error)) return `Not saved. ${error.message}`;
  if (isNetworkError(error)) return OFFLINE_SAVE_REFUSED;
  if (isAuthError(error)) return SESSION_EXPIRED;
  if (isApiError(error)) return `${SAVE_FAILED} ${refusalReason(error, dialect)}`;
  if (error instanceof Error && error.message) return `${SAVE_FAILED} ${error.message}`;
  return SAVE_FAILED;
}

export function useSettingsSave<V>(options: SettingsSaveOptions<V>): SettingsSave<V> {
  const engine = useSyncEngine();
  const { clubId } = useSession();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const mutation = useMutation({
    mutationKey: [...SETTINGS_SAVE_KEY, options.section],
    mutationFn: async ({ vars, club }: { vars: V; club: number }) => {
      const { api, server } = engine.services;
      await options.run({ api, server: await server.detect(), clubId: club }, vars);
    },
  });

  const refresh = (club: number) => {
    const deps: RefreshDeps = {
      api: engine.services.api,
      db: engine.db,
      clock: engine.services.clock,
      clubId: club,
    };
    for (const query of options.refreshes(deps))
      void queryClient.invalidateQueries({ queryKey: query.queryKey });
  };

  const save = async (vars: V): Promise<boolean> => {
    if (clubId === null) {
      setMessage(NO_CLUB);
      return false;
    }
    if (!online) {
      setMessage(OFFLINE_SAVE_REFUSED);
      return false;
    }
    setMessage(null);
    try {
      await mutation.mutateAsync({ vars, club: clubId });
      toast.success(options.success, { autoClose: TOAST_SAVE_MS });
      return true;
    } catch (error) {
      setMessage(failureReason(error, engine.services.server.known()?.capabilities.dialect ?? null));
      if (!isNetworkError(error)) {
        toast.error(SAVE_FAILED, { autoClose: TOAST_SAVE_MS });
        const detail = options.failureDetail?.(vars);
        if (detail) toast.error(detail, { autoClose: TOAST_SAVE_MS });
      }
      return false;
    } finally {
      // Part of a multi-call save may have gone through: the mirror shows what the server has.
      refresh(clubId);
    }
  };

  return { save, pending: mutation.isPending, message, setMessage };
}
