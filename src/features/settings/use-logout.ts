// LOGOUT: ends the session on the server (best effort, docs/decisions/0023), removes the stored
// session and goes to /. Changes still waiting in the outbox belong to this account and stay queued
// (docs/product.md#sync-and-offline, point 7); the operator is told first and may stay.
import { useNavigate } from '@tanstack/react-router';
import { useAppServices } from '@/data/react/app-services-context';
import { useWaitingCount } from '@/data/react/use-waiting-count';
import { endSessionOnServer } from '@/data/session/sign-out';
import { type Message, msg, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';

export const logoutWarning = (waiting: number): Message => msg('settings.logoutWaiting', { count: waiting });

export interface LogoutOptions {
  /** False when the logout is not the operator's choice (after a password change). */
  confirmWaiting?: boolean;
}

export function useLogout(): (options?: LogoutOptions) => Promise<boolean> {
  const services = useAppServices();
  const { session } = services;
  const countWaiting = useWaitingCount();
  const navigate = useNavigate();
  const t = useT();

  return async ({ confirmWaiting = true } = {}) => {
    try {
      const { userId } = session.read();
      if (confirmWaiting && userId !== null) {
        const waiting = await countWaiting(userId);
        if (waiting > 0 && !window.confirm(say(t, logoutWarning(waiting)))) return false;
      }
      // Offline or unanswered, the session here ends all the same.
      await endSessionOnServer(services);
      session.clear();
      await navigate({ to: '/' });
      return true;
    } catch (error) {
      // A logout failure is an alert with the error's own message.
      window.alert(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
}
