// The Opening hours form's rows: one per weekday with times as the time inputs show them
// ('HH:mm'), Monday first. The rules themselves live in src/domain/club/schedule.ts.
import { expandScheduleForm, type ScheduleForm } from '@/domain/club/schedule';
import { toInputTime } from '@/domain/time/time-of-day';
import type { Schedule } from '@/domain/wire/entities';

export interface ScheduleDraftRow {
  day_index: number;
  day: string;
  open: string;
  close: string;
}

const byDay = (a: ScheduleDraftRow, b: ScheduleDraftRow): number => a.day_index - b.day_index;

export function toScheduleDraft(rows: readonly Schedule[]): ScheduleDraftRow[] {
  return rows
    .map(({ day_index, day, open, close }) => ({
      day_index,
      day,
      open: toInputTime(open),
      close: toInputTime(close),
    }))
    .sort(byDay);
}

/** The rows plus one per day picked in the add form (days already used are not offered). */
export function addScheduleRows(rows: readonly ScheduleDraftRow[], form: ScheduleForm): ScheduleDraftRow[] {
  const added = expandScheduleForm(form).map((row) => ({
    ...row,
    open: toInputTime(row.open),
    close: toInputTime(row.close),
  }));
  const taken = new Set(rows.map((row) => row.day_index));
  return [...rows, ...added.filter((row) => !taken.has(row.day_index))].sort(byDay);
}

export function removeScheduleRow(rows: readonly ScheduleDraftRow[], dayIndex: number): ScheduleDraftRow[] {
  return rows.filter((row) => row.day_index !== dayIndex);
}

/** A day's times changed in place (the table's inputs, 'HH:mm'). */
export function changeScheduleRow(
  rows: readonly ScheduleDraftRow[],
  dayIndex: number,
  times: Partial<Pick<ScheduleDraftRow, 'open' | 'close'>>,
): ScheduleDraftRow[] {
  return rows.map((row) => (row.day_index === dayIndex ? { ...row, ...times } : row));
}
