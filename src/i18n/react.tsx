// The words and number formats of the language a page speaks, for components: useT() gives the
// active catalog's texts, useLocale() the language; both re-render when the language changes.
import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, intlTag, isLocale, type Locale } from './locale';
import type { Translate } from './messages';

export { I18nProvider } from '@lingui/react';

export function useT(): Translate {
  return useLingui()._;
}

export function useLocale(): Locale {
  const { locale } = useLingui().i18n;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** 'en-GB' or 'pt-PT': what numbers, money and dates are written in. */
export function useIntlTag(): string {
  return intlTag(useLocale());
}
