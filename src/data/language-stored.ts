// Where this device's language choice is kept, and what a choice means on this browser. Imports
// nothing heavy: the first-paint script reads it before any of the app has loaded
// (src/first-paint-entry.ts).
import { LOCALES, type Locale, pickLocale } from '@/i18n/locale';
import { storedChoice } from './stored-choice';

export type LanguageChoice = Locale | 'browser';
export const LANGUAGE_KEY = 'ppr-desk:language';
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = [...LOCALES, 'browser'];

/** The stored choice ('browser' when none is, or no storage). */
export const storedLanguage = (storage?: Storage): LanguageChoice =>
  storedChoice(storage, LANGUAGE_KEY, LANGUAGE_CHOICES, 'browser');

/** The language a choice means on this browser. */
export function localeOfChoice(choice: LanguageChoice, languages: readonly string[]): Locale {
  return choice === 'browser' ? pickLocale(languages) : choice;
}
