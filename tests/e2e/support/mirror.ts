// Reads the desk's local mirror (IndexedDB `ppr-desk`, Dexie schema in src/data/db/schema.ts) with
// the raw indexedDB API from inside the page, compares it with the server's rows, and names
// history rows the way the History screen's status selects are labelled.
import type { Page } from '@playwright/test';
import { aircraftHeadline, landingIdentity } from '../../../src/domain/landings/landing-identity';
import { clockZone, type NamedClock, withZoneName } from '../../../src/domain/time/club-clock';
import { formatDate, formatTime } from '../../../src/domain/time/format';
import { storedOnClock } from '../../../src/domain/time/instants';
import type { ServerLanding } from './desk-api';

export const MIRROR_DB = 'ppr-desk';

export interface MirrorRow {
  id: number;
  clubId: number;
  date: string;
  time: string;
  status: string;
  permission: boolean | null;
  landing_permission: boolean | null;
  paymentStatus: string | null;
  ata: string | null;
  departure: string | null;
  price: number | null;
  aircraftName: string | null;
  /** Typed on a request or radio call; with the record's name, what History names the aircraft by. */
  registration: string | null;
  aircraftType: string | null;
}

export interface OutboxRow {
  seq: number;
  kind: string;
  landingId: number;
  state: string;
  attempts: number;
  error: string | null;
}

/**
 * Resolves once the desk's first pull of the club's landings has ended (its mark is in the mirror's
 * `meta` store): a desk closed before it starts over with a whole pull next time.
 */
export async function waitForFirstPull(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (name) =>
      new Promise<boolean>((resolve) => {
        const request = indexedDB.open(name);
        request.onupgradeneeded = () => {
          request.transaction?.abort();
          resolve(false);
        };
        request.onerror = () => resolve(false);
        request.onsuccess = () => {
          const db = request.result;
          const range = IDBKeyRange.bound('sync:landings:', 'sync:landings:\uffff');
          const count = db.transaction('meta', 'readonly').objectStore('meta').count(range);
          count.onsuccess = () => {
            db.close();
            resolve(count.result > 0);
          };
          count.onerror = () => {
            db.close();
            resolve(false);
          };
        };
      }),
    MIRROR_DB,
    { timeout, polling: 100 },
  );
}

/** Every landing and outbox entry in the mirror (the app must have opened the database already). */
export function readMirror(page: Page): Promise<{ landings: MirrorRow[]; outbox: OutboxRow[] }> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      // Opening an absent database would create an empty one under the app's feet: refuse instead.
      request.onupgradeneeded = () => {
        request.transaction?.abort();
        reject(new Error(`${name} does not exist yet`));
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = db.transaction(store, 'readonly').objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    try {
      type Stored = Omit<MirrorRow, 'aircraftName'> & { aircraft?: { name?: string } | null };
      const landings = (await all<Stored>('landings')).map((row) => ({
        id: row.id,
        clubId: row.clubId,
        date: row.date,
        time: row.time,
        status: row.status,
        permission: row.permission,
        landing_permission: row.landing_permission,
        paymentStatus: row.paymentStatus,
        ata: row.ata,
        departure: row.departure,
        price: row.price,
        aircraftName: row.aircraft?.name ?? null,
        registration: row.registration ?? null,
        aircraftType: row.aircraftType ?? null,
      }));
      const outbox = (await all<OutboxRow>('outbox')).map(
        ({ seq, kind, landingId, state, attempts, error }) => ({
          seq,
          kind,
          landingId,
          state,
          attempts,
          error,
        }),
      );
      return { landings, outbox };
    } finally {
      db.close();
    }
  }, MIRROR_DB);
}

/** A club that never chose its clock is on local time (ADR 0027), named in English. */
const LOCAL_CLOCK: NamedClock = { zone: clockZone('local'), name: 'Lisbon' };

/**
 * The accessible name of a history row's status select (src/features/history/HistoryRow.tsx): its
 * date and time on the club's clock, the zone named, then the aircraft.
 */
export function paymentSelectLabel(
  row: Pick<MirrorRow, 'date' | 'time' | 'aircraftName' | 'registration' | 'aircraftType'>,
  clock: NamedClock = LOCAL_CLOCK,
): string {
  // Named as History names it (src/domain/landings/landing-identity.ts): registration first, then type.
  const identity = landingIdentity({
    aircraft: row.aircraftName === null ? null : { id: 0, name: row.aircraftName, category: '', mtow: 0 },
    from: null,
    user: null,
    registration: row.registration,
    aircraftType: row.aircraftType,
  });
  const aircraft = aircraftHeadline(identity) ?? 'Unknown aircraft';
  const shown = storedOnClock(row.date, row.time, clock.zone) ?? { date: row.date, time: row.time };
  return `Payment status for ${formatDate(shown.date)} ${withZoneName(formatTime(shown.time), clock)} ${aircraft}`;
}

/** Landing ids by status-select label; labels two rows share are left out (ambiguous). */
export function landingIdsByLabel(rows: readonly MirrorRow[]): Map<string, number> {
  const ids = new Map<string, number>();
  const shared = new Set<string>();
  for (const row of rows) {
    const label = paymentSelectLabel(row);
    if (ids.has(label)) shared.add(label);
    ids.set(label, row.id);
  }
  for (const label of shared) ids.delete(label);
  return ids;
}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/** Where the mirror and the server disagree about the club's landings; [] when they agree. */
export function mirrorDifferences(
  mirror: MirrorRow[],
  server: ServerLanding[],
  clubId: number,
  today: string,
): string[] {
  const problems: string[] = [];
  const byId = new Map(server.map((l) => [l.id, l]));
  const mine = mirror.filter((row) => row.clubId === clubId);
  for (const row of mine) {
    const s = byId.get(row.id);
    if (!s) {
      problems.push(`mirror has ${row.id}, the server does not`);
      continue;
    }
    const same =
      row.status === s.status &&
      row.permission === s.permission &&
      row.landing_permission === s.landing_permission &&
      row.paymentStatus === s.paymentStatus &&
      sameInstant(row.ata, s.ata) &&
      sameInstant(row.departure, s.departure) &&
      row.price === s.price &&
      row.date === s.date;
    if (!same) problems.push(`landing ${row.id}: mirror ${JSON.stringify(row)} server ${JSON.stringify(s)}`);
  }
  // Every landing some refresher lists must be mirrored (upcoming: date ≥ today; parked; history).
  const mirrored = new Set(mine.map((row) => row.id));
  for (const s of server) {
    const listed = s.date >= today || s.status === 'parked' || (s.status === 'finished' && s.date <= today);
    if (listed && !mirrored.has(s.id))
      problems.push(`server has ${s.id} (${s.status} ${s.date}), the mirror does not`);
  }
  return problems;
}
