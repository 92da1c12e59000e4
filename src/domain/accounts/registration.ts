// The 8-step registration draft (docs/product.md#registration). Every field is kept as
// typed (strings) until Confirm, so Back and Continue never lose or reformat what was entered;
// toClubPayload parses once, at the end.
import type { MessageId } from '@/i18n/messages';
import { servicePrice } from '../club/club-services-save';
import { isValidDayHours, WEEKDAYS, type WeekdayKey } from '../club/schedule';
import { isBlank, parseDecimal } from '../desk/inputs';
import { acceptsClubField, type ClubCreateField } from '../wire/club-schema';
import { acceptsUserField } from '../wire/user-schema';
import { helipadCoordinate } from './registration-payload';

export type RegistrationStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export const REGISTRATION_STEPS = 8;

export interface DayHours {
  open: string;
  close: string;
}

export interface ServiceChoice {
  active: boolean;
  price: string;
}

export interface RegistrationDraft {
  // 1 account
  username: string;
  email: string;
  // 2 password
  password: string;
  confirmation: string;
  // 3 airfield
  name1: string;
  icao: string;
  address: string;
  nif: string;
  contact_name: string;
  phone: string;
  // 4 opening hours; a day left blank is closed
  schedule: Record<WeekdayKey, DayHours>;
  // 5 runway; category is the runway type's id
  category: number | null;
  lat: string;
  long: string;
  helipad_latitude: string;
  helipad_longitude: string;
  altitude: string;
  length: string;
  direction: string;
  weight: string;
  request: boolean;
  // 6 rates
  price_land: string;
  price_touch: string;
  hours_free_park: string;
  price_park: string;
  price_park_twin: string;
  price_park_bizz: string;
  price_park_heli: string;
  // 7 extra services by service id
  services: Record<number, ServiceChoice>;
  // 8 payment
  stripeEmail: string;
}

const AIRFIELD_FIELDS = ['name1', 'icao', 'address', 'nif', 'contact_name', 'phone'] as const;
const RUNWAY_NUMBERS = ['lat', 'long', 'altitude', 'length', 'weight'] as const;

const RATE_FIELDS = [
  'price_land',
  'price_touch',
  'hours_free_park',
  'price_park',
  'price_park_twin',
  'price_park_bizz',
  'price_park_heli',
] as const;

/** A fresh draft: every text empty, every day closed, no runway type, no services chosen. */
export function emptyDraft(): RegistrationDraft {
  const schedule = {} as Record<WeekdayKey, DayHours>;
  for (const d of WEEKDAYS) schedule[d.day] = { open: '', close: '' };
  const rates = {} as Record<(typeof RATE_FIELDS)[number], string>;
  for (const field of RATE_FIELDS) rates[field] = '';
  return {
    username: '',
    email: '',
    password: '',
    confirmation: '',
    name1: '',
    icao: '',
    address: '',
    nif: '',
    contact_name: '',
    phone: '',
    schedule,
    category: null,
    lat: '',
    long: '',
    helipad_latitude: '',
    helipad_longitude: '',
    altitude: '',
    length: '',
    direction: '',
    weight: '',
    request: false,
    ...rates,
    services: {},
    stripeEmail: '',
  };
}

const filled = (value: string): boolean => value.trim() !== '';

// Whether a field is right is the club schema's call (club-schema.ts), the one the server checks
// Confirm's POST clubs with: a step the schema would refuse never lets the operator continue.
const text = (key: ClubCreateField, value: string): boolean =>
  filled(value) && acceptsClubField(key, value.trim());
const number = (key: ClubCreateField, value: string, tag: string | undefined): boolean => {
  const n = parseDecimal(value, tag);
  return n !== null && acceptsClubField(key, n);
};
// Optional numbers may stay empty but, once typed, must be one the schema takes.
const optionalNumber = (key: ClubCreateField, value: string, tag: string | undefined): boolean =>
  isBlank(value) || number(key, value, tag);

/** Whether an address can be the account's email and the club's contact address, as step 1 asks. */
export const isAccountEmail = (email: string): boolean =>
  acceptsUserField('email', email.trim()) && acceptsClubField('email', email.trim());

/** Whether an address can be the club's payment account email, as step 8 asks. */
export const isPaymentEmail = (email: string): boolean => acceptsClubField('stripeEmail', email.trim());

/** Whether Continue (or Confirm on step 8) is enabled; `tag`: the language numbers are typed in. */
export function isStepValid(step: RegistrationStep, draft: RegistrationDraft, tag?: string): boolean {
  switch (step) {
    case 1:
      // The account (users schema) and the club's contact address (clubs schema) are this email.
      return acceptsUserField('username', draft.username) && isAccountEmail(draft.email);
    case 2:
      return draft.password === draft.confirmation && acceptsUserField('password', draft.password);
    case 3:
      return AIRFIELD_FIELDS.every((field) => text(field, draft[field]));
    case 4:
      return WEEKDAYS.every((d) => isValidDayHours(draft.schedule[d.day].open, draft.schedule[d.day].close));
    case 5:
      return (
        draft.category !== null &&
        RUNWAY_NUMBERS.every((field) => number(field, draft[field], tag)) &&
        text('direction', draft.direction) &&
        // A blank or non-numeric helipad coordinate is sent as 0; a number must be a coordinate.
        acceptsClubField('helipad_latitude', helipadCoordinate(draft.helipad_latitude, tag)) &&
        acceptsClubField('helipad_longitude', helipadCoordinate(draft.helipad_longitude, tag))
      );
    case 6:
      return RATE_FIELDS.every((field) => optionalNumber(field, draft[field], tag));
    case 7:
      return Object.values(draft.services).every(
        (choice) => !choice.active || servicePrice(choice.price, tag) !== null,
      );
    case 8:
      return isBlank(draft.stripeEmail) || isPaymentEmail(draft.stripeEmail);
  }
}

/** The progress bar's four stages (Airfield, Runway, Rates, Payment) as catalog keys. */
export const PROGRESS_STAGES = [
  'registration.stage.airfield',
  'registration.stage.runway',
  'registration.step.rates',
  'registration.step.payment',
] as const satisfies readonly MessageId[];

/**
 * Index into PROGRESS_STAGES: account, password, airfield details and opening hours (1–4) are all
 * "Airfield"; runway (5) is "Runway"; rates and extra services (6–7) are "Rates"; 8 is "Payment".
 */
export function progressStage(step: RegistrationStep): number {
  if (step <= 4) return 0;
  if (step === 5) return 1;
  if (step <= 7) return 2;
  return 3;
}
