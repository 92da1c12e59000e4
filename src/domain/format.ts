// The one module that turns dates, durations and prices into text (SPEC §9). Landing `date` and
// `time` are stored in UTC and shown as stored; `ata` and `departure` are instants shown on the
// desk's wall clock in Europe/Lisbon. Formats are spelled out digit by digit rather than left to
// the runtime's locale data so the browser, Node and the tests all produce the same characters.
import type { Clock } from './clock';
import { DESK_ZONE } from './desk-zone';
import { formatterPerZone, parseIsoInstant, type WallClock, wallClock } from './wall-clock';

export { DESK_ZONE } from './desk-zone';
export { formatPrice } from './money';

const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  hasSeconds: boolean;
}

// One parser for every time-of-day input so '25:00' or '12:60' is refused everywhere alike.
function parseTimeOfDay(time: string): TimeOfDay | null {
  const match = TIME_RE.exec(time.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3] ?? 0);
  const millisecond = Number((match[4] ?? '0').padEnd(3, '0'));
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second, millisecond, hasSeconds: match[3] !== undefined };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

const enGbDate = (at: Pick<WallClock, 'year' | 'month' | 'day'>): string =>
  `${pad2(at.day)}/${pad2(at.month)}/${at.year}`;
const hhmm = (at: Pick<WallClock, 'hour' | 'minute'>): string => `${pad2(at.hour)}:${pad2(at.minute)}`;

/** Milliseconds since midnight for 'HH:mm', 'HH:mm:ss' or 'HH:mm:ss.SSS'; null when not a time. */
export function timeOfDayMs(time: string): number | null {
  const t = parseTimeOfDay(time);
  return t ? ((t.hour * 60 + t.minute) * 60 + t.second) * 1000 + t.millisecond : null;
}

/** 'yyyy-MM-dd' → '22/11/2026'. Anything unparseable is shown as given rather than hidden. */
export function formatDate(date: string): string {
  const at = parseIsoInstant(date);
  return Number.isNaN(at) ? date : enGbDate(wallClock(at, 'UTC'));
}

/** 'HH:mm:ss.SSS' or 'HH:mm:ss' → 'HH:mm', still UTC: the stored time of day is what pilots filed. */
export function formatTime(time: string): string {
  const parsed = parseTimeOfDay(time);
  return parsed ? `${pad2(parsed.hour)}:${pad2(parsed.minute)}` : time;
}

/** An instant on the Lisbon wall clock, e.g. '22/11/2026, 14:05'; missing or invalid → fallback. */
export function formatLisbonDateTime(iso: string | null, fallback = 'N/A'): string {
  const at = iso ? parseIsoInstant(iso) : Number.NaN;
  if (Number.isNaN(at)) return fallback;
  const local = wallClock(at, DESK_ZONE);
  return `${enGbDate(local)}, ${hhmm(local)}`;
}

/**
 * A filed time of day says what it is (issue 15): it is UTC, as the pilot filed it, '14:30 UTC'.
 * Anything unparseable is shown as given.
 */
export function formatUtcTime(time: string): string {
  return parseTimeOfDay(time) ? `${formatTime(time)} UTC` : time;
}

const zonedFormatFor = formatterPerZone({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/**
 * An instant on a zone's wall clock with the zone named (issue 15): '22/11/2026, 14:05 WET' in
 * Lisbon in winter, 'WEST' in summer. Intl, not luxon, so the zone's name comes from the same data
 * as the browser's own clock; missing or invalid → fallback.
 */
export function formatZonedDateTime(iso: string | null, zone: string = DESK_ZONE, fallback = 'N/A'): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(ms)) return fallback;
  return zonedFormatFor(zone).format(new Date(ms));
}

/** An instant's wall-clock date ('2026-11-22') and time of day ('14:05') in a zone. */
export function zonedParts(iso: string, zone: string = DESK_ZONE): { date: string; time: string } | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const at = wallClock(ms, zone);
  return { date: `${at.year}-${pad2(at.month)}-${pad2(at.day)}`, time: hhmm(at) };
}

