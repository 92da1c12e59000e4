// The writes of a registration's Confirm (docs/product.md#calls: register, create club, club services,
// plus the opening hours), composed from the per-collection API files in the server's dialect. Each
// is made as the new owner (the session is only written once everything exists) and, where the
// server accepts it, with an Idempotency-Key; a plain Strapi gets a look-up first instead, so a
// retry creates nothing twice.
import { type AuthAnswer, register } from '@/data/api/auth';
import type { ApiClient, CallAs } from '@/data/api/client';
import { createClubService, listClubServices } from '@/data/api/club-services';
import { createClub, findRegisteredClub } from '@/data/api/clubs';
import { createSchedule, saveScheduleDay } from '@/data/api/schedules';
import type { ClubPayload } from '@/domain/accounts/registration-payload';
import type { ScheduleRow } from '@/domain/club/schedule';
import type { Locale } from '@/i18n/locale';

export interface RegistrationWrite {
  /** The new owner's token (from the register answer). */
  token: string;
  /** Null for a server that has not said it accepts Idempotency-Key (a plain Strapi). */
  idempotencyKey: string | null;
}

const keyed = (idempotencyKey: string | null): CallAs =>
  idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {};
const asOwner = (write: RegistrationWrite): CallAs => ({
  token: write.token,
  ...keyed(write.idempotencyKey),
});

/**
 * POST auth/local/register. The account itself is the guard against a second one. `locale`, the
 * desk's language, only to a server that said it keeps an account's language.
 */
export async function registerAccount(
  api: ApiClient,
  input: { username: string; email: string; password: string; locale?: Locale },
  idempotencyKey: string | null,
): Promise<AuthAnswer> {
  return register(api, input, keyed(idempotencyKey));
}

/**
 * POST clubs with the registration payload. Our server links the caller as owner; a plain Strapi
 * stores the ICAO code as name2 (it knows no `icao`) and is asked first for the club a lost answer made.
 */
export async function registerClub(
  api: ApiClient,
  payload: ClubPayload,
  write: RegistrationWrite,
): Promise<number> {
  if (write.idempotencyKey) return createClub(api, { ...payload }, asOwner(write));
  const as = asOwner(write);
  return (
    (await findRegisteredClub(api, payload, as)) ?? createClub(api, { ...payload, name2: payload.icao }, as)
  );
}

export async function registerSchedule(
  api: ApiClient,
  clubId: number,
  row: ScheduleRow,
  write: RegistrationWrite,
): Promise<void> {
  const data = { day_index: row.day_index, day: row.day, open: row.open, close: row.close };
  // With a key the POST itself is safe to repeat; without one, the look-up-then-write of
  // docs/product.md#calls is.
  if (write.idempotencyKey) await createSchedule(api, clubId, data, asOwner(write));
  else await saveScheduleDay(api, clubId, data, asOwner(write));
}

export async function registerClubService(
  api: ApiClient,
  clubId: number,
  choice: { service: number; price: number },
  write: RegistrationWrite,
): Promise<void> {
  const as = asOwner(write);
  if (!write.idempotencyKey) {
    const offers = await listClubServices(api, clubId, as);
    if (offers.some((offer) => offer.service?.id === choice.service)) return;
  }
  await createClubService(api, clubId, choice.service, choice.price, as);
}
