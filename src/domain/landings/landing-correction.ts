// A correction of what a movement recorded, in any state (docs/product/movement-log.md,
// "Corrections"): what may change, which times it may not break, and the fee it prices anew.
import { isNotFlown } from '../books/not-flown';
import { type Message, msg } from '@/i18n/messages';
import { centsOf } from '../fees/cents';
import {
  estimatedLandingFee,
  MAX_FEE,
  type ParkingRates,
  parkingFee,
  type WeightBand,
} from '../fees/fee-rules';
import { formatTimeParked } from '../time/durations';
import { landingInstant, parseInstant } from '../time/instants';
import { toStoredTime } from '../time/time-of-day';
import type { Landing, LandingStatus } from '../wire/entities';
import type { LandingChange, LandingUpdate } from '../wire/landing-schema';
import { CLOCK_SKEW_MS, dateProblem, departureProblem } from './landing-times';
import type { TransitionResult } from './landing-transitions';

/** What a correction may change: the record, never the state, the decision or the payment. */
export const CORRECTION_FIELDS = [
  'registration',
  'aircraftType',
  'mtow',
  'aircraft',
  'origin',
  'from',
  'email',
  'passengers_on_board',
  'date',
  'time',
  'landingPurpose',
  'club_services',
  'ata',
  'departure',
] as const satisfies ReadonlyArray<keyof LandingChange>;

export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

/** The fields a plain Strapi's landing has no column for (docs/product/movement-log.md). */
export const NOT_ON_PLAIN_STRAPI = ['registration', 'aircraftType', 'mtow', 'origin', 'email'] as const;

/** The fields that change what the landing costs. */
const PRICED_BY: ReadonlySet<CorrectionField> = new Set([
  'mtow',
  'aircraft',
  'landingPurpose',
  'club_services',
  'ata',
  'departure',
]);

export interface CorrectedLanding {
  status: LandingStatus;
  date: string;
  ata: string | null;
  departure: string | null;
  price: number | null;
  landingPurpose: string | null;
  /** The declared MTOW (kg), for a type with no aircraft record. */
  mtow: number | null;
  /** The aircraft record's MTOW and category, while the landing has one. */
  aircraftMtow: number | null;
  category: string | null;
  /** The club services chosen for the landing (their ids). */
  serviceIds: readonly number[];
}

/** A landing as the correction's rule reads it. */
export const correctedLandingOf = (landing: Landing): CorrectedLanding => ({
  ...landing,
  aircraftMtow: landing.aircraft?.mtow ?? null,
  category: landing.aircraft?.category ?? null,
  serviceIds: landing.club_services.map((offer) => offer.id),
});

export interface CorrectionContext {
  now: Date;
  rates: ParkingRates;
  bands: readonly WeightBand[];
  /** The club's services by id: their prices in euros as stored. */
  servicePrices: ReadonlyMap<number, number | null>;
}

/** Whether a change corrects the record (as against deciding, arriving, departing or ending). */
export function isCorrection(patch: LandingChange, status: LandingStatus): boolean {
  if (patch.status !== undefined || patch.permission !== undefined) return false;
  const fields = Object.keys(patch) as Array<keyof LandingChange>;
  const timesOnly = fields.every((key) => key === 'ata' || key === 'departure');
  // ATA alone while parked is the arrival corrected (landing-transitions.ts): a correction from finished.
  if (timesOnly) return status === 'finished' && fields.length > 0;
  return fields.some((key) => (CORRECTION_FIELDS as readonly string[]).includes(key));
}

const refuse = (field: keyof LandingChange, reason: Message): TransitionResult => ({
  ok: false,
  reason,
  field,
});

/** The arrival of a corrected landing: not before its date's day, not in the future. */
function arrivalProblem(ata: string, date: string, now: Date): Message | null {
  const at = parseInstant(ata);
  if (at > now.getTime() + CLOCK_SKEW_MS) return msg('validation.landing.arrivalFuture');
  if (at < landingInstant(date, '00:00').getTime()) return msg('validation.landing.arrivalBeforeDate');
  return null;
}

/**
 * Which time a correction would break, with why (docs/product/movement-log.md, "Times that hold"):
 * the date's bounds, an arrival in the future or before its date's day, a departure before the
 * arrival or in the future. The correction form asks it before saving; the server again.
 */
