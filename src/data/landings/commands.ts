// The desk's commands on landings, spelled once: screens call these rather than building outbox
// entries, so a decision always sets both permission fields, an arrival always carries a time, and
// a manual creation always carries the row to show and the body to send.
import type { DeskChange } from '@/data/sync/engine';
import type { DeskMethod } from '@/domain/fees/paid-by';
import type { Correction } from '@/domain/landings/correction-form';
import type { EndingStatus } from '@/domain/landings/landing-transitions';
import {
  type ManualLandingParts,
  manualLandingData,
  manualLandingDraft,
} from '@/domain/landings/manual-landing';
import type { PaymentStatus } from '@/domain/wire/entities';

/** A command on an existing landing (every kind but a manual creation). */
type LandingCommand = Exclude<DeskChange, { kind: 'create' }>;

/**
 * Accept or reject a pending request (docs/product.md#landing-states: both fields true, or both false). A
 * rejection's reason travels with it to the pilot (ADR 0009); a blank one is no reason.
 */
export function decisionChange(landingId: number, accept: boolean, reason = ''): LandingCommand {
  const patch = { permission: accept, landing_permission: accept };
  return { kind: 'decision', landingId, patch: reason.trim() ? { ...patch, reason: reason.trim() } : patch };
}

/** A rejection made by mistake, reopened: the request is undecided again. */
export function reopenChange(landingId: number): LandingCommand {
  return { kind: 'decision', landingId, patch: { permission: null, landing_permission: null } };
}

/**
 * A payment status, with how it was paid when the desk marks Paid by hand (cash or card at the
 * desk, docs/decisions/0029); leaving Paid shows the method forgotten at once, as the server will.
 * `taken`: what the desk took with Paid, the fee it shows (docs/decisions/0069), where the server
 * keeps it.
 */
export function paymentChange(
  landingId: number,
  paymentStatus: PaymentStatus,
  method?: DeskMethod,
  taken?: number,
): LandingCommand {
  if (paymentStatus !== 'Paid')
    return { kind: 'payment', landingId, patch: { paymentStatus }, shown: { payment_method: null } };
  return {
    kind: 'payment',
    landingId,
    patch: {
      paymentStatus,
      ...(method ? { payment_method: method } : {}),
      ...(taken === undefined ? {} : { paid_cents: taken }),
    },
  };
}

/**
 * A fee set by hand in whole cents with its reason, or (null) back to the rule's fee
 * (docs/product/movement-log.md, "Pricing"). Kept, held for undo and sent once like any change.
 */
export function handFeeChange(landingId: number, cents: number | null, reason = ''): LandingCommand {
  return cents === null
    ? { kind: 'fee', landingId, patch: { fee_by_hand: null, fee_reason: null } }
    : { kind: 'fee', landingId, patch: { fee_by_hand: cents, fee_reason: reason.trim() } };
}

/** The aircraft is on the ground: parked since `at` (an instant; shown in Europe/Lisbon). */
export function arrivalChange(landingId: number, at: Date): LandingCommand {
  return { kind: 'arrival', landingId, patch: { status: 'parked', ata: at.toISOString() } };
}

/** ARRIVED was pressed late or early: the arrival time, corrected while parked. */
export function arrivalCorrection(landingId: number, at: Date): LandingCommand {
  return { kind: 'arrival', landingId, patch: { ata: at.toISOString() } };
}

/** The aircraft left: the server computes time parked and the final fee. */
export function departureChange(landingId: number, at: Date): LandingCommand {
  return { kind: 'departure', landingId, patch: { status: 'finished', departure: at.toISOString() } };
}

/**
 * The desk cancels a pending landing (undecided or accepted) or records that an accepted one did
 * not come; a reason, when given, goes to the pilot (docs/product/movement-log.md, States).
 */
export function endingChange(landingId: number, status: EndingStatus, reason = ''): LandingCommand {
  return { kind: 'state', landingId, patch: reason.trim() ? { status, reason: reason.trim() } : { status } };
}

/**
 * What was recorded, corrected (docs/product/movement-log.md, "Corrections"): sent as the patch,
 * shown with the services' names until the server has it.
 */
export function correctionChange(landingId: number, { patch, shown }: Correction): LandingCommand {
  return { kind: 'correction', landingId, patch, shown };
}

/** A landing added by hand: shown at once, POSTed by the replayer (with its opId as Idempotency-Key). */
export function createLandingChange(parts: ManualLandingParts): DeskChange {
  return { kind: 'create', draft: manualLandingDraft(parts), data: manualLandingData(parts) };
}
