// The owner's club: read with its runway category, created at registration (SPEC §7 Create club)
// and updated field group by field group.
import type { ClubPayload } from '@/domain/registration-payload';
import type { Club } from '@/domain/types';
import type { ApiClient, CallAs } from './client';
import { toClub } from './normalise';
import { unwrapCollection, unwrapSingle } from './strapi';
import { strapiQuery } from './strapi-query';

const CLUB_QUERY = strapiQuery({ populate: ['category'] });

export async function getClub(api: ApiClient, clubId: number, signal?: AbortSignal): Promise<Club> {
  return toClub(unwrapSingle(await api.get(`clubs/${clubId}`, { query: CLUB_QUERY, signal })));
}

export async function updateClub(
  api: ApiClient,
  clubId: number,
  data: Record<string, unknown>,
): Promise<Club> {
  return toClub(unwrapSingle(await api.put(`clubs/${clubId}`, { data }, { query: CLUB_QUERY })));
}

/** POST clubs with the registration payload. Returns the new club's id. */
export async function createClub(
  api: ApiClient,
  data: Record<string, unknown>,
  as: CallAs = {},
): Promise<number> {
  return unwrapSingle(await api.post('clubs', { data }, as)).id;
}

/**
 * A club this registration already created (a plain Strapi keeps no Idempotency-Key): the newest
 * with the same name, ICAO code, tax number and e-mail.
 */
export async function findRegisteredClub(
  api: ApiClient,
  payload: ClubPayload,
  as: CallAs = {},
): Promise<number | null> {
  const query = strapiQuery({
    filters: {
      name1: { $eq: payload.name1 },
      name2: { $eq: payload.icao },
      nif: { $eq: payload.nif },
      email: { $eq: payload.email },
    },
    sort: ['id:desc'],
    pagination: { start: 0, limit: 1 },
  });
  const [club] = unwrapCollection(await api.get('clubs', { query, ...as })).rows;
  return club?.id ?? null;
}
