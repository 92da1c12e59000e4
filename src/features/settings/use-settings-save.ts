// Saving one settings section straight to the server (docs/product.md#sync-and-offline, point 6). Owns what
// the form says about a save: refused offline with the form untouched; on success the section's toast and
// SAVE disabled again; on failure the failure toasts and the reason under the form. The calls and
// the mirror's refresh are the data layer's (data/settings/use-settings-write.ts).
import { useState } from 'react';
import { useOnline, useSession } from '@/data/react/app-services-context';
import {
  type ApiError,
  isApiError,
  isAuthError,
  isCorsError,
  isNetworkError,
  type Refusal,
} from '@/data/react/error-words';
import { type SettingsWriteOptions, useSettingsWrite } from '@/data/settings/use-settings-write';
import { type Message, msg, say, sayOr, type Translate } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { TOAST_SAVE_MS, toast } from '@/ui/toast';
import { NO_CLUB, OFFLINE_SAVE_REFUSED, SAVE_FAILED, SESSION_EXPIRED } from './save-messages';

export interface SettingsSaveOptions<V> extends SettingsWriteOptions<V> {
  /** The section's success toast. */
  success: Message;
  /** The text added to a failure of this save, if any (the opening hours', the weight bands'). */
  failureDetail?: (vars: V) => Message | undefined;
}

export interface SettingsSave<V> {
  /** True when the server took the save; false when it was refused or failed. */
  save(vars: V): Promise<boolean>;
  pending: boolean;
  /** Why the last save did not go through, in words, for the form to show. */
  message: string | null;
  setMessage(message: Message | null): void;
}

/** An error of the data layer that carries its words for the operator (e.g. a half-saved band save). */
function wordsOf(error: unknown): Message | null {
  if (!(error instanceof Error) || !('words' in error)) return null;
  const { words } = error as { words: unknown };
  return typeof words === 'object' && words !== null && 'id' in words ? (words as Message) : null;
}

/** Why a save failed; the server's or the data layer's reason is said now, in the desk's language. */
function failureReason(error: unknown, refusalOf: (error: ApiError) => Refusal, t: Translate): Message {
  if (isCorsError(error)) return msg('settings.save.cors', { advice: say(t, error.words) });
  if (isNetworkError(error)) return OFFLINE_SAVE_REFUSED;
  if (isAuthError(error)) return SESSION_EXPIRED;
  const because = (reason: string) => msg('settings.save.failedBecause', { reason });
  if (isApiError(error)) {
    const refusal = refusalOf(error);
    return because(sayOr(t, refusal.words, refusal.reason));
  }
  const words = wordsOf(error);
  if (words) return because(say(t, words));
  if (error instanceof Error && error.message) return because(error.message);
  return SAVE_FAILED;
}

export function useSettingsSave<V>(options: SettingsSaveOptions<V>): SettingsSave<V> {
  const { clubId } = useSession();
  const online = useOnline();
  const t = useT();
  const writer = useSettingsWrite(options);
  const [message, setMessage] = useState<Message | null>(null);

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
      toast.success(say(t, options.success), { autoClose: TOAST_SAVE_MS });
      return true;
    } catch (error) {
      setMessage(failureReason(error, writer.refusal, t));
      if (!isNetworkError(error)) {
        toast.error(say(t, SAVE_FAILED), { autoClose: TOAST_SAVE_MS });
        const detail = options.failureDetail?.(vars);
        if (detail) toast.error(say(t, detail), { autoClose: TOAST_SAVE_MS });
      }
      return false;
    } finally {
      // Part of a multi-call save may have gone through: the mirror shows what the server has.
      writer.refresh(clubId);
    }
  };

  return { save, pending: writer.pending, message: message && say(t, message), setMessage };
}
