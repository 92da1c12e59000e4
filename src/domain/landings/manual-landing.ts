// The Create Landing form's rules (docs/product/movement-log.md), fit for a radio call: the form as it
// opens, and the landing the desk shows until the server has it, with what was heard kept as typed.
// Why it cannot be sent yet is in manual-landing-problems.ts; its EST. COST in estimated-cost.ts.
import type { MessageId } from '@/i18n/messages';
import { estimatedCost, pricedAs } from '../fees/estimated-cost';
import type { WeightBand } from '../fees/fee-rules';
import { readDeclaredMtow } from '../fees/landing-fee';
import { nextFiveMinutes, wallClock } from '../time/instants';
import { toApiTime } from '../time/time-of-day';
import {
  type Aircraft,
  type ClubRef,
  type Landing,
  NO_BOOK_FIELDS,
  NO_REQUEST_FIELDS,
  TOUCH_AND_GO,
  type User,
} from '../wire/entities';
import { registrationIn } from './radio-call-match';

export { pilotLabel } from './radio-call-match';

export interface ManualLandingForm {
  /** A registration as heard, or a known airplane's name picked from the suggestions. */
  registration: string;
  /** The type as heard; only asked when the airplane is not a known one. */
  aircraftType: string;
  /** The MTOW in kg as heard, for an airplane that is not a known one: it prices the landing. */
  mtow: string;
  /** The departure aerodrome as heard (ICAO code or name), '' when not given. */
  origin: string;
  /** The pilot's name as heard, or a known pilot picked from the suggestions. */
  pilotName: string;
  /** Optional on a radio call; filled from a known pilot. */
  email: string;
  /** yyyy-MM-dd from the date input, on the club's clock while typed, UTC once sent. */
  date: string;
  /** 'HH:mm', on the club's clock while typed (ADR 0027), UTC once sent. */
  eta: string;
  /** '' for a landing, TOUCH_AND_GO for touch-and-go training. */
  purpose: string;
  /** People on board, the pilot included, as typed. */
  pob: string;
}

/** A new form: date and ETA now rounded up to 5 minutes on `zone`'s clock, one person on board. */
export function emptyManualLanding(now: Date, zone = 'UTC'): ManualLandingForm {
  const utc = nextFiveMinutes(now);
  const due = wallClock(`${utc.date}T${utc.time}:00Z`, zone) ?? utc;
  return {
    registration: '',
    aircraftType: '',
    mtow: '',
    origin: '',
    pilotName: '',
    email: '',
    date: due.date,
    eta: due.time,
    purpose: '',
    pob: '1',
  };
}

export const MANUAL_PURPOSES: readonly { value: string; label: MessageId }[] = [
  { value: '', label: 'common.purpose.landing' },
  { value: TOUCH_AND_GO, label: 'common.purpose.touchAndGo' },
];

export const MAX_POB = 20;

/** POB as a whole number from 1 to MAX_POB; null when it is not one. */
export function peopleOnBoard(pob: string): number | null {
  const n = Number(pob.trim());
  return /^\d+$/.test(pob.trim()) && n >= 1 && n <= MAX_POB ? n : null;
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

/** The MTOW declared for an airplane that is not a known one; none for a known one. */
function declared({ form, aircraft }: Pick<ManualLandingParts, 'form' | 'aircraft'>): {
  mtow: number | null;
} {
  if (aircraft) return { mtow: null };
  const read = readDeclaredMtow(form.mtow);
  return { mtow: read.ok ? read.kg : null };
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
    ...declared(parts),
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
    price: estimatedCost(bands, pricedAs(aircraft, form.mtow), form.purpose || null),
    landingPurpose: form.purpose || null,
    passengers_on_board: onBoard(form.pilotName, form.pob),
    time_parked: null,
    email: emailOf(parts),
    ...NO_REQUEST_FIELDS,
    ...NO_BOOK_FIELDS,
    ...heardFields(parts),
    ...declared(parts),
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
  const { registration: _registration, aircraftType: _type, origin: _origin, mtow: _mtow, ...stored } = data;
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
