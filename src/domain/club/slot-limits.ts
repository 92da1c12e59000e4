// Slot limits (docs/product/slot-limits.md): at most N arrivals in each window of M minutes of the
// club's clock, counted from midnight, and optionally at most D arrivals a day. Pure: the caller
// gives the arrivals already held on that day as minutes of the club's clock.

/** The club's limits; a part that is null does not apply. */
export interface SlotLimit {
  /** At most `arrivals` in each window of `minutes`, windows starting at midnight. */
  window: { arrivals: number; minutes: number } | null;
  /** At most this many arrivals on one day of the club's clock. */
  perDay: number | null;
}

/** The club's stored columns, as the server and the desk's mirror hold them. */
export interface StoredSlotLimit {
  slot_arrivals?: number | null;
  slot_minutes?: number | null;
  slot_per_day?: number | null;
}

export const SLOT_ARRIVALS_MAX = 99;
export const SLOT_PER_DAY_MAX = 999;
/** The window lengths offered: each divides a day, so every day's windows start at the same times. */
export const SLOT_MINUTES = [15, 20, 30, 60, 120] as const;

const MINUTES_A_DAY = 24 * 60;

const positive = (value: number | null | undefined, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : null;

export const isSlotMinutes = (value: unknown): boolean => SLOT_MINUTES.some((minutes) => minutes === value);

/** The limits a club's columns set, or null when none applies. */
export function readSlotLimit(club: StoredSlotLimit | null | undefined): SlotLimit | null {
  const arrivals = positive(club?.slot_arrivals, SLOT_ARRIVALS_MAX);
  const minutes = isSlotMinutes(club?.slot_minutes) ? (club?.slot_minutes ?? null) : null;
  const window = arrivals !== null && minutes !== null ? { arrivals, minutes } : null;
  const perDay = positive(club?.slot_per_day, SLOT_PER_DAY_MAX);
  return window || perDay ? { window, perDay } : null;
}

/** The first minute of the window `minute` falls in. */
export const windowStart = (minute: number, minutes: number): number => minute - (minute % minutes);

export type SlotVerdict = 'free' | 'window-full' | 'day-full';

/** Whether one more arrival at `minute` fits beside `held` (minutes of the same day). */
export function slotVerdict(limit: SlotLimit, held: readonly number[], minute: number): SlotVerdict {
  if (limit.perDay !== null && held.length >= limit.perDay) return 'day-full';
  if (!limit.window) return 'free';
  const { arrivals, minutes } = limit.window;
  const start = windowStart(minute, minutes);
  const inWindow = held.filter((taken) => windowStart(taken, minutes) === start).length;
  return inWindow >= arrivals ? 'window-full' : 'free';
}

/** The part of a day a pilot may arrive in: its opening minutes, or the whole day. */
export interface DaySpan {
  from: number;
  to: number;
}

export const WHOLE_DAY: DaySpan = { from: 0, to: MINUTES_A_DAY - 1 };

/**
 * The window starts of that day with room for one more arrival, within `span` (a window counts when
 * any of its minutes is inside), from `notBefore` on. With no window limit the day is one window:
 * its first open minute, when the day has room.
 */
export function freeTimes(
  limit: SlotLimit,
  held: readonly number[],
  span: DaySpan = WHOLE_DAY,
  notBefore = 0,
): number[] {
  const from = Math.max(span.from, notBefore);
  if (from > span.to) return [];
  if (limit.perDay !== null && held.length >= limit.perDay) return [];
  if (!limit.window) return [from];
  const { minutes } = limit.window;
  const free: number[] = [];
  for (let start = windowStart(from, minutes); start <= span.to; start += minutes) {
    const first = Math.max(start, from);
    if (slotVerdict(limit, held, first) === 'free') free.push(first);
  }
  return free;
}

/** The next free times after a full `minute` (at most `count`), for the refusal's words. */
export function nextFreeTimes(
  limit: SlotLimit,
  held: readonly number[],
  minute: number,
  span: DaySpan = WHOLE_DAY,
  count = 3,
): number[] {
  return freeTimes(limit, held, span, minute).slice(0, count);
}
