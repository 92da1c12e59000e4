// This device's language: English, Portuguese, or the browser's (nothing stored). Owns one
// localStorage key, and puts a choice into effect on the desk's i18n instance and the page.
import type { I18n } from '@lingui/core';
import { activate } from '@/i18n/create-i18n';
import { deskMessages } from '@/i18n/desk-catalogs';
import { isLocale, type Locale, pickLocale } from '@/i18n/locale';

const KEY = 'ppr-desk:language';
export type LanguageChoice = Locale | 'browser';
const listeners = new Set<() => void>();

export function readLanguageChoice(storage: Storage | undefined = globalThis.localStorage): LanguageChoice {
  try {
    const stored = storage?.getItem(KEY);
    return isLocale(stored) ? stored : 'browser';
  } catch {
    return 'browser';
  }
}

/** The language a choice means on this browser. */
export function localeOfChoice(choice: LanguageChoice, languages: readonly string[]): Locale {
  return choice === 'browser' ? pickLocale(languages) : choice;
}

/** Loads the chosen language's texts, speaks it, and says so to the page (its lang, for readers). */
export async function applyLanguage(i18n: I18n, choice: LanguageChoice): Promise<void> {
  const locale = localeOfChoice(choice, globalThis.navigator?.languages ?? []);
  activate(i18n, locale, await deskMessages(locale));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export async function chooseLanguage(i18n: I18n, choice: LanguageChoice): Promise<void> {
  try {
    if (choice === 'browser') globalThis.localStorage?.removeItem(KEY);
    else globalThis.localStorage?.setItem(KEY, choice);
  } catch {
    // Private mode without storage: the choice holds for this visit.
  }
  await applyLanguage(i18n, choice);
  for (const listener of listeners) listener();
}

export function subscribeLanguageChoice(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
