// A landing change: what a desk sends to change one landing (PUT landings/:id's `data`), and what
// the outbox keeps until it is sent. One schema for the server's check and the desk's type, so the
// wire has one shape and one name; what the change then writes is a LandingUpdate. The desk imports
// its types only, so zod stays out of the desk's bundle.
import { z } from 'zod';
import { MAX_REASON_LENGTH } from './landing-transitions';
import { PAYMENT_STATUSES } from './types';

export const landingChangeSchema = z
  .object({
    // null reopens a rejection made by mistake: the request is pending again (issue 15).
    permission: z.boolean().nullable(),
    landing_permission: z.boolean().nullable(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    status: z.enum(['pending', 'parked', 'finished']),
    ata: z.iso.datetime({ offset: true }),
    departure: z.iso.datetime({ offset: true }),
    // The desk's reason, sent to the pilot with a decision (ADR 0009); refused without one.
    reason: z.string().max(MAX_REASON_LENGTH),
  })
  .partial()
  .strict();

export type LandingChange = z.infer<typeof landingChangeSchema>;

/** What a change writes on the landing: the change itself, and what follows from a departure. */
export interface LandingUpdate extends Omit<LandingChange, 'reason'> {
  time_parked?: string;
  price?: number;
  /** The reason stored with a decision; null clears an earlier one. */
  reason?: string | null;
}
