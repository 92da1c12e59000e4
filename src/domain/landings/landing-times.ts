// Bounds on a landing's instants (ADR 0008): the requested date, the arrival and the
// departure. Pure, with `now` passed in, so the server and a client judge the same instant alike.
import { type Message, msg } from '@/i18n/messages';
import { addToDate, landingInstant, parseInstant, utcDate } from '../time/instants';

/** How far ahead of the server's clock a desk's clock may run before its times are refused. */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** An arrival may be logged up to this long before the landing's date. */
export const EARLY_ARRIVAL_MS = 24 * 3_600_000;
export const FIRST_LANDING_DATE = '2000-01-01';

export type TimeField = 'date' | 'ata' | 'departure';

export interface TimeProblem<F extends TimeField = TimeField> {
  field: F;
  /** Said in the reader's language; the server writes its English and its key (ADR 0020). */
  message: Message;
}

const startOfDate = (date: string): number => landingInstant(date, '00:00').getTime();

/** The same day one year on, as YYYY-MM-DD (29 February goes to 28 February). */
const oneYearOn = (now: Date): string => addToDate(utcDate(now), { years: 1 });

/** A requested date (YYYY-MM-DD, UTC): not before 2000, not more than a year ahead. */
export function dateProblem(date: string, now: Date): TimeProblem<'date'> | null {
  if (date < FIRST_LANDING_DATE) return { field: 'date', message: msg('validation.landing.dateBefore2000') };
  if (date > oneYearOn(now)) return { field: 'date', message: msg('validation.landing.dateTooFar') };
  return null;
}

/**
 * An arrival: never in the future beyond the clock skew, and never more than 24 h before the
 * landing's date. An aircraft may land before the day it asked for (the desk marks it arrived as
 * it lands), so for a landing dated ahead the 24 h count back from now instead.
 */
export function arrivalProblem(ata: string, landingDate: string, now: Date): TimeProblem<'ata'> | null {
  const at = parseInstant(ata);
  if (at > now.getTime() + CLOCK_SKEW_MS)
    return { field: 'ata', message: msg('validation.landing.arrivalFuture') };
  if (at < Math.min(startOfDate(landingDate), now.getTime()) - EARLY_ARRIVAL_MS) {
    return { field: 'ata', message: msg('validation.landing.arrivalTooEarly') };
  }
  return null;
}

/** A departure: after the arrival, and never in the future beyond the clock skew. */
export function departureProblem(departure: string, ata: string, now: Date): TimeProblem<'departure'> | null {
  const at = parseInstant(departure);
  if (at < parseInstant(ata))
    return { field: 'departure', message: msg('validation.landing.departureBeforeArrival') };
  if (at > now.getTime() + CLOCK_SKEW_MS) {
    return { field: 'departure', message: msg('validation.landing.departureFuture') };
  }
  return null;
}
