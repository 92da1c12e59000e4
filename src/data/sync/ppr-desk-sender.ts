// Sending to our own server: one request per entry, with the entry's opId as Idempotency-Key
// (a resend after a lost answer is applied once) and, for decisions, If-Match (a 409 on conflict).
import { checkedBody } from '@/data/api/checked-body';
import type { ApiClient } from '@/data/api/client';
import { ApiError } from '@/data/api/errors';
import { conflictCurrent, createLanding, updateLanding } from '@/data/api/landings';
import { landingChangeSchema, landingCreate } from '@/domain/landing-schema';
import type { LandingSender } from './landing-sender';

export function pprDeskSender(api: ApiClient): LandingSender {
  return {
    async send(entry) {
      const options = { idempotencyKey: entry.opId, ifMatch: entry.ifMatch ? entry.baseUpdatedAt : null };
      try {
        // Checked with the landings schema our server checks with: a body it would refuse is
        // refused here, unsent, as the same 400 (kept in the row with its words, never accepted).
        const answer =
          entry.kind === 'create'
            ? await createLanding(
                api,
                checkedBody(landingCreate, entry.createData ?? {}, { method: 'POST', path: 'landings' }),
                options,
              )
            : await updateLanding(
                api,
                entry.landingId,
                checkedBody(landingChangeSchema, entry.patch, {
                  method: 'PUT',
                  path: `landings/${entry.landingId}`,
                }),
                options,
              );
        return { kind: 'delivered', answer };
      } catch (error) {
        if (error instanceof ApiError && error.status === 409)
          return {
            kind: 'conflict',
            message: error.message,
            words: error.words,
            current: conflictCurrent(error.details),
          };
        throw error;
      }
    },
  };
}
