// Saving the opening hours (docs/product.md#calls): removed days are deleted; for each changed day the club's
// row for that day_index is looked up on the server and updated, or created when there is none.
import type { ApiClient } from '@/data/api/client';
import { checkSchedule, deleteSchedule, saveScheduleDay } from '@/data/api/schedules';
import { type ScheduleRow, scheduleDiff } from '@/domain/club/schedule';
import { toApiTime } from '@/domain/time/time-of-day';
import type { Schedule } from '@/domain/wire/entities';

export async function saveSchedules(
  api: ApiClient,
  clubId: number,
  saved: readonly Schedule[],
  /** The form's rows, times as the time inputs show them ('HH:mm'). */
  edited: readonly ScheduleRow[],
): Promise<void> {
  const diff = scheduleDiff(
    saved,
    edited.map((row) => ({ ...row, open: toApiTime(row.open), close: toApiTime(row.close) })),
  );
  const upserts = diff.upserts.map(({ id: _fromMirror, ...data }) => data);
  // Every row is checked before anything is written: a row the server would be refused never leaves
  // the save half done (a day deleted, the next day's change not sent).
  for (const data of upserts) checkSchedule(clubId, data);
  for (const id of diff.deletions) await deleteSchedule(api, id);
  for (const data of upserts) await saveScheduleDay(api, clubId, data);
}
