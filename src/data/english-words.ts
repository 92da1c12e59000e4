// A message in English whatever the desk speaks: for logs and for the English text the data layer
// keeps beside a message (an outbox entry's `error`, an error's `message`), written once, in the
// catalog, rather than a second time in code. Owns the two English instances that say them.
import type { I18n } from '@lingui/core';
import errors from '@/i18n/catalogs/en.json?audience=errors';
import { createI18n, translator } from '@/i18n/create-i18n';
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

/** Any desk message in English: the English desk catalog is loaded the first time one is asked for. */
export async function englishWords(message: Message): Promise<string> {
  englishDesk ??= import('@/i18n/catalogs/en.json?audience=desk').then((catalog) =>
    createI18n('en', catalog.default),
  );
  return say(translator(await englishDesk), message);
}
