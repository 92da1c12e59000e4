// Opening-hours rules (Settings › Opening hours, registration's step 4). A club has at most one row
// per weekday; the add form offers only unused days and disappears once all seven are covered.
import type { MessageId } from '@/i18n/messages';
import { timeOfDayMs, toApiTime } from '../time/time-of-day';

export type WeekdayKey = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export interface Weekday {
  index: number;
  day: WeekdayKey;
  /** The day's name in the catalogs. */
  label: MessageId;
}

/** day_index 0 is Monday, as the API stores it (not JavaScript's Sunday-first getDay()). */
export const WEEKDAYS: readonly Weekday[] = [
  { index: 0, day: 'mon', label: 'common.weekday.mon' },
  { index: 1, day: 'tue', label: 'common.weekday.tue' },
  { index: 2, day: 'wed', label: 'common.weekday.wed' },
  { index: 3, day: 'thu', label: 'common.weekday.thu' },
  { index: 4, day: 'fri', label: 'common.weekday.fri' },
  { index: 5, day: 'sat', label: 'common.weekday.sat' },
  { index: 6, day: 'sun', label: 'common.weekday.sun' },
];

/** A schedule row as sent to the API; `id` is present when it updates a saved row. */
export interface ScheduleRow {
  id?: number;
  day_index: number;
  day: string;
  open: string;
  close: string;
}

export interface ScheduleForm {
  days: readonly number[];
  open: string;
  close: string;
}

const isDayIndex = (n: number): boolean => Number.isInteger(n) && n >= 0 && n < WEEKDAYS.length;

/** Both are times of day and the airfield opens strictly before it closes (no overnight rows). */
export function isOpenBeforeClose(open: string, close: string): boolean {
  const from = timeOfDayMs(open);
  const to = timeOfDayMs(close);
  return from !== null && to !== null && from < to;
}

/** Registration's per-day hours: both blank (closed that day) or open strictly before close. */
export function isValidDayHours(open: string, close: string): boolean {
  if (open.trim() === '' && close.trim() === '') return true;
  return isOpenBeforeClose(open, close);
}

/** Day indexes already taken by a row: the add form disables these. */
export function usedDayIndexes(rows: readonly Pick<ScheduleRow, 'day_index'>[]): Set<number> {
  return new Set(rows.map((row) => row.day_index).filter(isDayIndex));
}

/** All seven days have a row: the add form hides and Save becomes available. */
export function allDaysCovered(rows: readonly Pick<ScheduleRow, 'day_index'>[]): boolean {
  return usedDayIndexes(rows).size === WEEKDAYS.length;
}

/** At least one day and both times, open before close (docs/product.md#settings, Opening hours). */
export function canAddSchedule(form: ScheduleForm): boolean {
  return form.days.length > 0 && form.days.every(isDayIndex) && isOpenBeforeClose(form.open, form.close);
}

/**
 * One row per selected day, Monday first, duplicates dropped. Times are padded to 'HH:mm:ss'
 * here because the time inputs give 'HH:mm' and the API refuses it.
 */
export function expandScheduleForm(form: ScheduleForm): ScheduleRow[] {
  const days = [...new Set(form.days)].filter(isDayIndex).sort((a, b) => a - b);
  return days.map((index) => ({
    day_index: index,
    day: WEEKDAYS[index]?.day ?? '',
    open: toApiTime(form.open),
    close: toApiTime(form.close),
  }));
}

// '09:00', '09:00:00' and '09:00:00.000' are the same opening time; compare them as such.
const sameTime = (a: string, b: string): boolean => {
  const x = timeOfDayMs(a);
  return x !== null ? x === timeOfDayMs(b) : a === b;
};

export interface ScheduleDiff {
  /** Rows to write: with `id` → PUT schedules/{id}, without → POST schedules. */
  upserts: ScheduleRow[];
  /** Saved row ids whose day is no longer scheduled → DELETE schedules/{id}. */
  deletions: number[];
}

/**
 * What a save must send to turn `saved` into `edited`. Rows are matched by day, not by id, because
 * the API keeps one row per club and day. Unchanged days are left alone; if the server somehow
 * holds two rows for one day, the first is kept and the extra one deleted.
 */
export function scheduleDiff(
  saved: readonly (ScheduleRow & { id: number })[],
  edited: readonly ScheduleRow[],
): ScheduleDiff {
  const savedByDay = new Map<number, ScheduleRow & { id: number }>();
  const deletions: number[] = [];
  for (const row of saved) {
    if (savedByDay.has(row.day_index)) deletions.push(row.id);
    else savedByDay.set(row.day_index, row);
  }
  // The last edit of a day wins, as it is what the operator saw last.
  const editedByDay = new Map<number, ScheduleRow>();
  for (const row of edited) editedByDay.set(row.day_index, row);

  const upserts: ScheduleRow[] = [];
  for (const [dayIndex, row] of [...editedByDay].sort(([a], [b]) => a - b)) {
    const current = savedByDay.get(dayIndex);
    const { id: _ignored, ...fields } = row;
    if (!current) {
      upserts.push(fields);
    } else if (
      !sameTime(current.open, row.open) ||
      !sameTime(current.close, row.close) ||
      current.day !== row.day
    ) {
      upserts.push({ ...fields, id: current.id });
    }
  }
  for (const [dayIndex, row] of savedByDay) {
    if (!editedByDay.has(dayIndex)) deletions.push(row.id);
  }
  return { upserts, deletions: deletions.sort((a, b) => a - b) };
}
