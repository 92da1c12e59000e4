// "Departure aerodrome"'s suggestions on the pilot's page (docs/product/aerodromes.md): the world's
// aerodromes matching what the pilot typed, asked of the airfield's server a moment after typing
// stops. The field stays free text: a code the data does not know is sent as typed.
import { useEffect, useState } from 'react';
import type { AerodromeSuggestion } from '@/domain/aerodromes/aerodrome';
import { callApi } from './api';

const PAUSE_MS = 250;
const MIN_CHARACTERS = 2;

export function useAerodromeSuggestions(typed: string): AerodromeSuggestion[] {
  const [found, setFound] = useState<AerodromeSuggestion[]>([]);
  useEffect(() => {
    const query = typed.trim();
    if (query.length < MIN_CHARACTERS) {
      setFound([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      callApi<AerodromeSuggestion[]>(`aerodromes?q=${encodeURIComponent(query)}`).then(
        (list) => current && setFound(list),
        // No suggestions is no harm: the field takes what is typed.
        () => current && setFound([]),
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed]);
  return found;
}
