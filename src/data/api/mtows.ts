// Weight-band landing prices of one club: the calls of docs/product.md#calls (list, one POST per
// band, DELETE) and our server's all-or-nothing replacement (PUT clubs/:id/mtows, docs/decisions/0004).

import type { WeightBand } from '@/domain/fees/fee-rules';
import { bandList, mtowCreate } from '@/domain/wire/band-schema';
import type { Mtow } from '@/domain/wire/entities';
import { checkedBody } from './checked-body';
import type { ApiClient, CallAs } from './client';
import { toMtow } from './normalise';
import { unwrapCollection, unwrapSingle } from './strapi';
import { strapiQuery } from './strapi-query';

export async function listMtows(
  api: ApiClient,
  clubId: number,
  options: CallAs & { signal?: AbortSignal } = {},
): Promise<Mtow[]> {
  const query = strapiQuery({
    filters: { club: { id: { $eq: clubId } } },
    sort: ['weight1'],
    pagination: { limit: 100 },
  });
  return unwrapCollection(await api.get('mtows', { query, ...options })).rows.map(toMtow);
}

export async function createMtow(
  api: ApiClient,
  clubId: number,
  band: WeightBand,
  as: CallAs = {},
): Promise<Mtow> {
  const data = checkedBody(mtowCreate, { club: clubId, ...band }, { method: 'POST', path: 'mtows' });
  return toMtow(unwrapSingle(await api.post('mtows', { data }, as)));
}

export async function deleteMtow(api: ApiClient, id: number, as: CallAs = {}): Promise<void> {
  await api.delete(`mtows/${id}`, as);
}

/** Our server only: the club's complete list of bands, replaced in one transaction. */
export async function replaceClubMtows(
  api: ApiClient,
  clubId: number,
  bands: readonly WeightBand[],
  as: CallAs = {},
): Promise<Mtow[]> {
  const path = `clubs/${clubId}/mtows`;
  const data = checkedBody(bandList, bands, { method: 'PUT', path });
  return unwrapCollection(await api.put(path, { data }, as)).rows.map(toMtow);
}
