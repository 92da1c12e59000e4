// "From"'s suggestions on the desk (docs/product/aerodromes.md): the world's aerodromes matching what
// was typed, asked of our server a moment after typing stops. Offline, or on a server without the
// data, there are none, and the field still takes any text.
import { useEffect, useState } from 'react';
import { searchAerodromes } from '@/data/api/aerodromes';
import { useAppServices, useServerOffers } from '@/data/react/app-services-context';
import type { AerodromeSuggestion } from '@/domain/aerodromes/aerodrome';

const PAUSE_MS = 250;
const MIN_CHARACTERS = 2;

export function useAerodromeSuggestions(typed: string): AerodromeSuggestion[] {
  const { api } = useAppServices();
  const offered = useServerOffers('aerodromes');
  const [found, setFound] = useState<AerodromeSuggestion[]>([]);
  useEffect(() => {
    const query = typed.trim();
    if (!offered || query.length < MIN_CHARACTERS) {
      setFound([]);
      return;
    }
    const stop = new AbortController();
    const timer = setTimeout(() => {
      searchAerodromes(api, query, stop.signal).then(setFound, () => {
        if (!stop.signal.aborted) setFound([]);
      });
    }, PAUSE_MS);
    return () => {
      stop.abort();
      clearTimeout(timer);
    };
  }, [api, offered, typed]);
  return found;
}
