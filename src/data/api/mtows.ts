// Weight-band landing prices of one club.
import type { Mtow } from '@/domain/types';
import type { ApiClient } from './client';
import { toMtow } from './normalise';
import { unwrapCollection } from './strapi';
import { strapiQuery } from './strapi-query';

export async function listMtows(api: ApiClient, clubId: number, signal?: AbortSignal): Promise<Mtow[]> {
  const query = strapiQuery({
    filters: { club: { id: { $eq: clubId } } },
    sort: ['weight1'],
    pagination: { limit: 100 },
  });
  return unwrapCollection(await api.get('mtows', { query, signal })).rows.map(toMtow);
}
