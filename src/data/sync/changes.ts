// The desk's offline-capable changes, spelled once: screens call these rather than building
// patches, so a decision always sets both permission fields and an arrival always carries a time.
import type { PaymentStatus } from '@/domain/types';
import type { DeskChange } from './engine';

/** Accept or reject a pending request (SPEC §4: both fields true, or both false). */
export function decisionChange(landingId: number, accept: boolean): DeskChange {
  return { kind: 'decision', landingId, patch: { permission: accept, landing_permission: accept } };
}

export function paymentChange(landingId: number, paymentStatus: PaymentStatus): DeskChange {
  return { kind: 'payment', landingId, patch: { paymentStatus } };
}

/** The aircraft is on the ground: parked since `at` (an instant; shown in Europe/Lisbon). */
export function arrivalChange(landingId: number, at: Date): DeskChange {
  return { kind: 'arrival', landingId, patch: { status: 'parked', ata: at.toISOString() } };
}

/** The aircraft left: the server computes time parked and the final fee. */
export function departureChange(landingId: number, at: Date): DeskChange {
  return { kind: 'departure', landingId, patch: { status: 'finished', departure: at.toISOString() } };
}
