// Opening hours of one club.
import type { Schedule } from '@/domain/types';
import type { ApiClient } from './client';
import { toSchedule } from './normalise';
import { unwrapCollection } from './strapi';
import { strapiQuery } from './strapi-query';

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
