// Registration's texts (the welcome audience, src/i18n/audiences.ts): imported from here so they
// load with the welcome screen's chunk and not with every desk route (docs/decisions/0032).
import type { ScreenTexts } from '@/i18n/desk-catalogs';

export const welcomeTexts: ScreenTexts = {
  load: async (locale) =>
    locale === 'en'
      ? (await import('@/i18n/catalogs/en.json?audience=welcome')).default
      : (await import('@/i18n/catalogs/pt.json?audience=welcome')).default,
  probe: 'registration.title',
};
