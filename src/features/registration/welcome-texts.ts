// Registration's texts (the welcome audience, src/i18n/audiences.ts): imported from here so they
// load with the welcome screen's chunk and not with every desk route (docs/decisions/0032).
import { screenTexts } from '@/i18n/desk-catalogs';

export const welcomeTexts = screenTexts('registration.title', {
  en: () => import('@/i18n/catalogs/en.json?audience=welcome'),
  pt: () => import('@/i18n/catalogs/pt.json?audience=welcome'),
});
