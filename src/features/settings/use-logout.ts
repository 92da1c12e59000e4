// LOGOUT (SPEC §4 session): removes the stored session and goes to /. Changes still waiting in
// the outbox belong to this account and stay queued (DESIGN offline point 7); the operator is
// told first and may stay.
import { useNavigate } from '@tanstack/react-router';
import { useAppServices } from '@/data/react/app-services-context';
import { useWaitingCount } from '@/data/react/use-waiting-count';

export function logoutWarning(waiting: number): string {
  const count = waiting === 1 ? '1 change made here is' : `${waiting} changes made here are`;
  return (
    `${count} still waiting to sync. They stay queued on this device and are sent the next time ` +
    'this account signs in here. Log out anyway?'
  );
}

export interface LogoutOptions {
  /** False when the logout is not the operator's choice (after a password change). */
  confirmWaiting?: boolean;
}

export function useLogout(): (options?: LogoutOptions) => Promise<boolean> {
  const { session } = useAppServices();
  const countWaiting = useWaitingCount();
  const navigate = useNavigate();

  return async ({ confirmWaiting = true } = {}) => {
    try {
      const { userId } = session.read();
      if (confirmWaiting && userId !== null) {
        const waiting = await countWaiting(userId);
        if (waiting > 0 && !window.confirm(logoutWarning(waiting))) return false;
      }
      session.clear();
      await navigate({ to: '/' });
      return true;
    } catch (error) {
      // SPEC §8: a logout failure is an alert with the message.
      window.alert(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
}
