// How much of a Paid landing's fee is settled and how it was paid, as the desk and the books read
// it (docs/product.md#payments, docs/decisions/0029): online counts what Stripe took, the desk's
// cash or card settles the whole fee (it is how the desk records collecting the difference).
import { isNotFlown } from '../books/not-flown';
import type { Landing, PaymentMethod } from '../wire/entities';
import { billedCents } from './landing-fee';
import { differenceToCollect } from './payment-method';

export { paidByWords } from './paid-by-words';

export type PaidLanding = Pick<Landing, 'price' | 'fee_by_hand' | 'fee_reason' | 'paymentStatus'> &
  Partial<Pick<Landing, 'payment_method' | 'paid_cents' | 'status'>>;

/** The methods the desk records by hand: online is the webhook's alone. */
export const DESK_METHODS = ['cash', 'card'] as const satisfies readonly PaymentMethod[];
export type DeskMethod = (typeof DESK_METHODS)[number];

export const isDeskMethod = (value: unknown): value is DeskMethod =>
  (DESK_METHODS as readonly unknown[]).includes(value);

const feeCents = (landing: PaidLanding): number =>
  billedCents({
    price: landing.price,
    fee_by_hand: landing.fee_by_hand,
    fee_reason: landing.fee_reason,
  }) ?? 0;

const paidOnline = (landing: PaidLanding): boolean =>
  landing.paymentStatus === 'Paid' &&
  landing.payment_method === 'online' &&
  landing.paid_cents !== null &&
  landing.paid_cents !== undefined;

/**
 * Cancelled or a no-show while still Paid online: our server gives the payment back on Stripe by
 * itself (docs/decisions/0067; the refund worker's query is this rule in SQL).
 */
export const isRefundedOnline = (landing: {
  status?: string | null | undefined;
  paymentStatus: string | null;
  payment_method?: string | null | undefined;
}): boolean => isNotFlown(landing) && landing.paymentStatus === 'Paid' && landing.payment_method === 'online';

/** What the landing owes: its fee, or nothing once cancelled or a no-show (never billed). */
const owedCents = (landing: PaidLanding): number => (isNotFlown(landing) ? 0 : feeCents(landing));

/**
 * What is left to collect at the desk on a landing paid online whose fee grew afterwards, in whole
 * cents; 0 otherwise (when the fee fell, see toRefundCents).
 */
export function toCollectCents(landing: PaidLanding): number {
  if (!paidOnline(landing)) return 0;
  return Math.max(0, differenceToCollect(owedCents(landing), landing.paid_cents));
}

/**
 * What a landing paid online holds beyond what it owes, in whole cents: all of it once cancelled or
 * a no-show (our server gives it back on Stripe by itself), the difference when the fee fell (the
 * club refunds that in its own Stripe dashboard); 0 otherwise.
 */
export function toRefundCents(landing: PaidLanding): number {
  if (!paidOnline(landing)) return 0;
  return Math.max(0, (landing.paid_cents ?? 0) - owedCents(landing));
}

/**
 * What of a landing's fee counts as paid in the books: nothing unless Paid; online, what Stripe
 * took up to the fee; by hand (or with no method said), the whole fee.
 */
export function settledCents(landing: PaidLanding): number {
  if (landing.paymentStatus !== 'Paid') return 0;
  const fee = feeCents(landing);
  if (!paidOnline(landing)) return fee;
  return Math.min(fee, landing.paid_cents ?? 0);
}
