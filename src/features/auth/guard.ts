// The logged-in pages' guard (SPEC §2): without a stored token and user id, alert and go to /.
import { redirect } from '@tanstack/react-router';
import { isSignedIn, type SessionStore } from '@/data/session/session';

export const NOT_LOGGED_IN = 'You are not logged in!';

/** For a route's beforeLoad. A preload (hovering a link) redirects silently: nobody navigated yet. */
export function requireSession(session: SessionStore, { preload }: { preload: boolean }): void {
  if (isSignedIn(session.read())) return;
  if (!preload) window.alert(NOT_LOGGED_IN);
  throw redirect({ to: '/' });
}
