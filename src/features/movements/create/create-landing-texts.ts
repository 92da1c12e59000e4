// The Create Landing form's own texts (the createLanding audience, src/i18n/audiences.ts), kept out of
// every desk route's catalog (docs/decisions/0032). Both languages are imported statically, so that
// they arrive beside the form's code, asked for together: ADD MANUALLY still opens its form when the
// link dropped after the form was asked for (docs/decisions/0046). A language is under 1 KB gzip.
import en from '@/i18n/catalogs/en.json?audience=createLanding';
import pt from '@/i18n/catalogs/pt.json?audience=createLanding';
import { screenTexts } from '@/i18n/desk-catalogs';

export const createLandingTexts = screenTexts('movements.createLanding.hint', {
  en: async () => ({ default: en }),
  pt: async () => ({ default: pt }),
});
