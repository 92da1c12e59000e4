// Saving the opening hours (docs/product.md#calls): removed days are deleted; for each changed day the club's
// row for that day_index is looked up on the server and updated, or created when there is none.
import type { ApiClient } from '@/data/api/client';
import { deleteSchedule, saveScheduleDay } from '@/data/api/schedules';
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
  for (const id of diff.deletions) await deleteSchedule(api, id);
  for (const { id: _fromMirror, ...data } of diff.upserts) await saveScheduleDay(api, clubId, data);
}
