// The Correct form's rules (docs/product/movement-log.md, "Corrections"): the form a landing opens
// with, what is wrong in it, and the change it makes: only the fields that differ, with the
// relations a new registration, type or origin lets go of.
import { type Message, msg } from '@/i18n/messages';
import { readDeclaredMtow } from '../fees/landing-fee';
import { parseInstant, storedOnClock, typedToUtc, wallClock, zonedInstant } from '../time/instants';
import { timeOfDayMs, toApiTime } from '../time/time-of-day';
import type { ClubService, Landing } from '../wire/entities';
import { acceptsChangeField, type LandingChange } from '../wire/landing-schema';
import type { ParkingRates, WeightBand } from '../fees/fee-rules';
import { applyCorrection, correctedLandingOf, correctedTimesProblem } from './landing-correction';
import { pilotNameOf } from './landing-facts';
import { landingIdentity } from './landing-identity';
import { MAX_POB, peopleOnBoard } from './manual-landing';
import { parsePassengers } from './passengers';

export interface CorrectionForm {
  registration: string;
  aircraftType: string;
  /** kg as typed; only asked when the landing has no aircraft record or lets go of it. */
  mtow: string;
  origin: string;
  pilotName: string;
  email: string;
  /** yyyy-MM-dd and HH:mm on the club's clock (ADR 0027); stored in UTC. */
  date: string;
  eta: string;
  /** yyyy-MM-ddTHH:mm on the club's clock; '' while not arrived or not departed. */
  ata: string;
  departure: string;
  purpose: string;
  pob: string;
  serviceIds: readonly number[];
}

export type CorrectionProblems = Partial<Record<keyof CorrectionForm, Message>>;

/** An instant as a datetime-local input shows it on the club's clock (its zone). */
function localInput(iso: string | null, zone: string): string {
  const local = iso ? wallClock(iso, zone) : null;
  return local ? `${local.date}T${local.time}` : '';
}

/** A datetime-local value on the club's clock back to an instant; null when unreadable. */
function fromLocalInput(value: string, zone: string): string | null {
  const [date, time] = value.split('T');
  return date && time ? zonedInstant(date, time, zone) : null;
}

/** The form a landing opens with, its times on the club's clock (`zone`). */
export function correctionFormOf(landing: Landing, zone: string): CorrectionForm {
  const identity = landingIdentity(landing);
  const passengers = parsePassengers(landing.passengers_on_board);
  const eta = storedOnClock(landing.date, landing.time, zone) ?? {
    date: landing.date,
    time: landing.time.slice(0, 5),
  };
  return {
    registration: identity.registration ?? '',
    aircraftType: identity.type ?? '',
    mtow: landing.mtow === null ? '' : String(landing.mtow),
    origin: identity.originCode ?? identity.originName ?? '',
    pilotName: pilotNameOf(landing) ?? '',
    email: landing.email ?? landing.user?.email ?? '',
    date: eta.date,
    eta: eta.time,
    ata: localInput(landing.ata, zone),
    departure: localInput(landing.departure, zone),
    purpose: landing.landingPurpose ?? '',
    pob: String(Math.max(passengers.length, 1)),
    serviceIds: landing.club_services.map((offer) => offer.id),
  };
}

/** Whether the form lets go of the aircraft record (its registration or type no longer match it). */
export function letsGoOfAircraft(landing: Landing, form: CorrectionForm): boolean {
  if (!landing.aircraft) return false;
  const identity = landingIdentity({ ...landing, registration: null, aircraftType: null });
  return (
    form.registration.trim().toUpperCase() !== (identity.registration ?? '') ||
    form.aircraftType.trim() !== (identity.type ?? '')
  );
}

/** Whether the MTOW is asked: the landing has no aircraft record, or lets go of it. */
export const asksMtow = (landing: Landing, form: CorrectionForm): boolean =>
  !landing.aircraft || letsGoOfAircraft(landing, form);

/** A typed text, trimmed; null when blank. */
const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** What each free field says when the server's schema would not take it. */
const REFUSED: Partial<Record<keyof LandingChange, Message>> = {
  registration: msg('validation.landing.registration'),
  aircraftType: msg('movements.correct.textLength'),
  origin: msg('movements.correct.textLength'),
  email: msg('movements.correct.email'),
};

export function correctionProblems(
  landing: Landing,
  form: CorrectionForm,
  zone: string,
  now: Date,
): CorrectionProblems {
  const problems: CorrectionProblems = {};
  const check = (key: keyof CorrectionForm, field: keyof LandingChange, value: unknown) => {
    if (!acceptsChangeField(field, value)) problems[key] = REFUSED[field] ?? msg('movements.correct.invalid');
  };
  if (form.registration.trim() === '') problems.registration = msg('validation.landing.registration');
  else check('registration', 'registration', form.registration);
  if (text(form.aircraftType)) check('aircraftType', 'aircraftType', form.aircraftType);
  if (text(form.origin)) check('origin', 'origin', form.origin);
  if (text(form.email)) check('email', 'email', form.email);
  if (asksMtow(landing, form) && text(form.mtow)) {
    const reading = readDeclaredMtow(form.mtow);
    if (!reading.ok) problems.mtow = reading.reason;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date)) problems.date = msg('movements.correct.invalid');
  if (timeOfDayMs(form.eta) === null) problems.eta = msg('validation.timeOfDay');
  if (peopleOnBoard(form.pob) === null) problems.pob = msg('movements.correct.pob', { max: MAX_POB });
  const ata = form.ata ? fromLocalInput(form.ata, zone) : null;
  if (landing.ata && !ata) problems.ata = msg('movements.correct.invalid');
  const departure = form.departure ? fromLocalInput(form.departure, zone) : null;
  if (landing.departure && !departure) problems.departure = msg('movements.correct.invalid');
  if (ata && departure && parseInstant(departure) < parseInstant(ata))
    problems.departure = msg('validation.landing.departureBeforeArrival');
  // The times the server would refuse (in the future, before the date's day), on the field that moved.
  const moved = (typed: string | null, stored: string | null): typed is string =>
    typed !== null && (stored === null || parseInstant(typed) !== parseInstant(stored));
  const dateMoved =
    /^\d{4}-\d{2}-\d{2}$/.test(form.date) && form.date !== landing.date ? form.date : undefined;
  const times = correctedTimesProblem(
    landing,
    {
      ...(dateMoved ? { date: dateMoved } : {}),
      ...(moved(ata, landing.ata) ? { ata } : {}),
      ...(moved(departure, landing.departure) ? { departure } : {}),
    },
    now,
  );
  if (times) problems[times.field] ??= times.message;
  return problems;
}

