// The languages the desk, the pilot's page and the mails speak, and how a browser's preferences
// choose one: English unless the first supported language the browser names is Portuguese.

export const LOCALES = ['en', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The Intl tag a locale's numbers, money and dates are written with (the desk runs in Portugal). */
const INTL_TAG: Record<Locale, string> = { en: 'en-GB', pt: 'pt-PT' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const intlTag = (locale: Locale): string => INTL_TAG[locale];

/** The first of the browser's languages that is one of ours ('pt-BR' is Portuguese), else English. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** A locale from an Accept-Language header, in the order of its q-values. */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return pickLocale(ranked.map((entry) => entry.tag));
}
