// The desk's words in a test without rendering: a translator per language, compiled from the
// catalogs as the server compiles them (domain tests are typechecked with the server too, which
// does not know the bundles' `?audience=` imports). The JSON is imported with its type attribute so
// that Node's own loader (the browser tests, under Playwright) reads it too.
import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import en from '@/i18n/catalogs/en.json' with { type: 'json' };
import pt from '@/i18n/catalogs/pt.json' with { type: 'json' };
import { createI18n, translator } from '@/i18n/create-i18n';
import type { Locale } from '@/i18n/locale';
import { type Message, type MessageId, msg, say, type Translate } from '@/i18n/messages';

function compiled(source: Record<string, string>): Messages {
  const messages: Messages = {};
  for (const [key, message] of Object.entries(source)) messages[key] = compileMessageOrThrow(message);
  return messages;
}

const CATALOGS: Record<Locale, Record<string, string>> = { en, pt };
const translators = new Map<Locale, Translate>();

/** A translator for one language, as a screen's `useT()` gives it. */
export function wordsIn(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = translator(createI18n(locale, compiled(CATALOGS[locale])));
    translators.set(locale, t);
  }
  return t;
}

export const translatorFor = wordsIn;
export const english: Translate = wordsIn('en');

const asMessage = (message: Message | MessageId): Message =>
  typeof message === 'string' ? msg(message) : message;

export const inEnglish = (message: Message | MessageId): string => say(wordsIn('en'), asMessage(message));
export const inPortuguese = (message: Message | MessageId): string => say(wordsIn('pt'), asMessage(message));
