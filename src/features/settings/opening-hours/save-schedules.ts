// Saving the opening hours (SPEC §7): removed days are deleted; for each changed day the club's
// row for that day_index is looked up on the server and updated, or created when there is none.
import type { ApiClient } from '@/data/api/client';
import { isApiError } from '@/data/api/errors';
import {
  createSchedule,
  deleteSchedule,
  findScheduleByDay,
  updateSchedule,
} from '@/data/api/settings-writes';
import { toApiTime } from '@/domain/format';
import { scheduleDiff } from '@/domain/schedule';
import type { Schedule } from '@/domain/types';
import type { ScheduleDraftRow } from './schedule-draft';

export async function saveSchedules(
  api: ApiClient,
  clubId: number,
  saved: readonly Schedule[],
  edited: readonly ScheduleDraftRow[],
): Promise<void> {
  const diff = scheduleDiff(
    saved,
    edited.map((row) => ({ ...row, open: toApiTime(row.open), close: toApiTime(row.close) })),
  );
  for (const id of diff.deletions) {
    try {
      await deleteSchedule(api, id);
    } catch (error) {
      // Already gone (an earlier save that lost its answer, another desk): what we wanted.
      if (!(isApiError(error) && error.status === 404)) throw error;
    }
  }
  for (const { id: _fromMirror, ...data } of diff.upserts) {
    // Looked up again rather than trusting the mirror's id: the server keeps one row per day.
    const current = await findScheduleByDay(api, clubId, data.day_index);
    if (current) await updateSchedule(api, current.id, clubId, data);
    else await createSchedule(api, clubId, data);
  }
}
