// Opening hours of one club: the list, and the save of one weekday (docs/product.md#calls: the club's
// row for that day_index looked up, then PUT if found, else POST), which repeats safely after a lost
// answer.

import type { Schedule } from '@/domain/wire/entities';
import { scheduleCreate, scheduleUpdate } from '@/domain/wire/schedule-schema';
import { isApiError } from './api-errors';
import { checkedBody } from './checked-body';
import type { ApiClient, CallAs } from './client';
import { toSchedule } from './normalise';
import { unwrapCollection, unwrapSingle } from './strapi';
import { strapiQuery } from './strapi-query';

/** A schedule row's fields as the API stores them (times 'HH:mm:ss'). */
export interface ScheduleData {
  day_index: number;
  day: string;
  open: string;
  close: string;
}

export async function listSchedules(
  api: ApiClient,
  clubId: number,
  signal?: AbortSignal,
): Promise<Schedule[]> {
  const query = strapiQuery({
    filters: { club: { id: { $eq: clubId } } },
    sort: ['day_index'],
    pagination: { limit: 100 },
  });
  return unwrapCollection(await api.get('schedules', { query, signal })).rows.map(toSchedule);
}

/** The club's schedule for one weekday, if it has one (docs/product.md#calls). */
export async function findScheduleByDay(
  api: ApiClient,
  clubId: number,
  dayIndex: number,
  as: CallAs = {},
): Promise<Schedule | null> {
  const query = strapiQuery({
    filters: { club: { id: { $eq: clubId } }, day_index: { $eq: dayIndex } },
    pagination: { limit: 1 },
  });
  const [row] = unwrapCollection(await api.get('schedules', { query, ...as })).rows;
  return row ? toSchedule(row) : null;
}

/** Throws what a POST of this row would be refused for before it is sent (checked-body.ts). */
export function checkSchedule(clubId: number, data: ScheduleData): void {
  checkedBody(scheduleCreate, { club: clubId, ...data }, { method: 'POST', path: 'schedules' });
}

export async function createSchedule(
  api: ApiClient,
  clubId: number,
  data: ScheduleData,
  as: CallAs = {},
): Promise<Schedule> {
  const body = checkedBody(scheduleCreate, { club: clubId, ...data }, { method: 'POST', path: 'schedules' });
  return toSchedule(unwrapSingle(await api.post('schedules', { data: body }, as)));
}

export async function updateSchedule(
  api: ApiClient,
  id: number,
  clubId: number,
  data: ScheduleData,
  as: CallAs = {},
): Promise<Schedule> {
  const path = `schedules/${id}`;
  const body = checkedBody(scheduleUpdate, { club: clubId, ...data }, { method: 'PUT', path });
  return toSchedule(unwrapSingle(await api.put(path, { data: body }, as)));
}

/**
 * The schedule save for one weekday (docs/product.md#calls): update the club's row for that day, or create
 * it.
 */
export async function saveScheduleDay(
  api: ApiClient,
  clubId: number,
  data: ScheduleData,
  as: CallAs = {},
): Promise<Schedule> {
  // Looked up again rather than trusting the mirror's id: the server keeps one row per day.
  const current = await findScheduleByDay(api, clubId, data.day_index, as);
  return current ? updateSchedule(api, current.id, clubId, data, as) : createSchedule(api, clubId, data, as);
}

/** Deletes a schedule row; one already gone (an earlier save lost its answer) is what was wanted. */
export async function deleteSchedule(api: ApiClient, id: number): Promise<void> {
  try {
    await api.delete(`schedules/${id}`);
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}
