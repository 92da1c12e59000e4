// What a landing update may change, and what follows from it (docs/product.md#landing-states):
// decisions only while pending, pending→parked needs permission and sets ata, parked→finished
// sets departure, time parked and the final fee. Arrival and departure times are bounded
// (landing-times.ts); every refusal names the field it is about. A decision may carry a reason
// for the pilot (ADR 0009), which a later decision replaces. The desk may cancel a pending landing
// and mark an accepted one past its ETA a no-show, each with an optional reason
// (docs/product/movement-log.md).
import { type Message, msg } from '@/i18n/messages';
import { type ParkingRates, parkingFee } from '../fees/fee-rules';
import { handFeeReasonProblem } from '../fees/landing-fee';
import { paymentMethodChange } from '../fees/payment-method';
import { formatTimeParked } from '../time/durations';
import { landingInstant, parseInstant } from '../time/instants';
import type { CancelledBy, LandingStatus, PaymentStatus } from '../wire/entities';
import type { LandingChange, LandingUpdate } from '../wire/landing-schema';
import { arrivalProblem, departureProblem, type TimeProblem } from './landing-times';

export interface LandingState {
  status: LandingStatus;
  permission: boolean | null;
  ata: string | null;
  price: number | null;
  /** The requested date, YYYY-MM-DD (UTC): an arrival is judged against it. */
  date: string;
  /** The ETA on that date (UTC): a no-show waits for it. */
  time: string;
  /** Who cancelled a cancelled landing; absent or null when unknown (an older row). */
  cancelledBy?: CancelledBy | null;
  /** Its payment status now; absent when the caller does not know it (a method then needs Paid sent). */
  paymentStatus?: PaymentStatus | null;
}

/** What a payment or a fee changes: refused on a landing that never flew. */
const BILLING_FIELDS = [
  'paymentStatus',
  'payment_method',
  'paid_cents',
  'fee_by_hand',
  'fee_reason',
] as const;

/** Why a change to a request its pilot withdrew is refused: said so, for the desk to show. */
export const CANCELLED_BY_PILOT = msg('validation.landing.cancelledByPilot');

/** Why a change to a landing the desk cancelled is refused. */
export const CANCELLED_BY_DESK = msg('validation.landing.cancelledByDesk');

/** The statuses the desk ends a landing with before it arrives (docs/product/movement-log.md). */
export type EndingStatus = Extract<LandingStatus, 'cancelled' | 'no_show'>;

export const isEnding = (status: LandingStatus | undefined): status is EndingStatus =>
  status === 'cancelled' || status === 'no_show';

/** Cancel: a pending landing, undecided or accepted, not yet arrived. */
export const canDeskCancel = (landing: { status: LandingStatus; permission: boolean | null }): boolean =>
  landing.status === 'pending' && landing.permission !== false;

type NoShowCandidate = Pick<LandingState, 'status' | 'permission' | 'date' | 'time'>;

/**
 * Why this landing cannot be marked NO-SHOW at `now`, or null: it must be accepted, not arrived,
 * and past its ETA, since until then it may still come (an unreadable ETA holds nothing back).
 */
export function noShowProblem(landing: NoShowCandidate, now: Date | number): Message | null {
  if (landing.status !== 'pending' || landing.permission !== true)
    return msg('validation.landing.noShowAcceptedOnly');
  const eta = landingInstant(landing.date, landing.time).getTime();
  return eta > +now ? msg('validation.landing.noShowBeforeEta') : null;
}

const trimmedReason = (reason: string | undefined): string | null =>
  reason?.trim() ? reason.trim().slice(0, MAX_REASON_LENGTH) : null;

/** The longest reason a desk may give with a decision (ADR 0009). */
export const MAX_REASON_LENGTH = 500;

export type TransitionResult =
  | { ok: true; changes: LandingUpdate }
  /** `reason` is a catalog message: the server answers it in English with its key, the desk says it. */
  | { ok: false; reason: Message; field: keyof LandingChange };

const refuse = (field: keyof LandingChange, reason: Message): TransitionResult => ({
  ok: false,
  reason,
  field,
});
const refuseTime = (problem: TimeProblem<'ata' | 'departure'>): TransitionResult =>
  refuse(problem.field, problem.message);

