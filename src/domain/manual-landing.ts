// The Create Landing form's rules (SPEC §2, §5): what must be filled before CREATE, the estimated
// cost shown from the club's weight bands, and the landing the desk shows until the server has it.
import { estimatedLandingFee, type WeightBand } from './fees';
import { isValidEmail } from './inputs';
import { type Aircraft, type ClubRef, type Landing, NO_REQUEST_FIELDS, type User } from './types';

export interface ManualLandingForm {
  /** The chosen pilot's user id, '' when none. */
  pilotId: string;
  email: string;
  /** yyyy-MM-dd from the date input. */
  date: string;
  /** The chosen aircraft's id, '' when none. */
  aircraftId: string;
}

export const EMPTY_MANUAL_LANDING: ManualLandingForm = { pilotId: '', email: '', date: '', aircraftId: '' };

/** The time of day a manual landing is filed for: the form asks for a date only. */
export const MANUAL_LANDING_TIME = '12:00:00';

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
  return problems;
}

export function isManualLandingValid(form: ManualLandingForm, todayIso: string): boolean {
  return Object.keys(manualLandingProblems(form, todayIso)).length === 0;
}

/** EST. COST: the landing price of the band holding the aircraft's MTOW; null when none does. */
export function estimatedCost(
  bands: readonly WeightBand[],
  aircraft: Pick<Aircraft, 'mtow'> | null | undefined,
): number | null {
  return aircraft ? estimatedLandingFee(bands, aircraft.mtow) : null;
}

/** The name a pilot is listed under: their name, else their username. */
export function pilotLabel(pilot: Pick<User, 'name' | 'username'>): string {
  return pilot.name?.trim() ? pilot.name : pilot.username;
}

export interface ManualLandingParts {
  form: ManualLandingForm;
  pilot: User;
  aircraft: Aircraft;
  club: ClubRef | null;
  bands: readonly WeightBand[];
  now: Date;
}

/** The POST landings body's `data` (the server sets permission, status and price itself). */
export function manualLandingData({ form, pilot, aircraft }: ManualLandingParts): Record<string, unknown> {
  return {
    user: pilot.id,
    email: form.email.trim(),
    date: form.date,
    time: MANUAL_LANDING_TIME,
    aircraft: aircraft.id,
  };
}

/** The row shown under Upcoming until the server answers: accepted, priced by the bands. */
export function manualLandingDraft(parts: ManualLandingParts): Landing {
  const { form, pilot, aircraft, club, bands, now } = parts;
  const at = now.toISOString();
  return {
    id: 0,
    date: form.date,
    time: `${MANUAL_LANDING_TIME}.000`,
    status: 'pending',
    permission: true,
    landing_permission: true,
    paymentStatus: 'Pending',
    ata: null,
    departure: null,
    price: estimatedCost(bands, aircraft),
    landingPurpose: null,
    passengers_on_board: JSON.stringify([pilotLabel(pilot)]),
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
  shown: Pick<Landing, 'price' | 'passengers_on_board' | 'landingPurpose'>,
  clubId: number,
): Record<string, unknown> {
  return {
    ...data,
    club: clubId,
    status: 'pending',
    permission: true,
    landing_permission: true,
    paymentStatus: 'Pending',
    price: shown.price,
    passengers_on_board: shown.passengers_on_board,
    landingPurpose: shown.landingPurpose,
  };
}
