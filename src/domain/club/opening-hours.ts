// Whether a requested arrival falls inside the club's opening hours (ADR 0009). A request's date
// and ETA are UTC; a club's hours are its wall clock (DESK_ZONE), so the instant is read there.
import { landingInstant, wallClock } from '../time/instants';
import { timeOfDayMs } from '../time/time-of-day';
import type { Schedule } from '../wire/entities';

/** 'unknown': the club has set no hours at all, so no request is held against them. */
export type HoursVerdict = 'open' | 'closed' | 'unknown';

type Hours = Pick<Schedule, 'day_index' | 'open' | 'close'>;

/** The ETA's message when the club refuses requests outside its hours (its `request` setting off). */
export const CLOSED_MESSAGE = 'The airfield is closed at that time: choose a time within its opening hours.';

/** Whole minutes since midnight of a stored or typed time; null when not a time. */
function minutesOf(time: string): number | null {
  const ms = timeOfDayMs(time);
  return ms === null ? null : Math.floor(ms / 60_000);
}

/** The club's weekday (0 = Monday) and minute of the day at a UTC date and time. */
export function localDayAndMinute(date: string, time: string): { dayIndex: number; minute: number } | null {
  const local = wallClock(landingInstant(date, time));
  return local ? { dayIndex: local.dayIndex, minute: local.minuteOfDay } : null;
}

/** Open from the opening minute to the closing one, both included; a day without a row is closed. */
export function hoursVerdict(date: string, eta: string, schedules: readonly Hours[]): HoursVerdict {
  if (schedules.length === 0) return 'unknown';
  const local = localDayAndMinute(date, eta);
  if (!local) return 'unknown';
  const today = schedules.find((row) => row.day_index === local.dayIndex);
  const open = today ? minutesOf(today.open) : null;
  const close = today ? minutesOf(today.close) : null;
  if (open === null || close === null) return 'closed';
  return local.minute >= open && local.minute <= close ? 'open' : 'closed';
}
