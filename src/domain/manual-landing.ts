// The Create Landing form's rules (SPEC §2, §5), fit for a radio call (issue 15): what must be
// filled before it can be created, the estimated cost from the club's weight bands, and the
// landing the desk shows until the server has it. Only fields a plain Strapi's landing has.
import { bandFor, estimatedLandingFee, hourlyParkingRate, type ParkingRates, type WeightBand } from './fees';
import { formatPrice, nextFiveMinutes, timeOfDayMs, toApiTime } from './format';
import { isValidEmail } from './inputs';
import {
  type Aircraft,
  type ClubRef,
  type Landing,
  NO_REQUEST_FIELDS,
  TOUCH_AND_GO,
  type User,
} from './types';

export interface ManualLandingForm {
  /** The chosen pilot's user id, '' when none. */
  pilotId: string;
  email: string;
  /** yyyy-MM-dd from the date input. */
  date: string;
  /** 'HH:mm', UTC as every filed time. */
  eta: string;
  /** The chosen aircraft's id, '' when none. */
  aircraftId: string;
  /** '' for a landing, TOUCH_AND_GO for touch-and-go training. */
  purpose: string;
  /** People on board, the pilot included, as typed. */
  pob: string;
}

/** A new form: date and ETA now rounded up to 5 minutes, one person on board. */
export function emptyManualLanding(now: Date): ManualLandingForm {
  const due = nextFiveMinutes(now);
  return { pilotId: '', email: '', date: due.date, eta: due.time, aircraftId: '', purpose: '', pob: '1' };
}

export const MANUAL_PURPOSES = [
  { value: '', label: 'Landing' },
  { value: TOUCH_AND_GO, label: 'Touch & Go' },
] as const;

export const MAX_POB = 20;

/** POB as a whole number from 1 to MAX_POB; null when it is not one. */
export function peopleOnBoard(pob: string): number | null {
  const n = Number(pob.trim());
  return /^\d+$/.test(pob.trim()) && n >= 1 && n <= MAX_POB ? n : null;
}

export type ManualLandingProblems = Partial<Record<keyof ManualLandingForm, string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Why CREATE is still disabled, field by field; {} when the form may be sent. Pilot, email and
 * date are SPEC's required fields; the aircraft is required too because the server prices and
 * stores a landing by its aircraft and refuses one without it.
 */
export function manualLandingProblems(form: ManualLandingForm, todayIso: string): ManualLandingProblems {
  const problems: ManualLandingProblems = {};
  if (form.pilotId === '') problems.pilotId = 'Select a pilot.';
  if (form.email.trim() === '') problems.email = 'Enter the pilot’s email.';
  else if (!isValidEmail(form.email)) problems.email = 'Enter a valid email address.';
  if (!ISO_DATE.test(form.date)) problems.date = 'Choose the landing date.';
  else if (form.date < todayIso) problems.date = 'The date cannot be in the past.';
  if (form.aircraftId === '') problems.aircraftId = 'Select an airplane.';
  if (timeOfDayMs(form.eta) === null) problems.eta = 'Enter the ETA as HH:mm (UTC).';
  if (peopleOnBoard(form.pob) === null) problems.pob = `Enter how many on board, 1 to ${MAX_POB}.`;
  return problems;
}

export function isManualLandingValid(form: ManualLandingForm, todayIso: string): boolean {
  return Object.keys(manualLandingProblems(form, todayIso)).length === 0;
}

/** EST. COST: the landing price of the band holding the aircraft's MTOW; null when none does. */
export function estimatedCost(
  bands: readonly WeightBand[],
  aircraft: Pick<Aircraft, 'mtow'> | null | undefined,
  purpose: string | null = null,
): number | null {
  return aircraft ? estimatedLandingFee(bands, aircraft.mtow, purpose) : null;
}

