// The search box of Movements and History: a landing matches when its registration, call sign,
// pilot's name or email, aircraft or origin holds what was typed, whatever the case or accents; a
// registration also whatever its hyphens and spaces ('csaad', 'CS AAD', 'cs-aad').
import { landingIdentity } from './landing-identity';
import type { Landing } from './types';

export type Searchable = Partial<
  Pick<Landing, 'registration' | 'user' | 'aircraft' | 'from' | 'origin' | 'email' | 'aircraftType'>
>;

/** The longest query kept (a URL parameter on History). */
export const MAX_QUERY_LENGTH = 60;

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A registration as one word: 'CS-AAD', 'cs aad' and 'csaad' all read 'csaad'. */
const compact = (text: string): string => fold(text).replace(/[\s-]/g, '');

/** True when `query` is blank or found in the landing's registration, call sign, pilot, aircraft or origin. */
export function matchesQuery(landing: Searchable, query: string): boolean {
  const wanted = fold(query.trim());
  if (wanted === '') return true;
  const { user, aircraft, from } = landing;
  const identity = landingIdentity({ aircraft: null, from: null, user: null, ...landing });
  const text = [
    user?.name,
    user?.username,
    user?.email,
    landing.email,
    aircraft?.name,
    identity.type,
    from?.name1,
    from?.name2,
    landing.origin,
  ];
  if (text.some((field) => typeof field === 'string' && fold(field).includes(wanted))) return true;
  const word = compact(wanted);
  return (
    word !== '' &&
    [identity.registration, user?.callSign, aircraft?.name].some(
      (field) => typeof field === 'string' && compact(field).includes(word),
    )
  );
}
