// History's own texts (the history audience, src/i18n/audiences.ts): imported from here so they load
// with the History screen's chunk and not with every desk route (docs/decisions/0032).
import type { ScreenTexts } from '@/i18n/desk-catalogs';

export const historyTexts: ScreenTexts = {
  load: async (locale) =>
    locale === 'en'
      ? (await import('@/i18n/catalogs/en.json?audience=history')).default
      : (await import('@/i18n/catalogs/pt.json?audience=history')).default,
  probe: 'history.title',
};
