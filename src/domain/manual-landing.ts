// The Create Landing form's rules (SPEC §2, §5), fit for a radio call (issue 15): what must be
// filled before it can be created, the estimated cost from the club's weight bands, and the
// landing the desk shows until the server has it, with what was heard kept as typed.
import { bandFor, estimatedLandingFee, hourlyParkingRate, type ParkingRates, type WeightBand } from './fees';
import { acceptsLandingField } from './landing-schema';
import { formatPrice } from './money';
import { matchAircraft, registrationIn } from './radio-call-match';
import { nextFiveMinutes } from './time/instants';
import { timeOfDayMs, toApiTime } from './time/time-of-day';
import {
  type Aircraft,
  type ClubRef,
  type Landing,
  NO_REQUEST_FIELDS,
  TOUCH_AND_GO,
  type User,
} from './types';

export { pilotLabel } from './radio-call-match';

export interface ManualLandingForm {
  /** A registration as heard, or a known airplane's name picked from the suggestions. */
  registration: string;
  /** The type as heard; only asked when the airplane is not a known one. */
  aircraftType: string;
  /** The departure aerodrome as heard (ICAO code or name), '' when not given. */
  origin: string;
  /** The pilot's name as heard, or a known pilot picked from the suggestions. */
  pilotName: string;
  /** Optional on a radio call; filled from a known pilot. */
  email: string;
  /** yyyy-MM-dd from the date input. */
  date: string;
  /** 'HH:mm', UTC as every filed time. */
  eta: string;
  /** '' for a landing, TOUCH_AND_GO for touch-and-go training. */
  purpose: string;
  /** People on board, the pilot included, as typed. */
  pob: string;
}

/** A new form: date and ETA now rounded up to 5 minutes, one person on board. */
export function emptyManualLanding(now: Date): ManualLandingForm {
  const due = nextFiveMinutes(now);
  return {
    registration: '',
    aircraftType: '',
    origin: '',
    pilotName: '',
    email: '',
    date: due.date,
    eta: due.time,
    purpose: '',
    pob: '1',
  };
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

/** What the form is checked against: the known airplanes, and whether the server keeps free text. */
export interface ManualLandingContext {
  todayIso: string;
  aircrafts: readonly Aircraft[];
  /**
   * False on a plain Strapi, whose landing has no registration, type or origin of its own: there
   * the airplane must be a known one, or what was typed would be silently dropped.
   */
  keepsFreeText: boolean;
}

function text(value: string, min: number, max: number): boolean {
  const length = value.trim().length;
  return length >= min && length <= max;
}

/**
 * Why Create is still disabled, field by field; {} when the form may be sent. A radio call gives
 * the airplane, the pilot's name, the date and ETA and who is on board; type and origin matter only
 * for an airplane the club does not know, and the email is optional (no account needed).
 */
export function manualLandingProblems(
  form: ManualLandingForm,
  context: ManualLandingContext,
): ManualLandingProblems {
  const problems: ManualLandingProblems = {};
  const known = matchAircraft(form.registration, context.aircrafts);
  if (form.registration.trim() === '') problems.registration = 'Enter the registration, e.g. CS-AYZ.';
  else if (!known && !context.keepsFreeText)
    problems.registration = 'This server keeps only the airplanes in its list: pick one of the suggestions.';
  else if (!known && !acceptsLandingField('registration', form.registration))
    problems.registration = 'Enter the registration, e.g. CS-AYZ (up to 10 letters, digits and dashes).';
  if (!known && context.keepsFreeText && !acceptsLandingField('aircraftType', form.aircraftType))
    problems.aircraftType = 'Enter the aircraft type (2 to 60 characters).';
  if (form.origin.trim() !== '' && !acceptsLandingField('origin', form.origin))
    problems.origin = 'Enter the departure aerodrome: its ICAO code or name (2 to 60 characters).';
  if (!text(form.pilotName, 2, 80)) problems.pilotName = 'Enter the pilot’s name (2 to 80 characters).';
  if (form.email.trim() !== '' && !acceptsLandingField('email', form.email.trim()))
    problems.email = 'Enter a valid email address.';
  if (!acceptsLandingField('date', form.date)) problems.date = 'Choose the landing date.';
  else if (form.date < context.todayIso) problems.date = 'The date cannot be in the past.';
  if (timeOfDayMs(form.eta) === null) problems.eta = 'Enter the ETA as HH:mm (UTC).';
  if (peopleOnBoard(form.pob) === null) problems.pob = `Enter how many on board, 1 to ${MAX_POB}.`;
  return problems;
}

export function isManualLandingValid(form: ManualLandingForm, context: ManualLandingContext): boolean {
  return Object.keys(manualLandingProblems(form, context)).length === 0;
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
    : {
        label: what,
        value: aircraft ? 'No weight band for this aircraft' : 'Not a known airplane: priced at the desk',
      };
  const free = rates?.hours_free_park ?? 0;
  const hourly = rates && aircraft ? formatPrice(hourlyParkingRate(rates, aircraft.category)) : null;
  const parking = hourly ? `${free} h free, then ${hourly} an hour` : 'Per the club’s parking rates';
  return [landing, { label: 'Services', value: 'None' }, { label: 'Parking', value: parking }];
}

export interface ManualLandingParts {
  form: ManualLandingForm;
  /** Create as accepted (true) or as a pending request (false). */
  accepted: boolean;
  /** The pilot account the typed name matched, if any (matchPilot). */
  pilot: User | null;
  /** The known airplane the typed registration matched, if any (matchAircraft). */
  aircraft: Aircraft | null;
  club: ClubRef | null;
  bands: readonly WeightBand[];
  now: Date;
}

/** The names on board: the pilot as heard, then a numbered passenger for each other person. */
function onBoard(pilotName: string, pob: string): string {
  const others = Math.max(0, (peopleOnBoard(pob) ?? 1) - 1);
  return JSON.stringify([
    pilotName.trim(),
    ...Array.from({ length: others }, (_, i) => `Passenger ${i + 1}`),
  ]);
}

/** The free-text fields the landing keeps beside its relations (ADR 0009's columns). */
function heardFields({ form, aircraft }: Pick<ManualLandingParts, 'form' | 'aircraft'>) {
  const typed = form.registration.trim().toUpperCase();
  return {
    registration: aircraft ? registrationIn(aircraft.name) : typed,
    aircraftType: aircraft ? null : form.aircraftType.trim(),
    origin: form.origin.trim() || null,
  };
}

const emailOf = ({ form, pilot }: Pick<ManualLandingParts, 'form' | 'pilot'>) =>
  form.email.trim() || pilot?.email || null;

/** The POST landings body's `data` (the server sets status and price itself). */
export function manualLandingData(parts: ManualLandingParts): Record<string, unknown> {
  const { form, accepted, pilot, aircraft } = parts;
  return {
    user: pilot?.id ?? null,
    email: emailOf(parts),
    date: form.date,
    time: toApiTime(form.eta),
    aircraft: aircraft?.id ?? null,
    ...heardFields(parts),
    landingPurpose: form.purpose || null,
    passengers_on_board: onBoard(form.pilotName, form.pob),
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
    passengers_on_board: onBoard(form.pilotName, form.pob),
    time_parked: null,
    email: emailOf(parts),
    ...NO_REQUEST_FIELDS,
    ...heardFields(parts),
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
  // A plain Strapi's landing has no registration, type or origin: the form only lets a known
  // airplane through there (ManualLandingContext.keepsFreeText), so nothing typed is dropped.
  const { registration: _registration, aircraftType: _type, origin: _origin, ...stored } = data;
  return {
    ...stored,
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
