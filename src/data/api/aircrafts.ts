// The aircraft list the Create Landing modal picks from.
import type { Aircraft } from '@/domain/wire/entities';
import type { ApiClient } from './client';
import { toAircraft } from './normalise';
import { unwrapCollection } from './strapi';
import { strapiQuery } from './strapi-query';

export async function listAircrafts(api: ApiClient, signal?: AbortSignal): Promise<Aircraft[]> {
  const query = strapiQuery({ sort: 'name', pagination: { limit: 100 } });
  return unwrapCollection(await api.get('aircrafts', { query, signal })).rows.map(toAircraft);
}
