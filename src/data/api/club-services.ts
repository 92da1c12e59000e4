// The services one club offers (club-services), each with its price and the catalogue service it
// links to: the list, and the writes of docs/product.md#calls (POST per chosen service, PUT price, DELETE).
import { clubServiceCreate, clubServiceUpdate } from '@/domain/wire/club-service-schema';
import type { ClubService } from '@/domain/wire/entities';
import { isApiError } from './api-errors';
import { checkedBody } from './checked-body';
import type { ApiClient, CallAs } from './client';
import { toClubService } from './normalise';
import { unwrapCollection, unwrapSingle } from './strapi';
import { strapiQuery } from './strapi-query';

export async function listClubServices(
  api: ApiClient,
  clubId: number,
  options: CallAs & { signal?: AbortSignal } = {},
): Promise<ClubService[]> {
  const query = strapiQuery({
    filters: { club: { id: { $eq: clubId } } },
    populate: 'service',
    pagination: { limit: 100 },
  });
  return unwrapCollection(await api.get('club-services', { query, ...options })).rows.map(toClubService);
}

export async function createClubService(
  api: ApiClient,
  clubId: number,
  serviceId: number,
  price: number,
  as: CallAs = {},
): Promise<number> {
  const body = { club: clubId, service: serviceId, price };
  const data = checkedBody(clubServiceCreate, body, { method: 'POST', path: 'club-services' });
  return unwrapSingle(await api.post('club-services', { data }, as)).id;
}

export async function updateClubServicePrice(api: ApiClient, id: number, price: number): Promise<void> {
  const path = `club-services/${id}`;
  await api.put(path, { data: checkedBody(clubServiceUpdate, { price }, { method: 'PUT', path }) });
}

/** Removes a club's offer; one already gone (an earlier save lost its answer) is what was wanted. */
export async function deleteClubService(api: ApiClient, id: number): Promise<void> {
  try {
    await api.delete(`club-services/${id}`);
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}
