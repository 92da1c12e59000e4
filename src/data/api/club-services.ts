// The services one club offers, each with its price and the catalogue service it links to.
import type { ClubService } from '@/domain/types';
import type { ApiClient } from './client';
import { toClubService } from './normalise';
import { unwrapCollection } from './strapi';
import { strapiQuery } from './strapi-query';

export async function listClubServices(
  api: ApiClient,
  clubId: number,
  signal?: AbortSignal,
): Promise<ClubService[]> {
  const query = strapiQuery({
    filters: { club: { id: { $eq: clubId } } },
    populate: 'service',
    pagination: { limit: 100 },
  });
  return unwrapCollection(await api.get('club-services', { query, signal })).rows.map(toClubService);
}
