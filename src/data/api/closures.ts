// A club's closure dates (docs/product/movement-log.md, "Closure dates"): those not over yet, one
// added, one deleted. Only our server keeps them (the 'closures' capability); a plain Strapi has
// no such collection and answers 404, which the list reads as none.
import { closureCreate } from '@/domain/closure-schema';
import type { Closure, ClosureDates } from '@/domain/closures';
import { checkedBody } from './checked-body';
import type { ApiClient } from './client';
import { isApiError } from './errors';
import { str } from './normalise';
import { type FlatRecord, unwrapCollection, unwrapSingle } from './strapi';
import { strapiQuery } from './strapi-query';

export function toClosure(rec: FlatRecord): Closure {
  const from = str(rec, 'from_date') ?? '';
  return { id: rec.id, from, to: str(rec, 'to_date') ?? from, note: str(rec, 'note') ?? '' };
}

/** The club's closures ending on or after `today` ('yyyy-MM-dd'), the soonest first. */
export async function listClosures(
  api: ApiClient,
  clubId: number,
  today: string,
  signal?: AbortSignal,
): Promise<Closure[]> {
  const query = strapiQuery({
    filters: { club: { id: { $eq: clubId } }, to_date: { $gte: today } },
    sort: ['from_date', 'to_date'],
    pagination: { limit: 100 },
  });
  try {
    return unwrapCollection(await api.get('closures', { query, signal })).rows.map(toClosure);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/** Adds one closure; the key makes a resend after a lost answer add it once. */
export async function createClosure(
  api: ApiClient,
  clubId: number,
  closure: ClosureDates,
  key: string,
): Promise<Closure> {
  const data = { club: clubId, from_date: closure.from, to_date: closure.to, note: closure.note };
  const body = checkedBody(closureCreate, data, { method: 'POST', path: 'closures' });
  const headers = { 'Idempotency-Key': key };
  return toClosure(unwrapSingle(await api.post('closures', { data: body }, { headers })));
}

/** Deletes a closure; one already gone (an earlier delete lost its answer) is what was wanted. */
export async function deleteClosure(api: ApiClient, id: number): Promise<void> {
  try {
    await api.delete(`closures/${id}`);
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}
