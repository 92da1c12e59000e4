// Conversions between what is stored (a landing's date and time in UTC, opening hours on the
// desk's wall clock) and what a club's clock shows and is typed in (ADR 0027). Stored values never
// change: these run at the edges, where a time is shown or read from a form.
import { DESK_ZONE } from './desk-zone';
import { addToDate, landingInstant, wallClock, zonedInstant } from './instants';
import { readTimeOfDay, toInputTime } from './time-of-day';

/** A calendar date and a time of day, 'yyyy-MM-dd' and 'HH:mm'. */
export interface DayAndTime {
  date: string;
  time: string;
}

/** A stored UTC date and time as a zone's clock shows them; null when unreadable. */
export function storedOnClock(date: string, time: string, zone: string): DayAndTime | null {
  const local = wallClock(landingInstant(date, time), zone);
  return local ? { date: local.date, time: local.time } : null;
}

/** A date and time typed on a zone's clock as the UTC date and 'HH:mm' they are stored as; null when unreadable. */
export function typedToUtc(date: string, time: string, zone: string): DayAndTime | null {
  const at = zonedInstant(date, time, zone);
  const utc = at ? wallClock(at, 'UTC') : null;
  return utc ? { date: utc.date, time: utc.time } : null;
}

interface Hours {
  day_index: number;
  open: string;
  close: string;
}

/**
 * A week of opening hours (the desk's wall clock, day 0 = Monday) as another zone's clock shows
 * them on the coming week from `today` ('yyyy-MM-dd'), so that a DST change shows as it will be
 * lived; 'HH:mm'. A time that crosses midnight stays under its own day. Unreadable rows are kept.
 */
export function hoursOnClock<T extends Hours>(hours: readonly T[], zone: string, today: string): T[] {
  if (zone === DESK_ZONE)
    return hours.map((row) => ({ ...row, open: toInputTime(row.open), close: toInputTime(row.close) }));
  const start = wallClock(landingInstant(today, '12:00'), DESK_ZONE);
  if (!start) return [...hours];
  const shift = (day: string, time: string): string => {
    if (!readTimeOfDay(time)) return time;
    const at = zonedInstant(day, time, DESK_ZONE);
    return (at ? wallClock(at, zone)?.time : null) ?? time;
  };
  return hours.map((row) => {
    const day = addToDate(start.date, { days: (row.day_index - start.dayIndex + 7) % 7 });
    return { ...row, open: shift(day, row.open), close: shift(day, row.close) };
  });
}