/**
 * The instant a zone's wall clock shows `time` ('HH:mm') on `date` ('YYYY-MM-DD'), as an ISO
 * string; null when either is unreadable. In a DST gap the hour after is taken.
 */
export function zonedInstant(date: string, time: string, zone: string = DESK_ZONE): string | null {
  const asUtc = landingInstant(date, time).getTime();
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment, found by reading the guess back on the zone's clock.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = zonedParts(new Date(guess).toISOString(), zone);
    if (!shown) return null;
    guess += asUtc - landingInstant(shown.date, shown.time).getTime();
  }
  return new Date(guess).toISOString();
}

/** Now rounded up to the next 5 minutes, as a UTC date and 'HH:mm': a radio call's default ETA. */
export function nextFiveMinutes(now: Date): { date: string; time: string } {
  const step = 5 * 60_000;
  const at = new Date(Math.ceil(now.getTime() / step) * step).toISOString();
  return { date: at.slice(0, 10), time: at.slice(11, 16) };
}

/** A duration as 'HH:MM:SS'; hours keep counting past 24 (a weekend parked is '50:00:00'). */
export function formatHms(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map(pad2).join(':');
}

/** History's Flight time: departure to arrival as 'HH:MM:SS', or '---' when it cannot be told. */
export function flightTime(departure: string | null | undefined, arrival: string | null | undefined): string {
  if (!departure || !arrival) return '---';
  const from = Date.parse(departure);
  const to = Date.parse(arrival);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return '---';
  return formatHms(to - from);
}

/** Today's date as the server filters on it: the date part of the UTC ISO string (SPEC §9). */
export function todayIsoDate(clock: Clock): string {
  return clock.now().toISOString().slice(0, 10);
}

/**
 * The instant a landing is due, from its UTC `date` and `time` columns. Accepts 'HH:mm',
 * 'HH:mm:ss' and 'HH:mm:ss.SSS'. Bad input gives an invalid Date (getTime() is NaN), which
 * compares false against everything, so callers never count a malformed row as past.
 */
export function landingInstant(date: string, time: string): Date {
  const parsed = parseTimeOfDay(time);
  // Only a bare calendar date: an ISO date-time here would silently shift the day.
  const day = BARE_DATE.test(date) ? parseIsoInstant(date) : Number.NaN;
  if (!parsed || Number.isNaN(day)) return new Date(Number.NaN);
  const { hour, minute, second, millisecond } = parsed;
  return new Date(day + ((hour * 60 + minute) * 60 + second) * 1000 + millisecond);
}

/**
 * Time inputs give 'HH:mm' but the API's time columns refuse it: pad to 'HH:mm:ss'. Values that
 * already carry seconds pass through; anything else is returned as is so the server's validation
 * error, not a silently invented time, reaches the operator.
 */
export function toApiTime(time: string): string {
  const parsed = parseTimeOfDay(time);
  if (!parsed) return time;
  if (parsed.hasSeconds) return time.trim();
  return `${pad2(parsed.hour)}:${pad2(parsed.minute)}:00`;
}

/**
 * The header's "last synced" label: 'never', 'just now' (under a minute, or in the future,
 * which is clock skew between device and server), 'N min ago' within the hour, 'HH:mm' earlier the same Lisbon day,
 * and the full en-GB date and time before that.
 */
export function formatSyncedAt(iso: string | null, clock: Clock): string {
  const at = iso ? parseIsoInstant(iso) : Number.NaN;
  if (Number.isNaN(at)) return 'never';
  const now = clock.now().getTime();
  const elapsedMs = now - at;
  if (elapsedMs < 60_000) return 'just now';
  if (elapsedMs < 3_600_000) return `${Math.floor(elapsedMs / 60_000)} min ago`;
  const local = wallClock(at, DESK_ZONE);
  if (enGbDate(local) === enGbDate(wallClock(now, DESK_ZONE))) return hhmm(local);
  return `${enGbDate(local)}, ${hhmm(local)}`;
}
