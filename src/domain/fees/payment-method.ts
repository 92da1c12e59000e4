// How a Paid landing was paid (docs/decisions/0029, docs/product.md#payments): the desk records cash
// or a card at the desk when it marks Paid by hand; the server records online from Stripe's webhook.
import { type Message, msg } from '@/i18n/messages';
import type { PaymentMethod, PaymentStatus } from '../wire/entities';
import type { LandingChange } from '../wire/landing-schema';

export type PaymentMethodChange =
  /** `method`: what to store; undefined leaves the stored one. */
  { ok: true; method: PaymentMethod | null | undefined } | { ok: false; reason: Message };

/**
 * A method describes a Paid landing only: one sent while the landing is not (and stays not) Paid is
 * refused, and a payment status other than Paid forgets the method. The desk sends cash or card;
 * online is refused (the webhook writes it without this rule).
 */
export function paymentMethodChange(
  current: PaymentStatus | null,
  patch: Pick<LandingChange, 'paymentStatus' | 'payment_method'>,
): PaymentMethodChange {
  const status = patch.paymentStatus ?? current;
  // Only Stripe's signed webhook says a landing was paid online: a desk never claims it.
  if (patch.payment_method === 'online')
    return { ok: false, reason: msg('validation.landing.paymentMethodOnline') };
  if (patch.payment_method !== undefined && patch.payment_method !== null && status !== 'Paid')
    return { ok: false, reason: msg('validation.landing.paymentMethodNeedsPaid') };
  if (patch.paymentStatus !== undefined && patch.paymentStatus !== 'Paid') return { ok: true, method: null };
  return { ok: true, method: patch.payment_method };
}
