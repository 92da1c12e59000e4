// How much of a Paid landing's fee is settled and how it was paid, as the desk and the books read
// it (docs/product.md#payments, docs/decisions/0029): what was taken, online (what Stripe took) or at
// the desk (the fee when it marked Paid); a Paid with no amount kept (older rows, a plain Strapi) settles the whole fee.
import { isNotFlown } from '../books/not-flown';
import type { Landing, PaymentMethod } from '../wire/entities';
import { billedCents } from './landing-fee';

export { paidByWords } from './paid-by-words';

/**
 * A landing as the payment rules read it: the desk's mirror row, the CSV's, or a stored row whose
 * statuses are still text (a receipt's, a status page's), which the rules only compare.
 */
export type PaidLanding = Pick<Landing, 'price' | 'fee_by_hand' | 'fee_reason'> & {
  paymentStatus: string | null;
  payment_method?: string | null | undefined;
  paid_cents?: number | null | undefined;
  status?: string | null | undefined;
};

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

/** What was taken for a Paid landing, in cents; null while not Paid or when no amount was kept. */
const takenCents = (landing: PaidLanding): number | null =>
  landing.paymentStatus === 'Paid' ? (landing.paid_cents ?? null) : null;

/**
 * Cancelled or a no-show while still Paid online: our server gives the payment back on Stripe by
 * itself (docs/decisions/0067; the refund worker's query is this rule in SQL).
 */
export const isRefundedOnline = (landing: {
  status?: string | null | undefined;
  paymentStatus: string | null;
  payment_method?: string | null | undefined;
}): boolean => isNotFlown(landing) && landing.paymentStatus === 'Paid' && landing.payment_method === 'online';

/**
 * What the landing owes: its fee, or nothing once cancelled or a no-show (never billed); null while
 * its fee is still to be priced, when nothing can be said to be left or over.
 */
const owedCents = (landing: PaidLanding): number | null =>
  isNotFlown(landing)
    ? 0
    : billedCents({ price: landing.price, fee_by_hand: landing.fee_by_hand, fee_reason: landing.fee_reason });

/**
 * What is left to collect at the desk on a Paid landing whose fee grew afterwards, in whole cents;
 * 0 otherwise (when the fee fell, see toRefundCents; while it is to be priced, nothing is known).
 */
export function toCollectCents(landing: PaidLanding): number {
  const taken = takenCents(landing);
  const owed = owedCents(landing);
  return taken === null || owed === null ? 0 : Math.max(0, owed - taken);
}

/**
 * What a Paid landing holds beyond what it owes, in whole cents: the difference when the fee fell
 * (given back at the desk, or in the club's own Stripe dashboard), and all of an online payment once
 * cancelled or a no-show (our server gives it back on Stripe by itself; what the desk took by hand
 * is the club's to give back, docs/decisions/0067); 0 otherwise.
 */
export function toRefundCents(landing: PaidLanding): number {
  const taken = takenCents(landing);
  const owed = owedCents(landing);
  if (taken === null || owed === null || (isNotFlown(landing) && landing.payment_method !== 'online'))
    return 0;
  return Math.max(0, taken - owed);
}

/**
 * What of a landing's fee counts as paid in the books: nothing unless Paid; what was taken, up to the
 * fee; the whole fee when no amount was kept.
 */
export function settledCents(landing: PaidLanding): number {
  if (landing.paymentStatus !== 'Paid') return 0;
  const fee = feeCents(landing);
  const taken = takenCents(landing);
  return taken === null ? fee : Math.min(fee, taken);
}
