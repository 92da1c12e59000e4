// Lengths of time as the desk shows and stores them, through luxon's Duration (ADR 0017): the
// parked timer and History's flight time ('HH:MM:SS'), and a finished landing's `time_parked`.
import { Duration } from 'luxon';
import { DEFAULT_LOCALE, type DisplayLocale } from './format';
import { parseInstant } from './instants';

/** Whole seconds of a duration in ms: negative, NaN and infinite lengths count as none. */
const wholeSeconds = (ms: number): number => (Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0);

/** A duration as 'HH:MM:SS'; hours keep counting past 24 (a weekend parked is '50:00:00'). */
export function formatHms(ms: number, locale: DisplayLocale = DEFAULT_LOCALE): string {
  return Duration.fromObject({ seconds: wholeSeconds(ms) }, { locale }).toFormat('hh:mm:ss');
}

/** History's Flight time: departure to arrival as 'HH:MM:SS', or '---' when it cannot be told. */
export function flightTime(
  departure: string | null | undefined,
  arrival: string | null | undefined,
  locale: DisplayLocale = DEFAULT_LOCALE,
): string {
  if (!departure || !arrival) return '---';
  const from = parseInstant(departure);
  const to = parseInstant(arrival);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return '---';
  return formatHms(to - from, locale);
}

/**
 * `time_parked` as a finished landing stores it, e.g. '6h 38m': data written once for every
 * language (the landings' stored column), so it takes no display language.
 */
export function formatTimeParked(elapsedMs: number): string {
  const minutes = Math.floor(wholeSeconds(elapsedMs) / 60);
  return Duration.fromObject({ minutes }).toFormat("h'h' m'm'");
}

/** A minute of the day (0–1439) as a time input shows it, 'HH:mm'. */
export const minuteOfDayTime = (minute: number): string =>
  Duration.fromObject({ minutes: minute }).toFormat('hh:mm');
