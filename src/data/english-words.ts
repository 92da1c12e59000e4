// A message in English whatever the desk speaks: for logs and for the English text the data layer
// keeps beside a message (an outbox entry's `error`, an error's `message`), written once, in the
// catalog, rather than a second time in code. English is compiled into the entry already.
import { createI18n, translator } from '@/i18n/create-i18n';
import { englishDeskMessages } from '@/i18n/desk-catalogs';
import { type Message, say } from '@/i18n/messages';

let english: ReturnType<typeof translator> | null = null;

export function inEnglish(message: Message): string {
  english ??= translator(createI18n('en', englishDeskMessages));
  return say(english, message);
}
