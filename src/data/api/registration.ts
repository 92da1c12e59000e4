// The writes of a registration's Confirm (SPEC §7 register user, create club, register services,
// plus the opening hours and the initial weight band). Each carries an Idempotency-Key and the new
// owner's token explicitly: the session is only written once everything exists.
import type { WeightBand } from '@/domain/fees';
import type { ClubPayload } from '@/domain/registration';
import type { ScheduleRow } from '@/domain/schedule';
import { type AuthAnswer, readAuthAnswer } from './auth';
import type { ApiClient } from './client';
import { unwrapSingle } from './strapi';

export interface RegistrationWrite {
  /** The new owner's token (from the register answer). */
  token: string;
  idempotencyKey: string;
}

const keyed = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });
const asOwner = (write: RegistrationWrite) => ({ token: write.token, ...keyed(write.idempotencyKey) });

/** POST auth/local/register. The key is sent for consistency; the account itself is the guard. */
export async function registerAccount(
  api: ApiClient,
  input: { username: string; email: string; password: string },
  idempotencyKey: string,
): Promise<AuthAnswer> {
  const body = await api.post('auth/local/register', input, { auth: false, ...keyed(idempotencyKey) });
  return readAuthAnswer(body);
}

/** POST clubs with the registration payload; the server links the caller as owner. Returns the id. */
export async function createClub(
  api: ApiClient,
  payload: ClubPayload,
  write: RegistrationWrite,
): Promise<number> {
  return unwrapSingle(await api.post('clubs', { data: payload }, asOwner(write))).id;
}

export async function createSchedule(
  api: ApiClient,
  clubId: number,
  row: ScheduleRow,
  write: RegistrationWrite,
): Promise<number> {
  const data = { club: clubId, day_index: row.day_index, day: row.day, open: row.open, close: row.close };
  return unwrapSingle(await api.post('schedules', { data }, asOwner(write))).id;
}

/** PUT clubs/:id/mtows: the club's complete list of weight bands, replaced all at once. */
export async function replaceClubBands(
  api: ApiClient,
  clubId: number,
  bands: readonly WeightBand[],
  write: RegistrationWrite,
): Promise<void> {
  await api.put(`clubs/${clubId}/mtows`, { data: bands }, asOwner(write));
}

export async function createClubService(
  api: ApiClient,
  clubId: number,
  choice: { service: number; price: number },
  write: RegistrationWrite,
): Promise<number> {
  const data = { club: clubId, service: choice.service, price: choice.price };
  return unwrapSingle(await api.post('club-services', { data }, asOwner(write))).id;
}
