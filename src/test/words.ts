// What a screen would say for a message, in English or Portuguese, for tests of the rules and the
// data layer that return messages rather than words. Both catalogs whole, compiled as the server does.
import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import en from '@/i18n/catalogs/en.json';
import pt from '@/i18n/catalogs/pt.json';
import { createI18n, translator } from '@/i18n/create-i18n';
import type { Locale } from '@/i18n/locale';
import { type Message, type MessageId, msg, say, type Translate } from '@/i18n/messages';

function compiled(source: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(source).map(([key, text]) => [key, compileMessageOrThrow(text)]));
}

const translators = new Map<Locale, Translate>();

/** A translator for one language, as a screen's `useT()` gives it. */
export function wordsIn(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = translator(createI18n(locale, compiled(locale === 'en' ? en : pt)));
    translators.set(locale, t);
  }
  return t;
}

const asMessage = (message: Message | MessageId): Message =>
  typeof message === 'string' ? msg(message) : message;

export const inEnglish = (message: Message | MessageId): string => say(wordsIn('en'), asMessage(message));
export const inPortuguese = (message: Message | MessageId): string => say(wordsIn('pt'), asMessage(message));
