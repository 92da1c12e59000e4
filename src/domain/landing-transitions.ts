// What a landing update may change, and what follows from it (issue 4, DESIGN contract):
// decisions only while pending, pending→parked needs permission and sets ata, parked→finished
// sets departure, time parked and the final fee.
import { formatTimeParked, type ParkingRates, parkingFee } from './fees';
import type { LandingStatus, PaymentStatus } from './types';

export interface LandingState {
  status: LandingStatus;
  permission: boolean | null;
  ata: string | null;
  price: number | null;
}

export interface LandingPatch {
  permission?: boolean;
  landing_permission?: boolean;
  paymentStatus?: PaymentStatus;
  status?: LandingStatus;
  ata?: string;
  departure?: string;
}

export interface LandingChanges {
  permission?: boolean;
  landing_permission?: boolean;
  paymentStatus?: PaymentStatus;
  status?: LandingStatus;
  ata?: string;
  departure?: string;
  time_parked?: string;
  price?: number;
}

export type TransitionResult = { ok: true; changes: LandingChanges } | { ok: false; reason: string };

const refuse = (reason: string): TransitionResult => ({ ok: false, reason });

export function applyLandingPatch(
  current: LandingState,
  patch: LandingPatch,
  context: { now: Date; rates: ParkingRates; category: string | null },
): TransitionResult {
  const changes: LandingChanges = {};
  const deciding = patch.permission !== undefined || patch.landing_permission !== undefined;
  if (deciding) {
    if (current.status !== 'pending')
      return refuse('A landing can only be accepted or rejected while it is pending');
    const decision = patch.permission ?? patch.landing_permission;
    changes.permission = decision;
    changes.landing_permission = patch.landing_permission ?? decision;
  }
  if (patch.paymentStatus !== undefined) changes.paymentStatus = patch.paymentStatus;

  const permission = changes.permission ?? current.permission;
  const target = patch.status ?? current.status;
  if (target !== current.status) {
    if (current.status === 'pending' && target === 'parked') {
      if (permission !== true) return refuse('Only an accepted landing can arrive');
      changes.status = 'parked';
      changes.ata = patch.ata ?? context.now.toISOString();
    } else if (current.status === 'parked' && target === 'finished') {
      const ata = patch.ata ?? current.ata ?? context.now.toISOString();
      const departure = patch.departure ?? context.now.toISOString();
      const parkedMs = Date.parse(departure) - Date.parse(ata);
      if (parkedMs < 0) return refuse('The departure cannot be before the arrival');
      changes.status = 'finished';
      changes.departure = departure;
      changes.time_parked = formatTimeParked(parkedMs);
      changes.price = parkingFee({
        landingPrice: current.price,
        rates: context.rates,
        category: context.category,
        ata: new Date(ata),
        until: new Date(departure),
      });
    } else {
      return refuse(`A landing cannot go from ${current.status} to ${target}`);
    }
  } else {
    if (patch.ata !== undefined) {
      if (current.status !== 'parked') return refuse('The arrival time can only be corrected while parked');
      changes.ata = patch.ata;
    }
    if (patch.departure !== undefined) return refuse('A departure is recorded by finishing a parked landing');
  }
  return { ok: true, changes };
}
