// One day of slots on the club's clock (docs/product/slot-limits.md): which stored landings hold a
// slot, the minutes they hold, and the part of the day a pilot may ask for. The server and the
// desk both read a day so, the server to refuse and list, the desk to warn.
import { type Message, msg } from '@/i18n/messages';
import { DESK_ZONE } from '../time/desk-zone';
import { minuteOfDayTime } from '../time/durations';
import { addToDate, landingInstant, wallClock, zonedInstant } from '../time/instants';
import type { LandingStatus, Schedule } from '../wire/entities';
import {
  type DaySpan,
  freeTimes,
  nextFreeTimes,
  type SlotLimit,
  type SlotVerdict,
  slotVerdict,
  WHOLE_DAY,
} from './slot-limits';

/** A landing as stored: its UTC date and time, its status, and whether it was refused. */
export interface HeldLanding {
  date: string;
  time: string;
  status: LandingStatus | string;
  /** Refused: false (the desk) or 0 (the server's column). */
  permission: boolean | number | null;
}

/** Everything expected to land holds its slot: a request waiting, accepted, parked or gone. */
export const holdsSlot = (landing: Pick<HeldLanding, 'status' | 'permission'>): boolean =>
  landing.status !== 'cancelled' &&
  landing.status !== 'no_show' &&
  landing.permission !== false &&
  landing.permission !== 0;

/** The minutes of `day` (on `zone`'s clock) that these landings hold. */
export function heldMinutes(landings: readonly HeldLanding[], day: string, zone: string): number[] {
  const held: number[] = [];
  for (const landing of landings) {
    if (!holdsSlot(landing)) continue;
    const local = wallClock(landingInstant(landing.date, landing.time), zone);
    if (local?.date === day) held.push(local.minuteOfDay);
  }
  return held;
}

/** The UTC dates a day on any clock can touch: the day before, the day, the day after. */
export const utcDatesAround = (day: string): string[] => [
  addToDate(day, { days: -1 }),
  day,
  addToDate(day, { days: 1 }),
];

type Hours = Pick<Schedule, 'day_index' | 'open' | 'close'>;

/** A desk-clock time of `day` as a minute of `zone`'s clock on that day; null when it is another day. */
function minuteOn(day: string, time: string, zone: string): number | null {
  const at = zonedInstant(day, time, DESK_ZONE);
  const local = at ? wallClock(at, zone) : null;
  return local?.date === day ? local.minuteOfDay : null;
}

/**
 * The part of `day` a pilot may ask for: its opening hours (kept on the desk's clock, shown on
 * `zone`'s); the whole day when the club keeps no hours or takes requests outside them; none
 * when it refuses them and is closed that day.
 */
export function askableSpan(
  day: string,
  zone: string,
  hours: readonly Hours[],
  outsideRefused: boolean,
): DaySpan | null {
  if (hours.length === 0 || !outsideRefused) return WHOLE_DAY;
  const weekday = wallClock(landingInstant(day, '12:00'), 'UTC')?.dayIndex;
  const row = hours.find((h) => h.day_index === weekday);
  if (!row) return null;
  const from = minuteOn(day, row.open, zone);
  const to = minuteOn(day, row.close, zone);
  return from === null || to === null || to < from ? WHOLE_DAY : { from, to };
}

export interface SlotDay {
  limit: SlotLimit;
  held: number[];
  span: DaySpan | null;
}

/** Whether an arrival at `minute` fits, and if not the next free times ('HH:mm'). */
export function checkSlot(day: SlotDay, minute: number): { verdict: SlotVerdict; next: string[] } {
  const verdict = slotVerdict(day.limit, day.held, minute);
  if (verdict === 'free' || !day.span) return { verdict, next: [] };
  return { verdict, next: nextFreeTimes(day.limit, day.held, minute, day.span).map(minuteOfDayTime) };
}

/** The day's free times ('HH:mm'), none before `notBefore` (now, when the day is today). */
export function freeTimesOf(day: SlotDay, notBefore = 0): string[] {
  return day.span ? freeTimes(day.limit, day.held, day.span, notBefore).map(minuteOfDayTime) : [];
}

/** Why an arrival does not fit, with the next free times when the day has any. */
export function slotRefusal(
  verdict: Exclude<SlotVerdict, 'free'>,
  limit: SlotLimit,
  next: readonly string[],
): Message {
  if (verdict === 'day-full') return msg('pilot.errors.dayFull', { perDay: limit.perDay ?? 0 });
  const window = limit.window ?? { arrivals: 0, minutes: 0 };
  return next.length
    ? msg('pilot.errors.slotFull', { ...window, times: next.join(', ') })
    : msg('pilot.errors.slotFullLater', window);
}
