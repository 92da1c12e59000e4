// What the pilot's status page says of paying the fee (docs/product.md#payments, docs/decisions/0029):
// PAY with the amount and the lines it is made of while the landing is payable and the club takes
// fees online, or Paid with what was paid. Amounts in whole cents.
import { isNotFlown } from '../books/not-flown';
import { TOUCH_AND_GO } from '../wire/entities';
import { feeParts } from './fee-parts';
import { billedCents } from './landing-fee';
import { type PayableLanding, payableCents } from './online-payment';
import { isRefundedOnline, toCollectCents, toRefundCents } from './paid-by';

/** One line of the fee as the pilot sees it: no desk reason, no band names. */
export type PilotFeeLine =
  | { kind: 'landing' | 'landingAndParking' | 'touchAndGo' | 'byDesk'; cents: number }
  | { kind: 'service'; name: string; cents: number };

export interface PilotPayment {
  /** This server takes fees online and the club's own Stripe account can take charges. */
  online: boolean;
  /** PAY: what the pilot may pay online now and its lines; null when there is nothing to pay online. */
  due: { cents: number; lines: PilotFeeLine[] } | null;
  /** Paid (at the desk or online): what was paid; null while it is not. */
  paidCents: number | null;
  /** Paid, and the fee grew since: what is still to pay at the desk (docs/decisions/0069); else 0. */
  restCents: number;
  /** Paid, and the fee fell since: what the airfield owes back (docs/decisions/0069); else 0. */
  overCents: number;
  /** The online payment given back (docs/decisions/0067): see PilotRefund. */
  refund: PilotRefund;
}

/**
 * 'onCancel': paid online, and cancelling the request would give it back; 'underWay': the landing
 * will not land and the payment is being given back; 'done': Stripe gave it back; 'none' otherwise.
 */
export type PilotRefund = 'none' | 'onCancel' | 'underWay' | 'done';

export type PilotPaymentLanding = PayableLanding & {
  landingPurpose: string | null;
  /** Cents paid online, when it was. */
  paid_cents: number | null;
  payment_method: string | null;
  /** When the server asked Stripe to give the payment back (migration 020). */
  refund_asked_at: string | null;
};

/**
 * The fee's lines (fee-parts.ts) as the pilot reads them: a fee set by the desk is one line; a
 * rule's fee is its services and the rest, the landing (and parking, once the aircraft has landed).
 * `services` in euros, as the club priced them.
 */
export function pilotFeeLines(
  landing: PilotPaymentLanding,
  cents: number,
  services: readonly { name: string; price: number }[],
): PilotFeeLine[] {
  const landed = landing.status === 'parked' || landing.status === 'finished';
  const parts = feeParts({
    billedCents: cents,
    byHand: landing.fee_by_hand !== null && landing.fee_by_hand !== undefined,
    touchAndGo: landing.landingPurpose === TOUCH_AND_GO,
    services,
    parking: null,
  });
  return parts.map((part): PilotFeeLine => {
    if (part.kind === 'service') return part;
    if (part.kind === 'landing') return { kind: landed ? 'landingAndParking' : 'landing', cents: part.cents };
    if (part.kind === 'touchAndGo') return { kind: 'touchAndGo', cents: part.cents };
    return { kind: 'byDesk', cents: part.cents };
  });
}

/** `online`: the server and the club take fees online now. */
export function pilotPayment(
  landing: PilotPaymentLanding,
  services: readonly { name: string; price: number }[],
  online: boolean,
): PilotPayment {
  if (landing.paymentStatus === 'Paid') {
    const paidCents = landing.paid_cents ?? billedCents(landing);
    const restCents = toCollectCents(landing);
    // Never flown: an online payment comes back whole (refund), one taken by hand is the club's affair.
    const overCents = isNotFlown(landing) ? 0 : toRefundCents(landing);
    return { online, due: null, paidCents, restCents, overCents, refund: refundOf(landing) };
  }
  const payable = payableCents(landing);
  const due =
    online && payable.ok
      ? { cents: payable.cents, lines: pilotFeeLines(landing, payable.cents, services) }
      : null;
  return { online, due, paidCents: null, restCents: 0, overCents: 0, refund: refundOf(landing) };
}

/** As the server's refunds go: a payment the desk took by hand is the club's to give back. */
function refundOf(landing: PilotPaymentLanding): PilotRefund {
  if (isRefundedOnline(landing)) return 'underWay';
  if (isNotFlown(landing))
    return landing.refund_asked_at !== null && landing.paymentStatus !== 'Paid' ? 'done' : 'none';
  return landing.paymentStatus === 'Paid' && landing.payment_method === 'online' ? 'onCancel' : 'none';
}
