// Signing in (docs/product.md#sign-in): log in, load the user with their club, store token, user id and club
// id. Any refusal is one message; no connection without a session, or a server whose CORS
// settings refuse this app, is said plainly.

import { isCorsError, isNetworkError } from '@/data/api/api-errors';
import { login } from '@/data/api/auth';
import { getOwner } from '@/data/api/users';
import type { AppServices } from '@/data/app-services';
import { deskLocale, keepAccountLanguage } from '@/data/language-choice';
import { requestPersistentStorage } from '@/data/sync/connectivity';
import { type Message, msg } from '@/i18n/messages';
import { isSignedIn, type SessionStore } from './session';

export const SIGN_IN_ERROR = msg('signIn.error');
export const SIGN_IN_OFFLINE = msg('signIn.offline');

export type SignInOutcome = { ok: true } | { ok: false; message: Message };

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Store a new session (after sign-in or registration) and ask the browser to keep this device's
 * data: the outbox must not be evicted while changes wait in it.
 */
export function openSession(session: SessionStore, values: Parameters<SessionStore['write']>[0]): void {
  session.write(values);
  void requestPersistentStorage();
}

/**
 * After the server signed the account in (sign-in, a password reset): load the account's club, then
 * store the session. Stored only once the club is known, so a half sign-in leaves nothing behind.
 */
export async function completeSignIn(services: AppServices, jwt: string, userId: number): Promise<void> {
  const owner = await getOwner(services.api, userId, jwt);
  openSession(services.session, { token: jwt, userId, clubId: owner?.club?.id ?? null });
  // The mails to the club's owner follow the language this desk speaks, the browser's one too.
  void keepAccountLanguage(services, deskLocale());
}

export async function signIn(services: AppServices, email: string, password: string): Promise<SignInOutcome> {
  const hasSession = isSignedIn(services.session.read());
  if (browserOffline() && !hasSession) return { ok: false, message: SIGN_IN_OFFLINE };
  try {
    const { jwt, userId, fromStrapi5 } = await login(services.api, email.trim(), password);
    // The club is read in the server's own wire: a Strapi 5's is known from this answer on.
    await services.server.signedInWith(fromStrapi5 ? 5 : 4);
    await completeSignIn(services, jwt, userId);
    return { ok: true };
  } catch (error) {
    // Not the credentials' fault: say what the server's administrator must change.
    if (isCorsError(error)) return { ok: false, message: error.words };
    if (isNetworkError(error) && !hasSession) return { ok: false, message: SIGN_IN_OFFLINE };
    return { ok: false, message: SIGN_IN_ERROR };
  }
}
