// Changing the password: straight to the server; on success the toast, then logout and /. The
// server has revoked the old tokens by then, so staying signed in is no option.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppServices, useOnline } from '@/data/react/app-services-context';
import { type ApiError, isApiError, type Refusal, refusalBy } from '@/data/react/error-words';
import { changePassword } from '@/data/session/change-password';
import { SETTINGS_SAVE_KEY } from '@/data/settings/use-settings-write';
import type { PasswordChange } from '@/domain/accounts/password';
import { PASSWORD_CHANGED, passwordChangeError } from '@/domain/accounts/password-change';
import { msg, say, sayOr, type Translate } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { toast } from '@/ui/toast';
import { useLogout } from '../use-logout';

export const PASSWORD_OFFLINE = msg('settings.password.offline');

export interface ChangePasswordState {
  submit(change: PasswordChange): Promise<void>;
  pending: boolean;
  error: string | null;
}

export function useChangePassword(): ChangePasswordState {
  const { api, server } = useAppServices();
  const online = useOnline();
  const logout = useLogout();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationKey: [...SETTINGS_SAVE_KEY, 'password'],
    mutationFn: (change: PasswordChange) => changePassword(api, change),
  });

  const submit = async (change: PasswordChange) => {
    if (!online) {
      setError(say(t, PASSWORD_OFFLINE));
      return;
    }
    setError(null);
    try {
      await mutation.mutateAsync(change);
    } catch (failure) {
      const shown = passwordChangeError(
        isApiError(failure)
          ? {
              answered: true,
              message: serverMessage(failure, refusalBy(server.known()?.adapter, failure), t),
            }
          : { answered: false },
      );
      setError(typeof shown === 'string' ? shown : say(t, shown));
      return;
    }
    toast.success(say(t, PASSWORD_CHANGED));
    // Waiting changes stay queued for this account; they go out after the next sign-in.
    await logout({ confirmWaiting: false });
  };

  return { submit, pending: mutation.isPending, error };
}

/**
 * The server's own words (in the desk's language when it named them in the catalogs), unless the
 * error only carries the HTTP status (no Strapi envelope).
 */
function serverMessage(error: ApiError, refusal: Refusal, t: Translate): string | null {
  return /^HTTP\d+$/.test(error.errorName) ? null : sayOr(t, refusal.words, refusal.reason);
}
