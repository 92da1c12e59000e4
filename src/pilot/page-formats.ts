// The page's days, weekdays and numbers in its language, through Intl: its first bundle carries no
// luxon (ADR 0021). One formatter per language and kind, since building one costs more than using it.

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** A Monday: day index 0 of the club's schedules. */
const FIRST_MONDAY = Date.UTC(2024, 0, 1);

/** 'Monday' or 'Segunda-feira': the language's own weekday name, capitalised to start a line. */
export function weekday(index: number, tag: string): string {
  const name = formatter(
    `weekday:${tag}`,
    () => new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }),
  ).format(new Date(FIRST_MONDAY + index * 86_400_000));
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/**
 * A day ('yyyy-MM-dd', UTC) with its month in words, '4 December 2026' or '4 de dezembro de 2026',
 * as the mails write it: a pilot from abroad may read a numeric date the wrong way round.
 */
export function longDay(date: string, tag: string): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  return formatter(
    `date:${tag}`,
    () => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, dayOfMonth ?? 1)));
}

export const formatNumber = (value: number, tag: string): string =>
  formatter(`number:${tag}`, () => new Intl.NumberFormat(tag)).format(value);
