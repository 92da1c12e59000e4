// The search box of Movements and History: a landing matches when its registration, call sign,
// pilot's name or aircraft holds what was typed, whatever the case or accents; what the books add
// (books-search.ts: registration however typed, type, origin, email); or its PPR number answers it
// (ppr-number.ts: '42' is number 42, not 142).
import { type BooksSearchable, fold, matchesBooks } from '../books/books-search';
import type { AerodromeNameOf } from './landing-identity';
import type { Landing } from '../wire/entities';
import { parsePassengers } from './passengers';
import { pprMatches } from './ppr-number';

export type Searchable = Partial<
  Pick<Landing, 'registration' | 'user' | 'aircraft' | 'ppr' | 'passengers_on_board'>
> &
  BooksSearchable;

/** The longest query kept (a URL parameter on History). */
export const MAX_QUERY_LENGTH = 60;

/**
 * True when `query` is blank, found in the landing's registration, call sign, pilot or aircraft,
 * or names its PPR number.
 */
export function matchesQuery(landing: Searchable, query: string, nameOf?: AerodromeNameOf): boolean {
  const wanted = fold(query.trim());
  if (wanted === '') return true;
  const { registration, user, aircraft } = landing;
  // The pilot typed for this landing too: a request names no account (ADR 0030).
  const typedPilot = parsePassengers(landing.passengers_on_board ?? null)[0];
  return (
    [registration, user?.callSign, user?.name, user?.username, typedPilot, aircraft?.name].some(
      (field) => typeof field === 'string' && fold(field).includes(wanted),
    ) ||
    matchesBooks(landing, query, nameOf) ||
    pprMatches(landing.ppr, query)
  );
}
