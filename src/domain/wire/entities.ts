// Flat entity types as the app uses them: the Strapi envelope unwrapped, relations inlined.
// The server's serialiser and the client's unwrapping both produce exactly these shapes.
import type { Landing } from './landing-read-schema';

/**
 * 'cancelled': withdrawn by the pilot from its status page (ADR 0009) or cancelled by the desk;
 * 'no_show': accepted, never arrived. Neither is billed (docs/product/movement-log.md).
 */
export type LandingStatus = 'pending' | 'parked' | 'finished' | 'cancelled' | 'no_show';
export const LANDING_STATUSES: readonly LandingStatus[] = [
  'pending',
  'parked',
  'finished',
  'cancelled',
  'no_show',
];
/** Who cancelled a cancelled landing: the pilot from the status page, or the desk. */
export type CancelledBy = 'pilot' | 'desk';
export const PAYMENT_STATUSES = ['Paid', 'Pending', 'Captive'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** How a Paid landing was paid: cash or a card terminal at the desk, or online (docs/decisions/0029). */
export const PAYMENT_METHODS = ['cash', 'card', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const AIRCRAFT_CATEGORIES = ['Single engine', 'Twin engine', 'Bizz jet', 'Helicopter'] as const;

export const TOUCH_AND_GO = 'training_touch_and_go';

export interface Category {
  id: number;
  name: string;
}

export interface Club {
  id: number;
  name1: string;
  name2: string | null;
  address: string | null;
  nif: string | null;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  stripeEmail: string | null;
  vat_rate: number | null;
  category: Category | null;
  direction: string | null;
  lat: number | null;
  long: number | null;
  helipad_latitude: number | null;
  helipad_longitude: number | null;
  altitude: number | null;
  length: number | null;
  weight: number | null;
  request: boolean;
  home_base_discount: number | null;
  price_land: number | null;
  price_touch: number | null;
  price_park: number | null;
  price_park_twin: number | null;
  price_park_bizz: number | null;
  price_park_heli: number | null;
  hours_free_park: number | null;
  /** The public request page's address, /request/<slug>; null on a server without one. */
  slug: string | null;
  /** Minutes after its ETA an accepted landing not arrived is OVERDUE; null where the server keeps none (default 30). */
  overdue_minutes: number | null;
  /** 'utc' or 'local', the clock its times are shown and asked on; null where the server keeps none (local). */
  clock: string | null;
  /** The acceptance rules as JSON (docs/product/acceptance-rules.md); null or absent: none kept. */
  acceptance_rules?: string | null;
  /** Slot limits (docs/product/slot-limits.md): arrivals per window of minutes, arrivals a day; null: none. */
  slot_arrivals?: number | null;
  slot_minutes?: number | null;
  slot_per_day?: number | null;
  createdAt: string;
  updatedAt: string;
}

/** Another club seen as a landing's origin: only its public names. */
export interface ClubRef {
  id: number;
  name1: string;
  name2: string | null;
}

export interface User {
  id: number;
  username: string;
  email: string;
  name: string | null;
  licenceNumber: string | null;
  callSign: string | null;
}

export interface Aircraft {
  id: number;
  name: string;
  category: string;
  /**
   * Maximum take-off mass in kg; null where the record has none (a plain Strapi's aircraft has no
   * MTOW): such an airplane is to be priced, never the lightest band's.
   */
  mtow: number | null;
}

export interface Service {
  id: number;
  name: string;
  icon: string | null;
  price: number | null;
  active: boolean;
}

export interface ClubService {
  id: number;
  price: number;
  service: Service | null;
}

export interface Schedule {
  id: number;
  day_index: number;
  day: string;
  /** HH:mm:ss.SSS */
  open: string;
  close: string;
}

export interface Mtow {
  id: number;
  weight1: number;
  weight2: number;
  priceLand: number;
  priceTouchGo: number;
}

/** A landing as read (landing-read-schema.ts): its fields and their meaning are the schema's. */
export type { Landing };

/** The pilot-request fields of a landing the desk itself made (a manual creation). */
export const NO_REQUEST_FIELDS: Pick<
  Landing,
  | 'registration'
  | 'aircraftType'
  | 'origin'
  | 'etd'
  | 'phone'
  | 'notes'
  | 'outsideHours'
  | 'reason'
  | 'cancelledBy'
  | 'licenceNumber'
> = {
  registration: null,
  aircraftType: null,
  origin: null,
  etd: null,
  phone: null,
  notes: null,
  outsideHours: false,
  reason: null,
  cancelledBy: null,
  licenceNumber: null,
};

/** The movement log's fields of a landing the server has not numbered or priced by hand (yet). */
export const NO_BOOK_FIELDS: Pick<Landing, 'ppr' | 'fee_by_hand' | 'fee_reason' | 'mtow'> = {
  ppr: null,
  fee_by_hand: null,
  fee_reason: null,
  mtow: null,
};
