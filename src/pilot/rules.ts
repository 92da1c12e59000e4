// The request's rules as the page checks them before sending (docs/decisions/0021): the shared
// schema, whether the date is one of the club's closure dates and whether the arrival falls inside
// the club's opening hours. Both read dates and times
// through the time module (luxon), so this module is loaded once the pilot starts on the form, not
// before the page is interactive; the server applies the same rules to what is sent.
import { closureOn } from '@/domain/club/closure-dates';
import { hoursVerdict } from '@/domain/club/opening-hours';
import { arrivalGoneBy } from '@/domain/pilot-requests/arrival-gone-by';
import { checkPilotRequest, type FieldMessages } from '@/domain/pilot-requests/pilot-request';
import type { Clock } from '@/domain/time/clock';
import { clockZone } from '@/domain/time/club-clock';
import { isIsoDate, todayIsoDate, typedToUtc } from '@/domain/time/instants';
import { isTimeOfDay } from '@/domain/time/time-of-day';
import type { PublicAirfield } from '@/domain/wire/pilot-request-wire';
import type { Locale } from '@/i18n/locale';
import { type Message, msg } from '@/i18n/messages';
import { type RequestValues, requestBodyOf } from './request-draft';

/** What to say before sending when the arrival is outside the opening hours; null when it is not. */
export function hoursNotice(
  airfield: PublicAirfield,
  values: Pick<RequestValues, 'date' | 'eta'>,
): Message | null {
  if (!isIsoDate(values.date) || !isTimeOfDay(values.eta, 'filed')) return null;
  // Typed on the club's clock, read as the server reads it: in UTC (ADR 0027).
  const due = typedToUtc(values.date, values.eta, clockZone(airfield.clock));
  if (!due || hoursVerdict(due.date, due.time, airfield.hours) !== 'closed') return null;
  return airfield.outsideHours === 'refused'
    ? msg('validation.pilotRequest.closed')
    : msg('pilot.estimate.outsideHoursFlagged');
}

/** What to say on the date when the airfield is closed that day (a closure date); null when it is not. */
export function closureNotice(airfield: PublicAirfield, date: string): Message | null {
  const closure = closureOn(date, airfield.closures ?? []);
  return closure ? msg('validation.pilotRequest.closedDate', { note: closure.note }) : null;
}

/**
 * Why the form cannot be sent yet, field by field: the shared rule, a closure date (always refused,
 * docs/product/movement-log.md "Closure dates"), an arrival today whose time has gone by on `clock`,
 * and a closed hour the club refuses.
 */
export function problemsOf(
  airfield: PublicAirfield,
  values: RequestValues,
  locale: Locale,
  clock: Clock,
): FieldMessages {
  const result = checkPilotRequest(requestBodyOf(values, locale), todayIsoDate(clock));
  const found: FieldMessages = result.ok ? {} : { ...result.messages };
  const closedDay = closureNotice(airfield, values.date);
  if (!found.date && closedDay) found.date = closedDay;
  const due =
    isIsoDate(values.date) && isTimeOfDay(values.eta, 'filed')
      ? typedToUtc(values.date, values.eta, clockZone(airfield.clock))
      : null;
  if (!found.eta && due && arrivalGoneBy(due, clock.now()))
    found.eta = msg('validation.pilotRequest.etaPast');
  const closed = hoursNotice(airfield, values);
  if (!found.eta && airfield.outsideHours === 'refused' && closed) found.eta = closed;
  return found;
}
