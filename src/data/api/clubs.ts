// The owner's club: read with its runway category, created at registration (docs/product.md#calls)
// and updated field group by field group.

import type { ClubPayload } from '@/domain/accounts/registration-payload';
import { type ClubUpdate, clubCreate, clubUpdate } from '@/domain/wire/club-schema';
import type { Club } from '@/domain/wire/entities';
import { checkedBody } from './checked-body';
import type { ApiClient, CallAs } from './client';
import { toClub } from './normalise';
import { unwrapCollection, unwrapSingle } from './strapi';
import { strapiQuery } from './strapi-query';

const CLUB_QUERY = strapiQuery({ populate: ['category'] });

export async function getClub(api: ApiClient, clubId: number, signal?: AbortSignal): Promise<Club> {
  return toClub(unwrapSingle(await api.get(`clubs/${clubId}`, { query: CLUB_QUERY, signal })));
}

/** PUT clubs/:id with one settings group, checked with the clubs schema the server uses. */
export async function updateClub(
  api: ApiClient,
  clubId: number,
  fields: Readonly<Record<string, unknown>>,
): Promise<Club> {
  const path = `clubs/${clubId}`;
  const data: ClubUpdate = checkedBody(clubUpdate, fields, { method: 'PUT', path });
  return toClub(unwrapSingle(await api.put(path, { data }, { query: CLUB_QUERY })));
}

/** POST clubs with the registration payload, checked likewise. Returns the new club's id. */
export async function createClub(
  api: ApiClient,
  payload: Readonly<Record<string, unknown>>,
  as: CallAs = {},
): Promise<number> {
  const data = checkedBody(clubCreate, payload, { method: 'POST', path: 'clubs' });
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
