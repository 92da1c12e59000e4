// Calendar dates and instants through luxon (ADR 0017). A landing's `date` and `time` are UTC, as
// the API stores them; a desk reads `ata` and `departure` on a zone's wall clock (DESK_ZONE).
import { DateTime, type TokenParser } from 'luxon';
import type { Clock } from './clock';
import { DESK_ZONE } from './desk-zone';
import { readTimeOfDay } from './time-of-day';

const UTC = { zone: 'utc' } as const;
let isoDateParser: TokenParser | undefined;

/** 'yyyy-MM-dd' as a real calendar date at midnight UTC (2026-02-30 is not one); null otherwise. */
function readIsoDate(date: string): DateTime | null {
  isoDateParser ??= DateTime.buildFormatParser('yyyy-MM-dd', { locale: 'en-GB' });
  const at = DateTime.fromFormatParser(date, isoDateParser, { ...UTC, locale: 'en-GB' });
  return at.isValid ? at : null;
}

/** Whether a text is a calendar date as the API stores one, 'yyyy-MM-dd'. */
export const isIsoDate = (date: string): boolean => readIsoDate(date) !== null;

const asDateTime = (at: Date | number): DateTime =>
  DateTime.fromMillis(typeof at === 'number' ? at : at.getTime(), UTC);

/**
 * Milliseconds since the epoch of an ISO 8601 date or date-time; NaN for anything else, including
 * impossible dates such as 2026-02-30. A date-time without an offset is UTC, as the API stores it.
 */
export function parseInstant(iso: string): number {
  const at = DateTime.fromISO(iso.trim(), UTC);
  return at.isValid ? at.toMillis() : Number.NaN;
}

/**
 * The instant a landing is due, from its UTC `date` ('yyyy-MM-dd' only: a date-time there would
 * silently shift the day) and `time` ('HH:mm', 'HH:mm:ss' or 'HH:mm:ss.SSS'). Bad input gives an
 * invalid Date (getTime() is NaN), which compares false against everything, so callers never count
 * a malformed row as past.
 */
export function landingInstant(date: string, time: string): Date {
  const day = readIsoDate(date);
  const t = readTimeOfDay(time);
  if (!day || !t) return new Date(Number.NaN);
  const { hour, minute, second, millisecond } = t;
  return day.set({ hour, minute, second, millisecond }).toJSDate();
}

/** An instant's UTC calendar date, 'yyyy-MM-dd': the form the server's date filters compare. */
export const utcDate = (at: Date | number): string => asDateTime(at).toFormat('yyyy-MM-dd');

/** An instant's UTC time of day as the API stores one, 'HH:mm:ss.SSS'. */
export const utcStoredTime = (at: Date | number): string => asDateTime(at).toFormat('HH:mm:ss.SSS');

/** Today's date as the server filters on it: the UTC date of the clock's now. */
export const todayIsoDate = (clock: Clock): string => utcDate(clock.now());

/**
 * A calendar date moved by whole days and years, in the calendar: 29 February plus a year is
 * 28 February. Throws on a date that is not one: callers pass dates made by this module.
 */
export function addToDate(date: string, shift: { days?: number; years?: number }): string {
  const day = readIsoDate(date);
  if (!day) throw new RangeError(`addToDate: not a date ${date}`);
  return day.plus({ years: shift.years ?? 0, days: shift.days ?? 0 }).toFormat('yyyy-MM-dd');
}

/** Now rounded up to the next 5 minutes, as a UTC date and 'HH:mm': a radio call's default ETA. */
export function nextFiveMinutes(now: Date): { date: string; time: string } {
  const step = 5 * 60_000;
  const at = asDateTime(Math.ceil(now.getTime() / step) * step);
  return { date: at.toFormat('yyyy-MM-dd'), time: at.toFormat('HH:mm') };
}

/** What a zone's clock shows at an instant, in the forms inputs and rules use. */
export interface WallClock {
  /** 'yyyy-MM-dd' */
  date: string;
  /** 'HH:mm', as a time input holds it. */
  time: string;
  /** 0 for Monday to 6 for Sunday, as a club's `day_index` counts. */
  dayIndex: number;
  /** Minutes since that day's midnight. */
  minuteOfDay: number;
}

/** What a zone's clock shows at an instant (an ISO string, epoch ms or a Date); null when invalid. */
export function wallClock(at: string | number | Date, zone: string = DESK_ZONE): WallClock | null {
  const ms = typeof at === 'string' ? parseInstant(at) : typeof at === 'number' ? at : at.getTime();
  if (Number.isNaN(ms)) return null;
  const local = DateTime.fromMillis(ms, { zone });
  if (!local.isValid) return null;
  return {
    date: local.toFormat('yyyy-MM-dd'),
    time: local.toFormat('HH:mm'),
    dayIndex: local.weekday - 1,
    minuteOfDay: local.hour * 60 + local.minute,
  };
}

/**
 * The instant a zone's wall clock shows `time` on `date` ('yyyy-MM-dd'), as an ISO string; null
 * when either is unreadable. In a DST gap (Lisbon's 01:30 on the last Sunday of March) the clock
 * moves on an hour, to 02:30 summer time; in the autumn overlap the later, winter-time instant is
 * taken. Both are luxon's rules.
 */
export function zonedInstant(date: string, time: string, zone: string = DESK_ZONE): string | null {
  const day = readIsoDate(date);
  const t = readTimeOfDay(time);
  if (!day || !t) return null;
  const { year, month, day: dayOfMonth } = day;
  const { hour, minute, second, millisecond } = t;
  const at = DateTime.fromObject(
    { year, month, day: dayOfMonth, hour, minute, second, millisecond },
    { zone },
  );
  return at.isValid ? at.toUTC().toISO() : null;
}

// A club's clock (ADR 0027): stored values never change; these convert where a time is shown or
// read from a form.

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
