// The pilot page's words (docs/decisions/0021): English, the default, is compiled into the entry
// (`?audience=pilot`: only the keys this page shows, src/i18n/audiences.ts); a page in another
// language carries that language's compiled catalog in its embedded data, so it hydrates at once in
// the language the server rendered, with no second request and no catalog it does not speak.
import type { I18n, Messages } from '@lingui/core';
import en from '@/i18n/catalogs/en.json?audience=pilot';
import { createI18n } from '@/i18n/create-i18n';
import type { Locale } from '@/i18n/locale';

export const pilotI18n = (locale: Locale, catalog?: Messages | null): I18n =>
  createI18n(locale, locale !== 'en' && catalog ? catalog : en);
