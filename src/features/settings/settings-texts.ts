// The Settings screen's own texts (the settings audience, src/i18n/audiences.ts): imported from here
// so they load with the Settings screen's chunk and not with every desk route (docs/decisions/0032).
import { screenTexts } from '@/i18n/desk-catalogs';

export const settingsTexts = screenTexts('settings.title', {
  en: () => import('@/i18n/catalogs/en.json?audience=settings'),
  pt: () => import('@/i18n/catalogs/pt.json?audience=settings'),
});