/** EST. COST's lines: the landing's band and price, services, and parking after the free hours. */
export function costBreakdown(
  bands: readonly WeightBand[],
  aircraft: Pick<Aircraft, 'mtow' | 'category'> | null | undefined,
  purpose: string,
  rates: ParkingRates | null,
): Array<{ label: string; value: string }> {
  const band = aircraft ? bandFor(bands, aircraft.mtow) : undefined;
  const what = purpose === TOUCH_AND_GO ? 'Touch & Go' : 'Landing';
  const landing = band
    ? {
        label: `${what} (${band.weight1}–${band.weight2} kg)`,
        value: formatPrice(estimatedCost(bands, aircraft, purpose)),
      }
    : { label: what, value: aircraft ? 'No weight band for this aircraft' : 'Choose an airplane' };
  const free = rates?.hours_free_park ?? 0;
  const hourly = rates && aircraft ? formatPrice(hourlyParkingRate(rates, aircraft.category)) : null;
  const parking = hourly ? `${free} h free, then ${hourly} an hour` : 'Per the club’s parking rates';
  return [landing, { label: 'Services', value: 'None' }, { label: 'Parking', value: parking }];
}

/** The name a pilot is listed under: their name, else their username. */
export function pilotLabel(pilot: Pick<User, 'name' | 'username'>): string {
  return pilot.name?.trim() ? pilot.name : pilot.username;
}

export interface ManualLandingParts {
  form: ManualLandingForm;
  /** Create as accepted (true) or as a pending request (false). */
  accepted: boolean;
  pilot: User;
  aircraft: Aircraft;
  club: ClubRef | null;
  bands: readonly WeightBand[];
  now: Date;
}

/** The names on board: the pilot, then a numbered passenger for each other person. */
function onBoard(pilot: User, pob: string): string {
  const others = Math.max(0, (peopleOnBoard(pob) ?? 1) - 1);
  return JSON.stringify([
    pilotLabel(pilot),
    ...Array.from({ length: others }, (_, i) => `Passenger ${i + 1}`),
  ]);
}

/** The POST landings body's `data` (the server sets status and price itself). */
export function manualLandingData({
  form,
  accepted,
  pilot,
  aircraft,
}: ManualLandingParts): Record<string, unknown> {
  return {
    user: pilot.id,
    email: form.email.trim(),
    date: form.date,
    time: toApiTime(form.eta),
    aircraft: aircraft.id,
    landingPurpose: form.purpose || null,
    passengers_on_board: onBoard(pilot, form.pob),
    permission: accepted ? true : null,
    landing_permission: accepted ? true : null,
  };
}

/** The row shown (Upcoming, or Pending) until the server answers, priced by the bands. */
export function manualLandingDraft(parts: ManualLandingParts): Landing {
  const { form, accepted, pilot, aircraft, club, bands, now } = parts;
  const at = now.toISOString();
  return {
    id: 0,
    date: form.date,
    time: `${toApiTime(form.eta)}.000`,
    status: 'pending',
    permission: accepted ? true : null,
    landing_permission: accepted ? true : null,
    paymentStatus: 'Pending',
    ata: null,
    departure: null,
    price: estimatedCost(bands, aircraft, form.purpose || null),
    landingPurpose: form.purpose || null,
    passengers_on_board: onBoard(pilot, form.pob),
    time_parked: null,
    email: form.email.trim(),
    ...NO_REQUEST_FIELDS,
    createdAt: at,
    updatedAt: at,
    club_services: [],
    club,
    aircraft,
    user: pilot,
    from: null,
  };
}

/**
 * The POST body for a server that works nothing out itself (a plain Strapi v4): the creation's
 * fields plus everything our server would set, taken from the row the desk already shows.
 */
export function explicitLandingData(
  data: Record<string, unknown>,
  shown: Pick<Landing, 'price' | 'passengers_on_board' | 'landingPurpose' | 'permission'>,
  clubId: number,
): Record<string, unknown> {
  return {
    ...data,
    club: clubId,
    status: 'pending',
    permission: shown.permission === true ? true : null,
    landing_permission: shown.permission === true ? true : null,
    paymentStatus: 'Pending',
    price: shown.price,
    passengers_on_board: shown.passengers_on_board,
    landingPurpose: shown.landingPurpose,
  };
}
