// The catalogue's entries in the reader's language: its services (server/src/db/seed-data.ts) and
// runway types are worded by the catalogs' selects, keyed by their stored name; an entry a club's
// Strapi names itself is shown as typed.
import { type Message, msg, say, type Translate } from '@/i18n/messages';
import type { ClubService } from '../wire/entities';

/** 'Hangar overnight' is `hangarovernight` to the catalogs' select; anything else is said as typed. */
const catalogueWords = (id: 'common.service' | 'common.runwayType', stored: string): Message => {
  const name = stored.trim();
  return msg(id, { name, key: name.toLowerCase().replace(/[^a-z0-9]/g, '') });
};

/** A service as a message, to be said inside another (a fee line). */
export const serviceWords = (stored: string): Message => catalogueWords('common.service', stored);

/** A runway type ('Airstrip') in the words of `t`'s language. */
export const runwayTypeName = (stored: string, t: Translate): string =>
  say(t, catalogueWords('common.runwayType', stored));

/** A service's name in the words of `t`'s language. */
export const serviceName = (stored: string, t: Translate): string => say(t, serviceWords(stored));

/** A landing's services named in `t`'s language; one whose service has no name is left out. */
export const serviceNames = (
  clubServices: readonly ClubService[] | null | undefined,
  t: Translate,
): string[] =>
  (clubServices ?? [])
    .map((clubService) => serviceName(clubService.service?.name ?? '', t))
    .filter((name) => name !== '');

/**
 * Expanded rows' Services: names comma-separated, or ' -- ' when none (docs/product.md#aircraft-movements).
 */
export function servicesLabel(clubServices: readonly ClubService[] | null | undefined, t: Translate): string {
  const names = serviceNames(clubServices, t);
  return names.length > 0 ? names.join(', ') : ' -- ';
}
