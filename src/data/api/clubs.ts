// The owner's club: read with its runway category, updated field group by field group (SPEC §7).
import type { Club } from '@/domain/types';
import type { ApiClient } from './client';
import { toClub } from './normalise';
import { unwrapSingle } from './strapi';
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
