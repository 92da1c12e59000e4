// What the desk took when it marks a landing Paid by hand (docs/product.md#payments): the fee as it
// stands after that change, so a fee corrected later leaves the difference to collect or to refund.
import type { Landing } from '../wire/entities';
import type { LandingUpdate } from '../wire/landing-schema';
import { billedCents } from './landing-fee';

type FeeFields = Pick<Landing, 'price' | 'fee_by_hand' | 'fee_reason'>;

/**
 * The cents to record with a desk change that says Paid (marking it, or saying how it was paid,
 * which records the rest as taken); undefined when the change says nothing of Paid. null while
 * the landing is to be priced: then nothing is known of what was taken.
 */
export function deskPaidCents(
  before: FeeFields,
  changes: Pick<LandingUpdate, 'paymentStatus' | 'price' | 'fee_by_hand' | 'fee_reason'>,
): number | null | undefined {
  if (changes.paymentStatus !== 'Paid') return undefined;
  return billedCents({
    price: changes.price !== undefined ? changes.price : before.price,
    fee_by_hand: changes.fee_by_hand !== undefined ? changes.fee_by_hand : before.fee_by_hand,
    fee_reason: changes.fee_reason !== undefined ? changes.fee_reason : before.fee_reason,
  });
}
