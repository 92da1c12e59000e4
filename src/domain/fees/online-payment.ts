// When a pilot may pay a landing's fee online (docs/product.md#payments, docs/decisions/0029): once
// it has a fee and is accepted, parked or departed, and until it is Paid. Amounts in whole cents.

import type { Landing, LandingStatus } from '../wire/entities';
import { billedCents } from './landing-fee';

export type PayableLanding = Pick<Landing, 'price' | 'fee_by_hand' | 'fee_reason'> & {
  status: LandingStatus | string;
  permission: boolean | null;
  paymentStatus: string | null;
};

export type Payable = { ok: true; cents: number } | { ok: false; why: 'alreadyPaid' | 'nothingToPay' };

/** Accepted (pending with permission), parked or departed: a landing that will be, or was, flown. */
export const isPayableState = (landing: Pick<PayableLanding, 'status' | 'permission'>): boolean =>
  (landing.status === 'pending' && landing.permission === true) ||
  landing.status === 'parked' ||
  landing.status === 'finished';

/** What the pilot may pay online now, in cents; the fee's euro `price` becomes cents here, once. */
export function payableCents(landing: PayableLanding): Payable {
  if (landing.paymentStatus === 'Paid') return { ok: false, why: 'alreadyPaid' };
  const cents = billedCents(landing);
  if (!isPayableState(landing) || cents === null || cents <= 0) return { ok: false, why: 'nothingToPay' };
  return { ok: true, cents };
}

/**
 * The Idempotency-Key of a Checkout Session: one session per landing, amount and day, so a double
 * click (or a retry on a poor link) opens the session already made, and a changed fee a new one.
 */
export const checkoutKey = (clubId: number, landingId: number, cents: number, day: string): string =>
  `ppr-checkout-${clubId}-${landingId}-${cents}-${day}`;
