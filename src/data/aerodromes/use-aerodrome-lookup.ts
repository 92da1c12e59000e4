// Looking up one ICAO code in the aerodrome data (docs/product/aerodromes.md), for the forms that
// fill a club's details from it: what the look-up says, and the found aerodrome handed on once.
// A later code wins over an answer still on its way. Only where the server announces the data.
import { useRef, useState } from 'react';
import { fetchAerodrome } from '@/data/api/aerodromes';
import { useAppServices, useServerOffers } from '@/data/react/app-services-context';
import { type Aerodrome, ICAO_PATTERN, normaliseIcao } from '@/domain/aerodromes/aerodrome';

export type AerodromeLookup =
  | { kind: 'idle' }
  | { kind: 'looking'; icao: string }
  | { kind: 'found'; icao: string; name: string }
  | { kind: 'unknown'; icao: string }
  | { kind: 'failed'; icao: string };

export function useAerodromeLookup(): {
  /** False until the server has said it holds the aerodrome data (never on a plain Strapi). */
  offered: boolean;
  lookup: AerodromeLookup;
  lookUp: (typed: string, onFound: (aerodrome: Aerodrome) => void) => void;
} {
  const { api, server } = useAppServices();
  const offered = useServerOffers('aerodromes');
  const [lookup, setLookup] = useState<AerodromeLookup>({ kind: 'idle' });
  const latest = useRef('');
  const lookUp = (typed: string, onFound: (aerodrome: Aerodrome) => void) => {
    const icao = normaliseIcao(typed);
    latest.current = icao;
    if (!ICAO_PATTERN.test(icao)) {
      setLookup({ kind: 'idle' });
      return;
    }
    setLookup({ kind: 'looking', icao });
    // Registration may come before anything asked the server what it offers: ask now, once.
    const find = async (): Promise<Aerodrome | null | 'not-offered'> =>
      (await server.detect()).offers('aerodromes') ? fetchAerodrome(api, icao) : 'not-offered';
    find().then(
      (found) => {
        if (latest.current !== icao) return;
        if (found === 'not-offered') return setLookup({ kind: 'idle' });
        if (!found) return setLookup({ kind: 'unknown', icao });
        onFound(found);
        setLookup({ kind: 'found', icao, name: found.name });
      },
      () => latest.current === icao && setLookup({ kind: 'failed', icao }),
    );
  };
  return { offered, lookup, lookUp };
}
