// The owner's changes to the club's closure dates (docs/product/movement-log.md, "Closure
// dates"): one added, one deleted, each checked with the shared schema before it leaves.

import type { Closure, ClosureDates } from '@/domain/club/closure-dates';
import { closureCreate } from '@/domain/wire/closure-schema';
import { isApiError } from './api-errors';
import { checkedBody } from './checked-body';
import type { ApiClient } from './client';
import { toClosure } from './closures-api';
import { unwrapSingle } from './strapi';

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
