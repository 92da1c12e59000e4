// What the search box also finds for the books (docs/product/movement-log.md, "The books"): a
// registration whatever its case, hyphens or spaces ('csaad', 'CS AAD', 'cs-aad'), the aircraft's
// type, the origin by ICAO code or name, and the pilot's email. landing-search.ts asks this too.
import { type AerodromeNameOf, landingIdentity } from '../landings/landing-identity';
import type { Landing } from '../wire/entities';

export type BooksSearchable = Partial<
  Pick<Landing, 'registration' | 'user' | 'aircraft' | 'from' | 'origin' | 'email' | 'aircraftType'>
>;

export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A registration as one word: 'CS-AAD', 'cs aad' and 'csaad' all read 'csaad'. */
const compact = (text: string): string => fold(text).replace(/[\s-]/g, '');

const holds = (
  fields: readonly (string | null | undefined)[],
  wanted: string,
  as: (text: string) => string,
) => wanted !== '' && fields.some((field) => typeof field === 'string' && as(field).includes(wanted));

/**
 * True when `query` (not blank) is the landing's registration however typed, type, origin (its code,
 * or its name as shown: `nameOf` names a typed code) or an email.
 */
export function matchesBooks(landing: BooksSearchable, query: string, nameOf?: AerodromeNameOf): boolean {
  const identity = landingIdentity({ aircraft: null, from: null, user: null, ...landing }, nameOf);
  const { from, user } = landing;
  const text = [identity.type, identity.originName, from?.name2, landing.origin, landing.email, user?.email];
  const registrations = [identity.registration, user?.callSign, landing.aircraft?.name];
  return holds(text, fold(query.trim()), fold) || holds(registrations, compact(query.trim()), compact);
}
