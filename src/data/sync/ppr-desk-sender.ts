// Sending to our own server: one request per entry, with the entry's opId as Idempotency-Key
// (a resend after a lost answer is applied once) and If-Match (a 409 when the landing moved meanwhile).

import { ApiError } from '@/data/api/api-errors';
import { checkedBody } from '@/data/api/checked-body';
import type { ApiClient } from '@/data/api/client';
import { conflictCurrent, createLanding, updateLanding } from '@/data/api/landings-api';
import type { OutboxEntry } from '@/data/db/mirror-types';
import { alreadyHeld, clashingFields, comparedByField } from '@/domain/landings/field-clashes';
import { landingChangeSchema, landingCreate } from '@/domain/wire/landing-schema';
import type { LandingSender, SendResult } from './landing-sender';

export function pprDeskSender(api: ApiClient): LandingSender {
  async function send(entry: OutboxEntry, ifMatch: boolean, keepalive = false): Promise<SendResult> {
    const options = { idempotencyKey: entry.opId, ifMatch: ifMatch ? entry.baseUpdatedAt : null, keepalive };
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
      if (!(error instanceof ApiError) || error.status !== 409) throw error;
      const current = conflictCurrent(error.details);
      // Another desk did the same: done, with nothing to send or settle.
      if (current && alreadyHeld(entry.patch, current.landing)) return { kind: 'delivered', answer: current };
      // Another desk changed other fields than this change's: nothing to settle, send it as is.
      if (
        ifMatch &&
        comparedByField(entry.kind) &&
        current &&
        clashingFields(entry, current.landing).length === 0
      )
        return send(entry, false);
      return { kind: 'conflict', message: error.message, words: error.words, current };
    }
  }
  return {
    send: (entry) => send(entry, entry.ifMatch),
    // The page is going: whatever the answer, the outbox keeps the entry and sends it again.
    part: (entry) => void send(entry, entry.ifMatch, true).catch(() => undefined),
  };
}
