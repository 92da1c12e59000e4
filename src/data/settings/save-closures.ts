// Saving closure dates (docs/product/movement-log.md, "Closure dates"): each is added or deleted
// on its own, straight to the server like every settings save (refused offline by the section).
import type { ApiClient } from '@/data/api/client';
import { createClosure, deleteClosure } from '@/data/api/closure-writes';
import type { ClosureDates } from '@/domain/club/closure-dates';

/** One closure change: an addition (with the key that makes its resend safe) or a deletion. */
export type ClosureChange = { add: ClosureDates; key: string } | { remove: number };

export async function saveClosureChange(
  api: ApiClient,
  clubId: number,
  change: ClosureChange,
): Promise<void> {
  if ('remove' in change) await deleteClosure(api, change.remove);
  else await createClosure(api, clubId, change.add, change.key);
}
