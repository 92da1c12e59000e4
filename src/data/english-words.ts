// A message in English whatever the desk speaks: for logs and for the English text the data layer
// keeps beside a message (an outbox entry's `error`, an error's `message`), written once, in the
// catalog, rather than a second time in code. Owns the two English instances that say them.
import type { I18n } from '@lingui/core';
import errors from '@/i18n/catalogs/en.json?audience=errors';
import { createI18n, translator } from '@/i18n/create-i18n';
import { deskCatalog } from '@/i18n/desk-catalogs';
import { type ErrorId, type Message, say } from '@/i18n/messages';

let englishErrors: ReturnType<typeof translator> | null = null;
let englishDesk: Promise<I18n> | null = null;

/**
 * An error the data layer names itself (errors.*), at once: these few texts ride in the entry, so an
 * error can be made where no await is possible (a constructor). The desk's own catalog loads in the
 * language it speaks only (docs/decisions/0036).
 */
export function inEnglish(message: Message<ErrorId>): string {
  englishErrors ??= translator(createI18n('en', errors));
  return say(englishErrors, message);
}

/**
 * Any desk message in English: the English desk catalog is loaded the first time one is asked for.
 * Should it not load (offline before the service worker holds it), the key stands in for the words,
 * which the desk says from the key in its own language anyway, and the next call tries again.
 */
export async function englishWords(message: Message): Promise<string> {
  englishDesk ??= deskCatalog('en').then((messages) => createI18n('en', messages));
  try {
    return say(translator(await englishDesk), message);
  } catch {
    englishDesk = null;
    return message.id;
  }
}
