// A club's opening hours (kept on the desk's wall clock) as another clock shows them (ADR 0027):
// the server sends them so to the pilot's page. Apart from instants.ts: the desk never needs it.
import { DESK_ZONE } from './desk-zone';
import { addToDate, landingInstant, wallClock, zonedInstant } from './instants';
import { readTimeOfDay, toInputTime } from './time-of-day';

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
