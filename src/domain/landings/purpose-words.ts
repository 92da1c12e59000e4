// A landing's purpose in the reader's language (History's Mission, the CSV's Purpose): the ones the
// desk knows by name are words of the catalogs, anything else typed into Strapi is shown as typed.
import { type Message, msg } from '@/i18n/messages';
import { TOUCH_AND_GO } from '../wire/entities';

/** Purposes older data and Strapi's samples store in English words (docs/product/movement-log.md). */
const NAMED: Readonly<Record<string, Message>> = {
  [TOUCH_AND_GO]: msg('common.purpose.touchAndGo'),
  tourism: msg('common.purpose.tourism'),
  business: msg('common.purpose.business'),
  training: msg('common.purpose.training'),
};

/** The purpose as words: a known one in the catalogs' words, blank as Landing, else as stored. */
export function purposeWords(stored: string | null | undefined): Message | string {
  const typed = stored?.trim() ?? '';
  if (typed === '') return msg('common.purpose.landing');
  return NAMED[typed.toLowerCase()] ?? typed;
}
