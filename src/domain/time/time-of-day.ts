// A time of day (no date, no zone) read and written through luxon, in the three forms the desk
// meets (ADR 0017). Owns a memo of the texts already read: History sorts thousands of rows by time.
import { DateTime, Duration, type TokenParser } from 'luxon';

/**
 * - 'typed': what a time input, a person or a stored row gives: 'H:mm', 'H:mm:ss' or 'H:mm:ss.S'
 *   with one to three digits of fraction; spaces around it are ignored.
 * - 'stored': Strapi's time type, what the API accepts: 'HH:mm:ss', optionally '.S' to '.SSS'.
 * - 'filed': a time input's value as the pilot's page sends it: 'HH:mm'.
 */
export type TimeForm = 'typed' | 'stored' | 'filed';

/** Read-only: the memo hands the same one to every caller that reads the same text. */
export interface TimeOfDay {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** Whether the text gave seconds ('14:05:00') or stopped at minutes ('14:05'). */
  readonly hasSeconds: boolean;
}

// luxon reads 'u' as tenths, 'uu' as hundredths and 'SSS' as milliseconds, so '.5' is 500 ms.
const FRACTIONS = ['uuu', 'uu', 'SSS'];
const FORMATS: Record<TimeForm, readonly string[]> = {
  typed: ['H:mm', 'H:mm:ss', ...FRACTIONS.map((f) => `H:mm:ss.${f}`)],
  stored: ['HH:mm:ss', ...FRACTIONS.map((f) => `HH:mm:ss.${f}`)],
  filed: ['HH:mm'],
};

// Read on a fixed day so that luxon's '24:00' (midnight of the next day) shows as a rolled date.
const DAY = '2000-01-01';
const PARSE = { locale: 'en-GB', zone: 'utc' } as const;
const parsers = new Map<string, TokenParser>();

function parserFor(format: string): TokenParser {
  let parser = parsers.get(format);
  if (!parser) {
    parser = DateTime.buildFormatParser(`yyyy-MM-dd ${format}`, { locale: PARSE.locale });
    parsers.set(format, parser);
  }
  return parser;
}

function read(text: string, form: TimeForm): TimeOfDay | null {
  const given = form === 'typed' ? text.trim() : text;
  for (const format of FORMATS[form]) {
    const at = DateTime.fromFormatParser(`${DAY} ${given}`, parserFor(format), PARSE);
    if (!at.isValid) continue;
    if (at.day !== 1) return null;
    const { hour, minute, second, millisecond } = at;
    return { hour, minute, second, millisecond, hasSeconds: format.includes(':ss') };
  }
  return null;
}

const MEMO_LIMIT = 5_000;
const memo = new Map<string, TimeOfDay | null>();

/** The time of day a text gives in `form`; null when it is not one ('25:00', '12:60', '24:00'). */
export function readTimeOfDay(text: string, form: TimeForm = 'typed'): TimeOfDay | null {
  const key = `${form} ${text}`;
  if (memo.has(key)) return memo.get(key) ?? null;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const found = read(text, form);
  memo.set(key, found);
  return found;
}

/** Whether a text is a time of day in `form`: the one check every schema and form uses. */
export const isTimeOfDay = (text: string, form: TimeForm = 'typed'): boolean =>
  readTimeOfDay(text, form) !== null;

/** Milliseconds since midnight; null when the text is not a time of day in `form`. */
export function timeOfDayMs(text: string, form: TimeForm = 'typed'): number | null {
  const t = readTimeOfDay(text, form);
  return t ? ((t.hour * 60 + t.minute) * 60 + t.second) * 1000 + t.millisecond : null;
}

const write = (t: TimeOfDay, format: string): string =>
  Duration.fromObject({
    hours: t.hour,
    minutes: t.minute,
    seconds: t.second,
    milliseconds: t.millisecond,
  }).toFormat(format);

/**
 * Time inputs give 'HH:mm' but the API's time columns refuse it: pad to 'HH:mm:ss'. Values that
 * already carry seconds pass through; anything else is returned as is so the server's validation
 * error, not a silently invented time, reaches the operator.
 */
export function toApiTime(time: string): string {
  const t = readTimeOfDay(time);
  if (!t) return time;
  return t.hasSeconds ? time.trim() : write(t, 'hh:mm:ss');
}

/**
 * A stored or typed time as a time input holds it and the pilot's page files it, 'HH:mm' (still
 * UTC: the stored time of day is what pilots filed); anything unreadable is returned as given.
 */
export function toInputTime(time: string): string {
  const t = readTimeOfDay(time);
  return t ? write(t, 'hh:mm') : time;
}

/** A time in the API's form as Strapi answers it, 'HH:mm:ss.SSS' ('09:00:00' → '09:00:00.000'). */
export function toStoredTime(time: string): string {
  const t = readTimeOfDay(time, 'stored');
  return t ? write(t, 'hh:mm:ss.SSS') : time;
}
