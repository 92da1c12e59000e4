// The settings screen's writes that go straight to the server (DESIGN offline point 6): opening
// hours, weight bands, club services and the password. Club field groups use clubs.ts updateClub.
import type { WeightBand } from '@/domain/fees';
import type { Mtow, Schedule } from '@/domain/types';
import type { ApiClient } from './client';
import { toMtow, toSchedule } from './normalise';
import { unwrapCollection, unwrapSingle } from './strapi';
import { strapiQuery } from './strapi-query';

/** A schedule row's fields as the API stores them (times 'HH:mm:ss'). */
export interface ScheduleData {
  day_index: number;
  day: string;
  open: string;
  close: string;
}

/** SPEC §7: the club's schedule for one weekday, if it has one. */
export async function findScheduleByDay(
  api: ApiClient,
  clubId: number,
  dayIndex: number,
): Promise<Schedule | null> {
  const query = strapiQuery({
    filters: { club: { id: { $eq: clubId } }, day_index: { $eq: dayIndex } },
    pagination: { limit: 1 },
  });
  const [row] = unwrapCollection(await api.get('schedules', { query })).rows;
  return row ? toSchedule(row) : null;
}

export async function createSchedule(api: ApiClient, clubId: number, data: ScheduleData): Promise<Schedule> {
  return toSchedule(unwrapSingle(await api.post('schedules', { data: { club: clubId, ...data } })));
}

export async function updateSchedule(
  api: ApiClient,
  id: number,
  clubId: number,
  data: ScheduleData,
): Promise<Schedule> {
  return toSchedule(unwrapSingle(await api.put(`schedules/${id}`, { data: { club: clubId, ...data } })));
}

export async function deleteSchedule(api: ApiClient, id: number): Promise<void> {
  await api.delete(`schedules/${id}`);
}

/** Replaces all the club's weight bands in one transaction (docs/decisions/0004). */
export async function replaceBands(
  api: ApiClient,
  clubId: number,
  bands: readonly WeightBand[],
): Promise<Mtow[]> {
  const body = await api.put(`clubs/${clubId}/mtows`, { data: bands });
  return unwrapCollection(body).rows.map(toMtow);
}

export async function createClubService(
  api: ApiClient,
  clubId: number,
  serviceId: number,
  price: number,
): Promise<void> {
  await api.post('club-services', { data: { club: clubId, service: serviceId, price } });
}

export async function updateClubServicePrice(api: ApiClient, id: number, price: number): Promise<void> {
  await api.put(`club-services/${id}`, { data: { price } });
}

export async function deleteClubService(api: ApiClient, id: number): Promise<void> {
  await api.delete(`club-services/${id}`);
}

export interface PasswordChangeInput {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** SPEC §7: 200 is success. The server then revokes the tokens issued before. */
export async function changePassword(api: ApiClient, input: PasswordChangeInput): Promise<void> {
  await api.post('auth/change-password', input);
}