/** The pilot first, then the passengers: kept as named, padded or cut to the POB. */
function passengerList(landing: Landing, form: CorrectionForm): string {
  const names = parsePassengers(landing.passengers_on_board);
  const others = names.slice(1);
  const count = Number(form.pob) - 1;
  const rest = others.slice(0, count);
  while (rest.length < count) rest.push('');
  return JSON.stringify([form.pilotName.trim(), ...rest]);
}

export interface Correction {
  patch: LandingChange;
  /** How the row reads until the server has it, where that is not the patch itself. */
  shown: Partial<Landing>;
}

export interface CorrectionContext {
  /** The club's clock, which the form's times are on. */
  zone: string;
  /** The club's services, to show the chosen ones by name. */
  offers: readonly ClubService[];
  /** Whether the server keeps a typed registration, type, MTOW, origin and email. */
  keepsFreeText: boolean;
  /**
   * The club's bands and parking rates as mirrored, to show the fee the server will work out while
   * the correction waits; null while not read, when the row keeps its fee until the server answers.
   */
  pricing: { now: Date; bands: readonly WeightBand[]; rates: ParkingRates } | null;
}

/** The fee and time parked the server's rule gives the corrected landing, as the row shows them meanwhile. */
function shownFee(
  landing: Landing,
  patch: LandingChange,
  offers: readonly ClubService[],
  pricing: NonNullable<CorrectionContext['pricing']>,
): Partial<Landing> {
  const servicePrices = new Map(offers.map((offer) => [offer.id, offer.price]));
  const priced = applyCorrection(correctedLandingOf(landing), patch, { ...pricing, servicePrices });
  if (!priced.ok) return {};
  const { price, time_parked } = priced.changes;
  return {
    ...(price !== undefined ? { price } : {}),
    ...(time_parked !== undefined ? { time_parked } : {}),
  };
}

/**
 * The services a correction offers: the club's, and any the landing had that the club no longer offers
 * (the landing keeps it; docs/product/movement-log.md, "Corrections").
 */
export function correctionOffers(offers: readonly ClubService[], landing: Landing): ClubService[] {
  const offered = new Set(offers.map((offer) => offer.id));
  return [...offers, ...landing.club_services.filter((kept) => !offered.has(kept.id))];
}

/** The change the form makes, or null when it changes nothing. Call only without problems. */
export function correctionOf(
  landing: Landing,
  form: CorrectionForm,
  { zone, offers, keepsFreeText, pricing }: CorrectionContext,
): Correction | null {
  const before = correctionFormOf(landing, zone);
  const patch: LandingChange = {};
  const shown: Partial<Landing> = {};
  const changed = (key: keyof CorrectionForm) => JSON.stringify(form[key]) !== JSON.stringify(before[key]);
  if (keepsFreeText) {
    if (changed('registration') || changed('aircraftType')) {
      patch.registration = form.registration.trim().toUpperCase();
      patch.aircraftType = text(form.aircraftType);
      if (letsGoOfAircraft(landing, form)) patch.aircraft = null;
    }
    if (asksMtow(landing, form) && (changed('mtow') || patch.aircraft === null)) {
      const reading = readDeclaredMtow(form.mtow);
      patch.mtow = reading.ok ? reading.kg : null;
    }
    if (changed('origin')) {
      patch.origin = text(form.origin);
      if (landing.from) patch.from = null;
    }
    if (changed('email')) patch.email = text(form.email);
  }
  if (changed('pilotName') || changed('pob')) patch.passengers_on_board = passengerList(landing, form);
  // A moved ETA can move the UTC date too (and the other way round): both are compared as stored.
  const utc = changed('date') || changed('eta') ? typedToUtc(form.date, form.eta, zone) : null;
  if (utc && utc.date !== landing.date) patch.date = utc.date;
  if (utc && utc.time !== landing.time.slice(0, 5)) patch.time = toApiTime(utc.time);
  if (changed('ata') && form.ata) patch.ata = fromLocalInput(form.ata, zone) ?? undefined;
  if (changed('departure') && form.departure)
    patch.departure = fromLocalInput(form.departure, zone) ?? undefined;
  if (changed('purpose')) patch.landingPurpose = text(form.purpose);
  if (changed('serviceIds')) {
    patch.club_services = [...form.serviceIds];
    shown.club_services = offers.filter((offer) => form.serviceIds.includes(offer.id));
  }
  if (Object.keys(patch).length === 0) return null;
  return { patch, shown: pricing ? { ...shown, ...shownFee(landing, patch, offers, pricing) } : shown };
}
