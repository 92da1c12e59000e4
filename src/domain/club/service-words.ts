// A service's name in the reader's language: the catalogs word the catalogue's own services
// (server/src/db/seed-data.ts) by a key made of their stored name; any other is shown as typed.
import { type Message, msg, say, type Translate } from '@/i18n/messages';
import type { ClubService } from '../wire/entities';

/** The service as a message: 'Hangar overnight' is `hangarovernight` to the catalogs' select. */
export function serviceWords(stored: string): Message {
  const name = stored.trim();
  return msg('common.service', { name, key: name.toLowerCase().replace(/[^a-z0-9]/g, '') });
}

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
