// The desk's compiled catalogs: English in the entry (the default, and what a missing key falls
// back to), Portuguese fetched the first time it is chosen.
import type { Messages } from '@lingui/core';
import en from './catalogs/en.json?audience=desk';
import type { Locale } from './locale';

export const englishDeskMessages: Messages = en;

export async function deskMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return en;
  return (await import('./catalogs/pt.json?audience=desk')).default;
}
