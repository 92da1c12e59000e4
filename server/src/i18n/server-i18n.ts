// The server's languages: both catalogs, compiled once when the server starts, for the texts it
// writes itself (the English of an error envelope, mails in the language a pilot asked in).
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { carries } from '@/i18n/audiences';
import en from '@/i18n/catalogs/en.json';
import pt from '@/i18n/catalogs/pt.json';
import { intlTag, LOCALES, type Locale } from '@/i18n/locale';
import { type Message, say, type Translate } from '@/i18n/messages';

const SOURCES: Record<Locale, Record<string, string>> = { en, pt };

function compiled(source: Record<string, string>): Messages {
  const messages: Messages = {};
  for (const [key, message] of Object.entries(source)) messages[key] = compileMessageOrThrow(message);
  return messages;
}

const instances = new Map<Locale, I18n>();

function instance(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    // Numbers and plurals in the language's Intl tag, as on the desk (src/i18n/create-i18n.ts).
    i18n = setupI18n({ locale, locales: intlTag(locale), messages: { [locale]: compiled(SOURCES[locale]) } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** One language's Lingui instance, for a page the server renders (the pilot's, docs/decisions/0021). */
export const serverI18n = (locale: Locale): I18n => instance(locale);

/** The words of one language. */
export function serverTranslator(locale: Locale): Translate {
  const i18n = instance(locale);
  return (id, values) => i18n._(id, values);
}

/** A message in English: what an API answer's `message` says, and what logs show. */
export const english = (message: Message): string => say(serverTranslator('en'), message);

/** Whether a text is one of the catalog's keys (a shared schema's messages are keys). */
export const isMessageKey = (text: string): text is Message['id'] => Object.hasOwn(en, text);

const pilotCatalogs = new Map<Locale, Messages>();

/**
 * A language's messages as the pilot page's script reads them: compiled, and only the keys that
 * page shows (the same selection the build makes for its English, src/i18n/audiences.ts).
 */
export function pilotMessages(locale: Locale): Messages {
  let messages = pilotCatalogs.get(locale);
  if (!messages) {
    const all = compiled(SOURCES[locale]);
    messages = Object.fromEntries(Object.entries(all).filter(([key]) => carries('pilot', key)));
    pilotCatalogs.set(locale, messages);
  }
  return messages;
}

/** Compiles every language now, so a bad catalog stops the server at start, not at its first mail. */
export function prepareLanguages(): void {
  for (const locale of LOCALES) instance(locale);
}
