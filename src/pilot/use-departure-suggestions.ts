// "Departure aerodrome"'s suggestions on the pilot's page (docs/product/aerodromes.md): the world's
// aerodromes matching what the pilot typed, asked of the airfield's server a moment after typing
// stops. The field stays free text: a code the data does not know is sent as typed.
import type { AerodromeSuggestion } from '@/domain/aerodromes/aerodrome';
import { type SearchAnswer, useDebouncedSearch } from '@/ui/use-debounced-search';
import { callApi } from './api';

// Not aborted: an answer to an earlier text is dropped by the search itself.
const search = (query: string) => callApi<AerodromeSuggestion[]>(`aerodromes?q=${encodeURIComponent(query)}`);

export function useDepartureSuggestions(typed: string): SearchAnswer<AerodromeSuggestion> {
  return useDebouncedSearch(typed, search, { pauseMs: 250, minCharacters: 2 });
}