export function correctedTimesProblem(
  current: Pick<CorrectedLanding, 'status' | 'date' | 'ata' | 'departure'>,
  patch: Pick<LandingChange, 'date' | 'ata' | 'departure'>,
  now: Date,
): { field: 'date' | 'ata' | 'departure'; message: Message } | null {
  const arrived = current.status === 'parked' || current.status === 'finished';
  const date = patch.date ?? current.date;
  if (patch.date !== undefined) {
    const wrong = dateProblem(patch.date, now);
    if (wrong) return wrong;
  }
  const ata = patch.ata ?? current.ata;
  if (ata !== null && arrived && (patch.ata !== undefined || patch.date !== undefined)) {
    const wrong = arrivalProblem(ata, date, now);
    if (wrong) return { field: patch.ata !== undefined ? 'ata' : 'date', message: wrong };
  }
  const departure = patch.departure ?? current.departure;
  if (current.status === 'finished' && ata !== null && departure !== null) {
    const wrong = departureProblem(departure, ata, now);
    if (wrong && (patch.departure !== undefined || patch.ata !== undefined))
      return { field: patch.departure !== undefined ? 'departure' : 'ata', message: wrong.message };
  }
  return null;
}

export function applyCorrection(
  current: CorrectedLanding,
  patch: LandingChange,
  context: CorrectionContext,
): TransitionResult {
  const others = Object.keys(patch).filter((key) => !(CORRECTION_FIELDS as readonly string[]).includes(key));
  if (others.length > 0) return refuse('status', msg('validation.landing.correctionAlone'));
  const arrived = current.status === 'parked' || current.status === 'finished';
  if (patch.ata !== undefined && !arrived)
    return refuse('ata', msg('validation.landing.correctArrivalOnceArrived'));
  if (patch.departure !== undefined && current.status !== 'finished')
    return refuse('departure', msg('validation.landing.departByFinishing'));

  const times = correctedTimesProblem(current, patch, context.now);
  if (times) return refuse(times.field, times.message);
  const ata = patch.ata ?? current.ata;
  const departure = patch.departure ?? current.departure;

  const changes: LandingUpdate = { ...patch };
  if (patch.time !== undefined) changes.time = toStoredTime(patch.time);
  const repriced = (Object.keys(patch) as CorrectionField[]).some((key) => PRICED_BY.has(key));
  // A landing that never flew is never billed: its record may be corrected, its fee stays as it was.
  if (repriced && !isNotFlown(current))
    Object.assign(changes, priceAnew(current, patch, context, { ata, departure }));
  return { ok: true, changes };
}

/** The fee by today's rules for the corrected landing; time parked too once it has left. */
function priceAnew(
  current: CorrectedLanding,
  patch: LandingChange,
  context: CorrectionContext,
  times: { ata: string | null; departure: string | null },
): Pick<LandingUpdate, 'price' | 'time_parked'> {
  // Letting go of the aircraft record lets go of its MTOW: the declared one prices it then.
  const recordMtow = patch.aircraft === null ? null : current.aircraftMtow;
  const mtow = recordMtow ?? (patch.mtow !== undefined ? patch.mtow : current.mtow);
  const purpose = patch.landingPurpose !== undefined ? patch.landingPurpose : current.landingPurpose;
  const bandFee = mtow === null ? null : estimatedLandingFee(context.bands, mtow, purpose);
  // The rule's fee carries the chosen services, as the pilot's quote does (request-fee.ts).
  const serviceCents = (patch.club_services ?? current.serviceIds).reduce(
    (sum, id) => sum + centsOf(context.servicePrices.get(id)),
    0,
  );
  const landingFee = bandFee === null ? null : Math.min((centsOf(bandFee) + serviceCents) / 100, MAX_FEE);
  if (current.status !== 'finished' || times.ata === null || times.departure === null)
    return { price: landingFee };
  const arrivedMs = parseInstant(times.ata);
  const departedMs = parseInstant(times.departure);
  return {
    time_parked: formatTimeParked(departedMs - arrivedMs),
    price:
      landingFee === null
        ? null
        : parkingFee({
            landingPrice: landingFee,
            rates: context.rates,
            category: patch.aircraft === null ? null : current.category,
            ata: new Date(arrivedMs),
            until: new Date(departedMs),
          }),
  };
}
