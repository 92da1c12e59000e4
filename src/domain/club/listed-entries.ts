// The listed rule's entries that could never match a request (docs/product/acceptance-rules.md): a
// registration the request page would refuse, an email that is not an address. Saving refuses them,
// so an owner never believes a pilot is accepted by a line with a typo in it.
import { isValidEmail } from '../desk/inputs';
import { REGISTRATION } from '../landings/radio-call-match';
import type { AcceptanceRules } from './acceptance-rule-set';

/** As the rule compares a registration: spaces dropped, upper case ('cs aaa' is CS-AAA's CSAAA). */
const asTyped = (registration: string): string => registration.replace(/\s/g, '').toUpperCase();

export interface UnlistableEntries {
  registrations: string[];
  emails: string[];
}

export function unlistableEntries(rule: {
  registrations: readonly string[];
  emails: readonly string[];
}): UnlistableEntries {
  return {
    registrations: rule.registrations.filter((typed) => !REGISTRATION.test(asTyped(typed))),
    // The server's and the pilot's page's own address rule: an address it refuses could never match.
    emails: rule.emails.filter((typed) => !isValidEmail(typed)),
  };
}

/** Whether any listed entry could never match: such a set is not saved. */
export const hasUnlistableEntries = (set: AcceptanceRules): boolean =>
  set.rules.some((rule) => {
    if (rule.kind !== 'listed') return false;
    const bad = unlistableEntries(rule);
    return bad.registrations.length + bad.emails.length > 0;
  });
