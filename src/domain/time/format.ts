// Dates and times as the desk shows them, through luxon and the runtime's Intl data (ADR 0017).
// Every function takes the display language; 'en-GB' gives 22/11/2026, 24 h and WET/WEST.
import { DateTime, type DateTimeFormatOptions } from 'luxon';
import { type NamedClock, withZoneName } from './club-clock';
import { DESK_ZONE } from './desk-zone';
import { landingInstant, parseInstant } from './instants';

/** A BCP 47 language tag the desk is shown in: 'en-GB' for English, 'pt-PT' for Portuguese. */
export type DisplayLocale = string;
export const DEFAULT_LOCALE: DisplayLocale = 'en-GB';

const DATE: DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME: DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const SHOWN = {
  date: DATE,
  time: TIME,
  'time-zone': { ...TIME, timeZoneName: 'short' },
  'date-time': { ...DATE, ...TIME },
  'date-time-zone': { ...DATE, ...TIME, timeZoneName: 'short' },
} satisfies Record<string, DateTimeFormatOptions>;

/** Which parts of an instant are shown: '22/11/2026', '14:05', '14:05 UTC', with a date, or all. */
export type Shown = keyof typeof SHOWN;

const show = (ms: number, zone: string, shown: Shown, locale: DisplayLocale): string =>
  DateTime.fromMillis(ms, { zone, locale }).toLocaleString(SHOWN[shown]);

/** A time of day as an instant on a day without a DST change, to be shown in UTC; NaN if unreadable. */
const onAnyDay = (time: string): number => landingInstant('2000-01-01', time).getTime();

/** A stored date, 'yyyy-MM-dd' (UTC) → '22/11/2026'. Anything unparseable is shown as given. */
export function formatDate(date: string, locale: DisplayLocale = DEFAULT_LOCALE): string {
  const at = landingInstant(date, '00:00').getTime();
  return Number.isNaN(at) ? date : show(at, 'utc', 'date', locale);
}

/**
 * A stored date as a pilot reads it, the month in words: '22 November 2026', '22 de novembro de
 * 2026'. A pilot may read another country's numeric dates the wrong way round (mails, receipts).
 */
export function formatLongDate(date: string, locale: DisplayLocale = DEFAULT_LOCALE): string {
  const at = landingInstant(date, '00:00').getTime();
  return Number.isNaN(at)
    ? date
    : DateTime.fromMillis(at, { zone: 'utc', locale }).toLocaleString(DateTime.DATE_FULL);
}

/** A stored or typed time of day → '14:05', as filed (UTC, never shifted); unparseable as given. */
export function formatTime(time: string, locale: DisplayLocale = DEFAULT_LOCALE): string {
  const at = onAnyDay(time);
  return Number.isNaN(at) ? time : show(at, 'utc', 'time', locale);
}

/** A filed time of day says what it is: it is UTC, as the pilot filed it, '14:30 UTC'. */
export function formatUtcTime(time: string, locale: DisplayLocale = DEFAULT_LOCALE): string {
  const at = onAnyDay(time);
  return Number.isNaN(at) ? time : show(at, 'utc', 'time-zone', locale);
}

export interface InstantShown {
  /** The wall clock it is read on; the desk's (Europe/Lisbon) unless said. */
  zone?: string;
  /** Shown for a missing or unreadable instant; 'N/A' unless said. */
  fallback?: string;
  /** Which parts; date, time and the zone's name ('date-time-zone') unless said. */
  shown?: Shown;
}

/**
 * An instant on a zone's wall clock, by default with the zone named: '22/11/2026, 14:05
 * WET' in Lisbon in winter, 'WEST' in summer; missing or invalid → the fallback.
 */
export function formatZonedDateTime(
  iso: string | null | undefined,
  locale: DisplayLocale = DEFAULT_LOCALE,
  { zone = DESK_ZONE, fallback = 'N/A', shown = 'date-time-zone' }: InstantShown = {},
): string {
  const at = iso ? parseInstant(iso) : Number.NaN;
  return Number.isNaN(at) ? fallback : show(at, zone, shown, locale);
}

/**
 * The one formatter of a time on the club's clock (ADR 0027): '22/11/2026, 14:30 UTC' or
 * '22/11/2026, 15:30 Lisbon', the zone always named; an instant as ISO text, epoch ms or a Date.
 */
export function formatOnClock(
  at: string | number | Date | null | undefined,
  clock: NamedClock,
  locale: DisplayLocale = DEFAULT_LOCALE,
  { shown = 'date-time', fallback = 'N/A' }: { shown?: 'time' | 'date-time'; fallback?: string } = {},
): string {
  const ms =
    typeof at === 'string' ? parseInstant(at) : at instanceof Date ? at.getTime() : (at ?? Number.NaN);
  return Number.isNaN(ms) ? fallback : withZoneName(show(ms, clock.zone, shown, locale), clock);
}

/** A landing's ETA (its UTC date and time) on the club's clock; unreadable ones as stored. */
export const formatEtaOnClock = (
  landing: { date: string; time: string },
  clock: NamedClock,
  locale: DisplayLocale = DEFAULT_LOCALE,
): string =>
  formatOnClock(landingInstant(landing.date, landing.time), clock, locale, {
    fallback: `${landing.date} ${landing.time}`,
  });

/**
 * Builds the formats of these zones now, so that a screen can do it while it waits for its data
 * rather than inside its first render of rows (each costs milliseconds of ICU work on a slow CPU).
 */
export function prepareTimeFormats(zones: readonly string[], locale: DisplayLocale = DEFAULT_LOCALE): void {
  for (const zone of zones) for (const shown of Object.keys(SHOWN) as Shown[]) show(0, zone, shown, locale);
}
