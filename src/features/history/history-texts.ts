// History's own texts (the history audience, src/i18n/audiences.ts): imported from here so they load
// with the History screen's chunk and not with every desk route (docs/decisions/0032).
import { screenTexts } from '@/i18n/desk-catalogs';

export const historyTexts = screenTexts('history.title', {
  en: () => import('@/i18n/catalogs/en.json?audience=history'),
  pt: () => import('@/i18n/catalogs/pt.json?audience=history'),
});
