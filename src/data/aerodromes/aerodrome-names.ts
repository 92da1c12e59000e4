// The aerodrome names this device has learnt (docs/product/aerodromes.md): kept in its database so an
// origin stored as an ICAO code is named offline too, and asked of our server once per code a session.
import { fetchAerodrome } from '@/data/api/aerodromes';
import type { ApiClient } from '@/data/api/client';
import type { PprDb } from '@/data/db/schema';

/** Codes asked this session (found or not), so a code the data lacks is not asked again until reload. */
const asked = new WeakMap<PprDb, Set<string>>();

/** Keeps the names of aerodromes the server named (a search's suggestions, a look-up). */
export async function learnAerodromeNames(
  db: PprDb,
  found: readonly { icao: string; name: string }[],
): Promise<void> {
  if (found.length > 0) await db.aerodromeNames.bulkPut(found.map(({ icao, name }) => ({ icao, name })));
}

/** Asks our server for the codes not asked yet this session, one at a time, and keeps what it names. */
export async function askAerodromeNames(db: PprDb, api: ApiClient, codes: readonly string[]): Promise<void> {
  const seen = asked.get(db) ?? new Set<string>();
  asked.set(db, seen);
  const fresh = codes.filter((code) => !seen.has(code));
  for (const code of fresh) seen.add(code);
  // One at a time: a screen names few origins, and the desk's own requests must not queue behind them.
  for (const code of fresh) {
    try {
      const found = await fetchAerodrome(api, code);
      if (found) await learnAerodromeNames(db, [found]);
    } catch {
      // Offline or failing: the next screen that shows the code asks again.
      seen.delete(code);
    }
  }
}
