// "From"'s suggestions on the desk (docs/product/aerodromes.md): the world's aerodromes matching what
// was typed, asked of our server a moment after typing stops. Offline, or on a server without the
// data, there are none, and the field still takes any text.
import { useCallback } from 'react';
import { searchAerodromes } from '@/data/api/aerodromes';
import { useAppServices, useServerOffers } from '@/data/react/app-services-context';
import type { AerodromeSuggestion } from '@/domain/aerodromes/aerodrome';
import { type SearchAnswer, useDebouncedSearch } from '@/ui/use-debounced-search';

export function useAerodromeSuggestions(typed: string): SearchAnswer<AerodromeSuggestion> {
  const { api } = useAppServices();
  const offered = useServerOffers('aerodromes');
  const search = useCallback(
    (query: string, signal: AbortSignal) => searchAerodromes(api, query, signal),
    [api],
  );
  return useDebouncedSearch(typed, offered ? search : null, { pauseMs: 250, minCharacters: 2 });
}
