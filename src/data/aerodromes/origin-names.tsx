// Names for the origins a screen shows that were stored as ICAO codes (docs/product/aerodromes.md):
// read live from the device's learnt names, the missing ones asked of our server while online.
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import { useAppServices, useOnline, useServerOffers } from '@/data/react/app-services-context';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { type AerodromeNameOf, type Identified, typedOriginCode } from '@/domain/landings/landing-identity';
import { askAerodromeNames } from './aerodrome-names';

type WithOrigin = Pick<Identified, 'from' | 'origin'>;

/** The names of these landings' coded origins, as far as known; asks for the rest in the background. */
export function useOriginNames(landings: readonly WithOrigin[]): AerodromeNameOf {
  const { db } = useSyncEngine();
  const { api } = useAppServices();
  const offered = useServerOffers('aerodromes');
  const online = useOnline();
  // A string key: a new array of the same landings (every live-query answer) reads nothing again.
  const codesKey = useMemo(
    () => [...new Set(landings.flatMap((landing) => typedOriginCode(landing) ?? []))].sort().join(' '),
    [landings],
  );
  const names = useLiveQuery(async () => {
    const codes = codesKey ? codesKey.split(' ') : [];
    const rows = await db.aerodromeNames.bulkGet(codes);
    return new Map(rows.flatMap((row) => (row ? [[row.icao, row.name] as const] : [])));
  }, [db, codesKey]);
  useEffect(() => {
    if (!names || !offered || !online || !codesKey) return;
    const missing = codesKey.split(' ').filter((code) => !names.has(code));
    if (missing.length > 0) void askAerodromeNames(db, api, missing);
  }, [db, api, names, offered, online, codesKey]);
  return useCallback((code: string) => names?.get(code) ?? null, [names]);
}

const OriginNamesContext = createContext<AerodromeNameOf>(() => null);

/** Gives every row below it the names useOriginNames found (useOriginNameOf). */
export const OriginNamesProvider = OriginNamesContext.Provider;

export const useOriginNameOf = (): AerodromeNameOf => useContext(OriginNamesContext);
