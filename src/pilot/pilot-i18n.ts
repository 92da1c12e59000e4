// The pilot page's words (docs/decisions/0021): the page carries its language's compiled catalog in
// its embedded data (the server compiles the pilot's keys only, as the build's `?audience=pilot`
// does), so the script carries none: it hydrates at once in the language the server rendered, with
// no second request, and the 90 KB the script may weigh go to React and the page.
import type { I18n, Messages } from '@lingui/core';
import { createI18n } from '@/i18n/create-i18n';
import type { Locale } from '@/i18n/locale';

export const pilotI18n = (locale: Locale, catalog: Messages | undefined): I18n =>
  createI18n(locale, catalog ?? {});
