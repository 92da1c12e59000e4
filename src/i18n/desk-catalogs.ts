// The desk's compiled catalogs, one chunk per language, fetched for the language the desk speaks
// (docs/decisions/0036): a desk loads one language's texts, not two. Owns which screens' own texts
// have been asked for, so a change of language brings them along.
import type { I18n, Messages } from '@lingui/core';
import englishErrors from './catalogs/en.json?audience=errors';
import { isLocale, type Locale } from './locale';

/**
 * A screen's own texts (an audience of src/i18n/audiences.ts). The screen's module holds the
 * catalog imports, so they load with that screen and not with every desk route (docs/decisions/0032).
 */
export interface ScreenTexts {
  load: (locale: Locale) => Promise<Messages>;
  /** A key of these texts: the instance can say them once it has it. */
  probe: string;
}

/** Each language's catalog of a screen's texts, as a literal dynamic import (so each is its own chunk). */
export type CatalogImports = Record<Locale, () => Promise<{ default: Messages }>>;

/** A screen's texts from their catalogs: a language added to the desk must be given one here too. */
export const screenTexts = (probe: string, catalogs: CatalogImports): ScreenTexts => ({
  load: async (locale) => (await catalogs[locale]()).default,
  probe,
});

const asked = new Set<ScreenTexts>();

const DESK: CatalogImports = {
  // The data layer's English errors ride in the entry (english-words.ts): the English desk takes
  // them from there rather than fetching them a second time.
  en: async () => ({
    default: { ...englishErrors, ...(await import('./catalogs/en.json?audience=deskWithoutErrors')).default },
  }),
  pt: () => import('./catalogs/pt.json?audience=desk'),
};

/** The desk's own texts in a language, without any screen's. */
export const deskCatalog = async (locale: Locale): Promise<Messages> => (await DESK[locale]()).default;

/** The desk's texts in a language, with those of every screen opened so far. */
export async function deskMessages(locale: Locale): Promise<Messages> {
  const [desk, ...screens] = await Promise.all([
    deskCatalog(locale),
    ...[...asked].map((texts) => texts.load(locale)),
  ]);
  return Object.assign({}, desk, ...screens);
}

/** Adds a screen's texts to the desk's instance, in the language it speaks now and any it changes to. */
export async function loadScreenTexts(i18n: I18n, texts: ScreenTexts): Promise<void> {
  asked.add(texts);
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  i18n.load(locale, await texts.load(locale));
}

/** Whether the instance can already say a screen's texts. */
export const hasScreenTexts = (i18n: I18n, texts: ScreenTexts): boolean =>
  i18n.messages[texts.probe] !== undefined;
