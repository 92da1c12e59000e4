// This device's language: English, Portuguese, or the browser's (nothing stored, language-stored.ts).
// Puts a choice into effect on the desk's i18n instance and the page, and tells our server, for the
// mails to the club's owner (docs/decisions/0020).
import type { I18n } from '@lingui/core';
import { activate } from '@/i18n/create-i18n';
import { deskMessages } from '@/i18n/desk-catalogs';
import type { Locale } from '@/i18n/locale';
import type { ApiClient } from './api/client';
import { deviceChoice } from './device-choice';
import {
  LANGUAGE_CHOICES,
  LANGUAGE_KEY,
  type LanguageChoice,
  localeOfChoice,
  storedLanguage,
} from './language-stored';
import type { ServerInfo } from './server/server-info';
import { isSignedIn, type SessionStore } from './session/session';
import type { Connectivity } from './sync/connectivity';

export type { LanguageChoice };
export { localeOfChoice };

const stored = deviceChoice<LanguageChoice>(LANGUAGE_KEY, LANGUAGE_CHOICES, 'browser');

export const readLanguageChoice = storedLanguage;

/** The language this device's choice puts in effect now: the one applyLanguage speaks. */
export function deskLocale(): Locale {
  return localeOfChoice(readLanguageChoice(), globalThis.navigator?.languages ?? []);
}

/** Loads the chosen language's texts, speaks it, and says so to the page (its lang, for readers). */
export async function applyLanguage(i18n: I18n, choice: LanguageChoice): Promise<void> {
  const locale = localeOfChoice(choice, globalThis.navigator?.languages ?? []);
  activate(i18n, locale, await deskMessages(locale));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** What telling the server the signed-in owner's language takes (the app's services have it). */
export interface AccountLink {
  api: ApiClient;
  session: SessionStore;
  connectivity: Connectivity;
  server: ServerInfo;
}

/**
 * Keeps the signed-in owner's account in this language on our server, so the mails to the club's
 * owner follow the desk. Fire and forget, only signed in and online, only to a server that said it
 * keeps an account's language: a failure shows nothing (the next choice sends it again, and
 * nothing on this device waits for it). Loaded on first use, the sign-in chunk stays small.
 */
export async function keepAccountLanguage(account: AccountLink, locale: Locale): Promise<void> {
  const session = account.session.read();
  if (!isSignedIn(session) || session.userId === null || !account.connectivity.isOnline()) return;
  const userId = session.userId;
  try {
    if (!(await account.server.detect()).offers('account-locale')) return;
    const { saveAccountLocale } = await import('./api/users');
    await saveAccountLocale(account.api, userId, locale);
  } catch {
    // Offline after all, or refused: the language on this device is what matters here.
  }
}

/** `account`: the app's services, to tell our server too when signed in. */
export async function chooseLanguage(
  i18n: I18n,
  choice: LanguageChoice,
  account?: AccountLink,
): Promise<void> {
  // Without storage (private mode) nothing is kept, yet the language applied holds for this visit.
  stored.write(choice);
  await applyLanguage(i18n, choice);
  // The choice itself, not the stored one: without storage (private mode) it still holds.
  if (account)
    void keepAccountLanguage(account, localeOfChoice(choice, globalThis.navigator?.languages ?? []));
}

export const subscribeLanguageChoice = (listener: () => void): (() => void) => stored.subscribe(listener);
