// The desk's offline-capable changes, spelled once: screens call these rather than building
// patches, so a decision always sets both permission fields and an arrival always carries a time.
import type { PaymentStatus } from '@/domain/types';
import type { DeskChange } from './engine';

/** A change to an existing landing (every kind but a manual creation). */
type LandingChange = Exclude<DeskChange, { kind: 'create' }>;

/**
 * Accept or reject a pending request (SPEC §4: both fields true, or both false). A rejection's
 * reason travels with it to the pilot (ADR 0009); a blank one is no reason.
 */
export function decisionChange(landingId: number, accept: boolean, reason = ''): LandingChange {
  const patch = { permission: accept, landing_permission: accept };
  return { kind: 'decision', landingId, patch: reason.trim() ? { ...patch, reason: reason.trim() } : patch };
}

export function paymentChange(landingId: number, paymentStatus: PaymentStatus): LandingChange {
  return { kind: 'payment', landingId, patch: { paymentStatus } };
}

/** The aircraft is on the ground: parked since `at` (an instant; shown in Europe/Lisbon). */
export function arrivalChange(landingId: number, at: Date): LandingChange {
  return { kind: 'arrival', landingId, patch: { status: 'parked', ata: at.toISOString() } };
}

/** The aircraft left: the server computes time parked and the final fee. */
export function departureChange(landingId: number, at: Date): LandingChange {
  return { kind: 'departure', landingId, patch: { status: 'finished', departure: at.toISOString() } };
}
