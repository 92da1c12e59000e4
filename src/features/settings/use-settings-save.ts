// Saving one settings section straight to the server (DESIGN offline point 6). Owns what the form
// says about a save: refused offline with the form untouched; on success the section's toast and
// SAVE disabled again; on failure SPEC §8's toasts and the reason under the form. The calls and the
// mirror's refresh are the data layer's (data/settings/use-settings-write.ts).
import { useState } from 'react';
import { useOnline, useSession } from '@/data/react/app-services-context';
import { isApiError, isAuthError, isCorsError, isNetworkError, refusalReason } from '@/data/react/errors';
import { type SettingsWriteOptions, useSettingsWrite } from '@/data/settings/use-settings-write';
import type { ServerDialect } from '@/domain/server-capabilities';
import { TOAST_SAVE_MS, toast } from '@/ui/toast';
import { NO_CLUB, OFFLINE_SAVE_REFUSED, SAVE_FAILED, SESSION_EXPIRED } from './save-messages';

export interface SettingsSaveOptions<V> extends SettingsWriteOptions<V> {
  /** The success toast of SPEC §8. */
  success: string;
  /** The Portuguese text SPEC §8 adds to a failure of this save, if any. */
  failureDetail?: (vars: V) => string | undefined;
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
  const { clubId } = useSession();
  const online = useOnline();
  const writer = useSettingsWrite(options);
  const [message, setMessage] = useState<string | null>(null);

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
      await writer.write(vars, clubId);
      toast.success(options.success, { autoClose: TOAST_SAVE_MS });
      return true;
    } catch (error) {
      setMessage(failureReason(error, writer.dialect()));
      if (!isNetworkError(error)) {
        toast.error(SAVE_FAILED, { autoClose: TOAST_SAVE_MS });
        const detail = options.failureDetail?.(vars);
        if (detail) toast.error(detail, { autoClose: TOAST_SAVE_MS });
      }
      return false;
    } finally {
      // Part of a multi-call save may have gone through: the mirror shows what the server has.
      writer.refresh(clubId);
    }
  };

  return { save, pending: writer.pending, message, setMessage };
}
