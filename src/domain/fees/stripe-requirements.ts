// What Stripe still needs before a club's account can take charges, in words: Stripe names each
// requirement by a field path (e.g. 'external_account', 'tos_acceptance.date'); the owner reads one
// line per kind of thing to provide, never the raw paths (docs/decisions/0029).
import { type Message, msg } from '@/i18n/messages';

/** The first segment of a requirement's path decides what it is about. */
const KINDS: ReadonlyArray<[prefix: string, message: Message]> = [
  ['external_account', msg('settings.payments.due.bankAccount')],
  ['tos_acceptance', msg('settings.payments.due.terms')],
  ['business_profile', msg('settings.payments.due.businessProfile')],
  ['company', msg('settings.payments.due.company')],
  ['individual', msg('settings.payments.due.person')],
  ['representative', msg('settings.payments.due.person')],
  ['person_', msg('settings.payments.due.person')],
  ['owners', msg('settings.payments.due.person')],
  ['directors', msg('settings.payments.due.person')],
  ['executives', msg('settings.payments.due.person')],
  ['business_type', msg('settings.payments.due.company')],
];

const OTHER = msg('settings.payments.due.other');

/** One message per kind still due, in Stripe's order, each once. */
export function requirementWords(currentlyDue: readonly string[]): Message[] {
  const said = new Set<string>();
  const words: Message[] = [];
  for (const name of currentlyDue) {
    const message = KINDS.find(([prefix]) => name.startsWith(prefix))?.[1] ?? OTHER;
    if (said.has(message.id)) continue;
    said.add(message.id);
    words.push(message);
  }
  return words;
}
