// The logged-in pages' guard: without a stored token and user id, alert and go to /.
import type { I18n } from '@lingui/core';
import { redirect } from '@tanstack/react-router';
import { isSignedIn, type SessionStore } from '@/data/session/session';
import { translator } from '@/i18n/create-i18n';

export interface GuardOptions {
  /** A preload (hovering a link) redirects silently: nobody navigated yet. */
  preload: boolean;
  /** The desk's language, which the alert speaks ('You are not logged in!' in English). */
  i18n: I18n;
}

/** For a route's beforeLoad. */
export function requireSession(session: SessionStore, { preload, i18n }: GuardOptions): void {
  if (isSignedIn(session.read())) return;
  if (!preload) window.alert(translator(i18n)('errors.notLoggedIn'));
  throw redirect({ to: '/' });
}
