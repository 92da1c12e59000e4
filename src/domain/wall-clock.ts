// Reads an instant on a time zone's wall clock through Intl, so the desk needs no date library
// and the browser, Node and the tests all agree (ADR 0013).

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * One Intl.DateTimeFormat (en-GB) per zone for these options, built the first time a zone is asked:
 * building one is the slow part, and a desk only ever uses one or two zones.
 */
export function formatterPerZone(options: Intl.DateTimeFormatOptions): (zone: string) => Intl.DateTimeFormat {
  const built = new Map<string, Intl.DateTimeFormat>();
  return (zone) => {
    let formatter = built.get(zone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone });
      built.set(zone, formatter);
    }
    return formatter;
  };
}

const formatterFor = formatterPerZone({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * Builds the formatters of these zones now, so that a screen can do it while it waits for its data
 * rather than inside its first render of rows (each costs milliseconds of ICU work on a slow CPU).
 */
export function prepareZones(zones: readonly string[]): void {
  for (const zone of zones) formatterFor(zone);
}

/** The calendar date and time of day that a clock in `zone` shows at `ms` since the epoch. */
export function wallClock(ms: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? Number.NaN,
    month: parts.month ?? Number.NaN,
    day: parts.day ?? Number.NaN,
    hour: parts.hour ?? Number.NaN,
    minute: parts.minute ?? Number.NaN,
    second: parts.second ?? Number.NaN,
  };
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Milliseconds since the epoch of an ISO 8601 date or date-time; NaN for anything else, including
 * impossible dates such as 2026-02-30. A date-time without an offset is UTC, as the API stores it.
 */
export function parseIsoInstant(iso: string): number {
  const match = ISO_DATE_TIME.exec(iso.trim());
  if (!match) return Number.NaN;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '0', zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return Number.NaN;
  const utc = Date.UTC(
    year,
    month - 1,
    day,
    hour,
    minute,
    second,
    Number(fraction.slice(0, 3).padEnd(3, '0')),
  );
  // Date.UTC rolls 30 February over into March; a real date survives the round trip.
  if (new Date(utc).getUTCDate() !== day) return Number.NaN;
  return utc - offsetMinutes(zone) * 60_000;
}

function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone === 'Z') return 0;
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits.startsWith('-') ? -minutes : minutes;
}