export function applyLandingChange(
  current: LandingState,
  patch: LandingChange,
  context: { now: Date; rates: ParkingRates; category: string | null },
): TransitionResult {
  const changes: LandingUpdate = {};
  const deciding = patch.permission !== undefined || patch.landing_permission !== undefined;
  const billing = BILLING_FIELDS.find((field) => patch[field] !== undefined);
  if (current.status === 'cancelled' && (deciding || patch.status !== undefined || billing))
    return refuse(
      deciding ? 'permission' : (billing ?? 'status'),
      current.cancelledBy === 'desk' ? CANCELLED_BY_DESK : CANCELLED_BY_PILOT,
    );
  // Never billed (docs/product/movement-log.md, "No-show"): its fee and payment stay as they were.
  if (current.status === 'no_show' && billing)
    return refuse(billing, msg('validation.landing.notFlownNotBilled'));
  if (isEnding(patch.status)) return endLanding(current, patch, patch.status, context.now);
  if (deciding) {
    if (current.status !== 'pending')
      return refuse('permission', msg('validation.landing.decideWhilePending'));
    const decision = patch.permission !== undefined ? patch.permission : patch.landing_permission;
    if (decision === null && current.permission !== false)
      return refuse('permission', msg('validation.landing.reopenRejectedOnly'));
    changes.permission = decision;
    changes.landing_permission = patch.landing_permission ?? decision;
    changes.reason = trimmedReason(patch.reason);
  } else if (patch.reason !== undefined) {
    return refuse('reason', msg('validation.landing.reasonWithDecision'));
  }
  if (patch.paymentStatus !== undefined) changes.paymentStatus = patch.paymentStatus;
  const method = paymentMethodChange(current.paymentStatus ?? null, patch);
  if (!method.ok) return refuse('payment_method', method.reason);
  if (method.method !== undefined) changes.payment_method = method.method;
  const fee = handFee(patch);
  if (fee && !fee.ok) return fee;
  if (fee) Object.assign(changes, fee.changes);

  const permission = changes.permission ?? current.permission;
  const target = patch.status ?? current.status;
  if (target !== current.status) {
    if (current.status === 'pending' && target === 'parked') {
      if (permission !== true) return refuse('status', msg('validation.landing.arriveAcceptedOnly'));
      const ata = patch.ata ?? context.now.toISOString();
      const late = arrivalProblem(ata, current.date, context.now);
      if (late) return refuseTime(late);
      changes.status = 'parked';
      changes.ata = ata;
    } else if (current.status === 'parked' && target === 'finished') {
      const early = patch.ata === undefined ? null : arrivalProblem(patch.ata, current.date, context.now);
      if (early) return refuseTime(early);
      const ata = patch.ata ?? current.ata ?? context.now.toISOString();
      const departure = patch.departure ?? context.now.toISOString();
      const wrong = departureProblem(departure, ata, context.now);
      if (wrong) return refuseTime(wrong);
      const arrivedMs = parseInstant(ata);
      const departedMs = parseInstant(departure);
      changes.status = 'finished';
      changes.departure = departure;
      changes.time_parked = formatTimeParked(departedMs - arrivedMs);
      // A landing nobody could price stays to be priced: parking alone is not its fee.
      changes.price =
        current.price === null
          ? null
          : parkingFee({
              landingPrice: current.price,
              rates: context.rates,
              category: context.category,
              ata: new Date(arrivedMs),
              until: new Date(departedMs),
            });
    } else {
      return refuse('status', msg('validation.landing.transition', { from: current.status, to: target }));
    }
  } else {
    if (patch.ata !== undefined) {
      if (current.status !== 'parked')
        return refuse('ata', msg('validation.landing.correctArrivalWhileParked'));
      const wrong = arrivalProblem(patch.ata, current.date, context.now);
      if (wrong) return refuseTime(wrong);
      changes.ata = patch.ata;
    }
    if (patch.departure !== undefined)
      return refuse('departure', msg('validation.landing.departByFinishing'));
  }
  return { ok: true, changes };
}

/**
 * A fee set by hand needs its reason; null goes back to the rule's fee and forgets the reason
 * (docs/product/movement-log.md, "Pricing"). Undefined when the change does not touch the fee.
 */
function handFee(patch: LandingChange): TransitionResult | undefined {
  if (patch.fee_by_hand === undefined) {
    return patch.fee_reason === undefined || patch.fee_reason === null
      ? undefined
      : refuse('fee_reason', msg('validation.landing.feeReasonWithFee'));
  }
  if (patch.fee_by_hand === null) return { ok: true, changes: { fee_by_hand: null, fee_reason: null } };
  const problem = handFeeReasonProblem(patch.fee_reason ?? '');
  if (problem) return refuse('fee_reason', problem);
  return {
    ok: true,
    changes: { fee_by_hand: patch.fee_by_hand, fee_reason: patch.fee_reason?.trim() ?? null },
  };
}

/** A desk cancel or NO-SHOW: the status and its reason alone, nothing else in the same change. */
function endLanding(
  current: LandingState,
  patch: LandingChange,
  target: EndingStatus,
  now: Date,
): TransitionResult {
  const { status: _status, reason, ...others } = patch;
  if (Object.keys(others).length > 0)
    return refuse('status', msg('validation.landing.transition', { from: current.status, to: target }));
  if (target === 'cancelled' && !canDeskCancel(current))
    return refuse('status', msg('validation.landing.cancelPendingOnly'));
  const noShow = target === 'no_show' ? noShowProblem(current, now) : null;
  if (noShow) return refuse('status', noShow);
  const changes: LandingUpdate = { status: target, reason: trimmedReason(reason) };
  if (target === 'cancelled') changes.cancelledBy = 'desk';
  return { ok: true, changes };
}
