// One Lingui instance per desk, page or mail: the language it speaks and that language's messages.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, intlTag, isLocale, type Locale } from './locale';
import type { Translate } from './messages';

// A message's {n, number} and plurals follow the language's Intl tag (pt-PT writes 1 000 000 and
// counts 0 as plural), not Lingui's bare locale ('pt' alone is Brazil's).
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, locales: intlTag(locale), messages: { [locale]: messages } });
}

/** Makes a language, with its messages, the one the instance speaks. */
export function activate(i18n: I18n, locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, locales: intlTag(locale), messages });
}

export const localeOf = (i18n: I18n): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** The instance's words as a typed function: only keys of the catalog compile. */
export const translator =
  (i18n: I18n): Translate =>
  (id, values) =>
    i18n._(id, values);
