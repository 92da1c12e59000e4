// Saving a club's weight bands on a plain Strapi, which has no all-at-once save: one request at a
// time behind a guard row, so a cut-off save shows as half-saved and a second save finishes it
// (docs/decisions/0006). Our server's save is one call (data/server/ppr-desk-adapter.ts).

import { isApiError } from '@/data/api/api-errors';
import type { ApiClient, CallAs } from '@/data/api/client';
import { createMtow, deleteMtow, listMtows } from '@/data/api/mtows';
import { bandReplacementPlan, GUARD_BAND } from '@/domain/fees/band-replacement';
import type { WeightBand } from '@/domain/fees/fee-rules';
import { type Message, msg } from '@/i18n/messages';

/** English, for logs: the error's `message` (the operator reads its `words`). */
export const BANDS_HALF_SAVED =
  'The weight bands were only partly saved on the server. Desks keep pricing with the last complete ' +
  'table until they are saved in full: press SAVE again.';

/** A band save stopped after it had changed the server: the table there is half-saved. */
export class BandsHalfSavedError extends Error {
  override readonly name = 'BandsHalfSavedError';
  /** What the operator reads, in the desk's language. */
  readonly words: Message = msg('settings.bands.halfSavedError');
  constructor(override readonly cause: unknown) {
    super(`${BANDS_HALF_SAVED} (${cause instanceof Error ? cause.message : String(cause)})`);
  }
}

export async function saveBandsRowByRow(
  api: ApiClient,
  clubId: number,
  bands: readonly WeightBand[],
  as: CallAs = {},
): Promise<void> {
  // No Idempotency-Key on a plain Strapi: the plan is worked out from what the server has now.
  const { headers: _noKey, ...plain } = as;
  const plan = bandReplacementPlan(await listMtows(api, clubId, plain), bands);
  let guard: number | null = null;
  let changed = false;
  try {
    for (const op of plan) {
      if (op.kind === 'create-guard') guard = (await createMtow(api, clubId, GUARD_BAND, plain)).id;
      else if (op.kind === 'create') await createMtow(api, clubId, op.band, plain);
      else {
        const id = op.kind === 'delete' ? op.id : guard;
        if (id !== null) await deleteIfThere(api, id, plain);
      }
      changed = true;
    }
  } catch (error) {
    throw changed ? new BandsHalfSavedError(error) : error;
  }
}

async function deleteIfThere(api: ApiClient, id: number, as: CallAs): Promise<void> {
  try {
    await deleteMtow(api, id, as);
  } catch (error) {
    // Gone already (another desk finished the same save): what this step wanted.
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}
