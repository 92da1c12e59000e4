// What the desk took when it says a landing is Paid (docs/decisions/0069): the amount it sends, the
// fee it showed; from a desk that sends none, the fee as it stands after the change. Kept until the
// desk says Paid again, so a fee corrected later leaves the difference to collect or to refund.
import { type Message, msg } from '@/i18n/messages';
import type { Landing } from '../wire/entities';
import type { LandingChange, LandingUpdate } from '../wire/landing-schema';
import { billedCents } from './landing-fee';

type FeeFields = Pick<Landing, 'price' | 'fee_by_hand' | 'fee_reason'> & { paymentStatus: string | null };

export type DeskPaid =
  /** `cents`: what to store; undefined leaves the stored amount. */
  { ok: true; cents: number | undefined } | { ok: false; reason: Message };

/**
 * The cents to record with a desk change: with one that says Paid (marking it, or saying how it was
 * paid, which records the rest as taken), what was sent, else the fee. Of a fee still to be priced
 * nothing was taken when it is marked Paid, and what was taken before stays when it already was. An
 * amount sent without Paid is refused.
 */
export function deskPaidCents(
  before: FeeFields,
  changes: Pick<LandingUpdate, 'paymentStatus' | 'price' | 'fee_by_hand' | 'fee_reason'>,
  sent: LandingChange['paid_cents'],
): DeskPaid {
  if (changes.paymentStatus !== 'Paid')
    return sent === undefined
      ? { ok: true, cents: undefined }
      : { ok: false, reason: msg('validation.landing.paymentMethodNeedsPaid') };
  if (sent !== undefined) return { ok: true, cents: sent };
  const fee = billedCents({
    price: changes.price !== undefined ? changes.price : before.price,
    fee_by_hand: changes.fee_by_hand !== undefined ? changes.fee_by_hand : before.fee_by_hand,
    fee_reason: changes.fee_reason !== undefined ? changes.fee_reason : before.fee_reason,
  });
  if (fee !== null) return { ok: true, cents: fee };
  return { ok: true, cents: before.paymentStatus === 'Paid' ? undefined : 0 };
}
