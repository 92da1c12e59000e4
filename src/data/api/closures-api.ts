// A club's closure dates (docs/product/movement-log.md, "Closure dates"): those not over yet, as
// the mirror's refresh reads them (the writes are closure-writes.ts: every desk screen loads this).
// Only our server keeps them (the 'closures' capability): a plain Strapi has no such collection.
import type { Closure } from '@/domain/club/closure-dates';
import type { ApiClient } from './client';
import { str } from './normalise';
import { type FlatRecord, unwrapCollection } from './strapi';
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
  return unwrapCollection(await api.get('closures', { query, signal })).rows.map(toClosure);
}
