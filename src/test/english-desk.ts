// The desk's English texts, compiled as the bundle has them, for a test that renders a screen at
// once: the app itself fetches them before its first render (main.tsx, desk-catalogs.ts).
import en from '@/i18n/catalogs/en.json?audience=desk';

export const englishDesk = en;
