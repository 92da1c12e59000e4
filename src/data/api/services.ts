// The catalogue of extra services (public), sorted by name.
import type { Service } from '@/domain/wire/entities';
import type { ApiClient } from './client';
import { toService } from './normalise';
import { unwrapCollection } from './strapi';
import { strapiQuery } from './strapi-query';

export async function listServices(api: ApiClient, signal?: AbortSignal): Promise<Service[]> {
  const query = strapiQuery({ populate: '*', sort: 'name', pagination: { limit: 100 } });
  return unwrapCollection(await api.get('services', { query, signal, auth: false })).rows.map(toService);
}
