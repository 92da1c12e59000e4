// The content-type model the Strapi dialect works from: each collection's table, typed
// attributes and relations. Query parsing, SQL building and serialising all read it.

export type AttributeType = 'string' | 'integer' | 'decimal' | 'boolean' | 'date' | 'time' | 'datetime';

export interface Attribute {
  type: AttributeType;
  /** Never leaves the server (password hashes, token versions). */
  private?: boolean;
}

export type Relation =
  | { kind: 'toOne'; target: CollectionName; column: string }
  | {
      kind: 'toMany';
      target: CollectionName;
      joinTable: string;
      ownColumn: string;
      targetColumn: string;
    };

export type CollectionName =
  | 'landings'
  | 'clubs'
  | 'users'
  | 'aircrafts'
  | 'categories'
  | 'services'
  | 'club-services'
  | 'schedules'
  | 'closures'
  | 'mtows';

export interface ContentType {
  name: CollectionName;
  table: string;
  attributes: Record<string, Attribute>;
  relations: Record<string, Relation>;
}

const timestamps: Record<string, Attribute> = {
  createdAt: { type: 'datetime' },
  updatedAt: { type: 'datetime' },
};

const club = (column = 'club_id'): Relation => ({ kind: 'toOne', target: 'clubs', column });

export const contentTypes: Record<CollectionName, ContentType> = {
  landings: {
    name: 'landings',
    table: 'landings',
    attributes: {
      date: { type: 'date' },
      time: { type: 'time' },
      status: { type: 'string' },
      permission: { type: 'boolean' },
      landing_permission: { type: 'boolean' },
      paymentStatus: { type: 'string' },
      ata: { type: 'datetime' },
      departure: { type: 'datetime' },
      price: { type: 'decimal' },
      landingPurpose: { type: 'string' },
      passengers_on_board: { type: 'string' },
      time_parked: { type: 'string' },
      email: { type: 'string' },
      // Filed from the public request page, and the desk's reason with its decision (ADR 0009).
      registration: { type: 'string' },
      aircraftType: { type: 'string' },
      origin: { type: 'string' },
      etd: { type: 'datetime' },
      phone: { type: 'string' },
      notes: { type: 'string' },
      outsideHours: { type: 'boolean' },
      reason: { type: 'string' },
      // The PPR number, a fee set by hand and a declared MTOW (docs/product/movement-log.md).
      ppr: { type: 'string' },
      fee_by_hand: { type: 'integer' },
      fee_reason: { type: 'string' },
      mtow: { type: 'integer' },
      // 'pilot' or 'desk' on a cancelled landing (docs/product/movement-log.md, States).
      cancelled_by: { type: 'string' },
      // The licence typed for a request (ADR 0030): read by the club's desk only, as the landing is.
      licenceNumber: { type: 'string' },
      // How it was paid and the cents paid online (docs/decisions/0029).
      payment_method: { type: 'string' },
      paid_cents: { type: 'integer' },
      // The acceptance rule that accepted it; null when a person decided (docs/product/acceptance-rules.md).
      decided_by_rule: { type: 'string' },
      ...timestamps,
    },
    relations: {
      club: club(),
      aircraft: { kind: 'toOne', target: 'aircrafts', column: 'aircraft_id' },
      user: { kind: 'toOne', target: 'users', column: 'user_id' },
      from: club('from_id'),
      club_services: {
        kind: 'toMany',
        target: 'club-services',
        joinTable: 'landings_club_services',
        ownColumn: 'landing_id',
        targetColumn: 'club_service_id',
      },
    },
  },
  clubs: {
    name: 'clubs',
    table: 'clubs',
    attributes: {
      name1: { type: 'string' },
      name2: { type: 'string' },
      address: { type: 'string' },
      nif: { type: 'string' },
      contact_name: { type: 'string' },
      phone: { type: 'string' },
      vat_rate: { type: 'decimal' },
      direction: { type: 'string' },
      lat: { type: 'decimal' },
      long: { type: 'decimal' },
      altitude: { type: 'decimal' },
      length: { type: 'decimal' },
      weight: { type: 'decimal' },
      request: { type: 'boolean' },
      home_base_discount: { type: 'decimal' },
      price_park: { type: 'decimal' },
      price_park_twin: { type: 'decimal' },
      price_park_bizz: { type: 'decimal' },
      price_park_heli: { type: 'decimal' },
      hours_free_park: { type: 'decimal' },
      email: { type: 'string' },
      stripeEmail: { type: 'string' },
      helipad_latitude: { type: 'decimal' },
      helipad_longitude: { type: 'decimal' },
      price_land: { type: 'decimal' },
      price_touch: { type: 'decimal' },
      slug: { type: 'string' },
      overdue_minutes: { type: 'integer' },
      clock: { type: 'string' },
      // The acceptance rules as JSON text (docs/product/acceptance-rules.md).
      acceptance_rules: { type: 'string' },
      // Slot limits (docs/product/slot-limits.md).
      slot_arrivals: { type: 'integer' },
      slot_minutes: { type: 'integer' },
      slot_per_day: { type: 'integer' },
      ...timestamps,
    },
    relations: {
      category: { kind: 'toOne', target: 'categories', column: 'category_id' },
    },
  },
  users: {
    name: 'users',
    table: 'users',
    attributes: {
      username: { type: 'string' },
      email: { type: 'string' },
      provider: { type: 'string' },
      confirmed: { type: 'boolean' },
      blocked: { type: 'boolean' },
      name: { type: 'string' },
      licenceNumber: { type: 'string' },
      callSign: { type: 'string' },
      password_hash: { type: 'string', private: true },
      token_version: { type: 'integer', private: true },
      ...timestamps,
    },
    relations: {
      clubOwner: club('clubOwner_id'),
    },
  },
  aircrafts: {
    name: 'aircrafts',
    table: 'aircrafts',
    attributes: {
      name: { type: 'string' },
      category: { type: 'string' },
      mtow: { type: 'decimal' },
      ...timestamps,
    },
    relations: {},
  },
  categories: {
    name: 'categories',
    table: 'categories',
    attributes: { name: { type: 'string' }, ...timestamps },
    relations: {},
  },
  services: {
    name: 'services',
    table: 'services',
    attributes: {
      name: { type: 'string' },
      icon: { type: 'string' },
      price: { type: 'decimal' },
      active: { type: 'boolean' },
      ...timestamps,
    },
    relations: {},
  },
  'club-services': {
    name: 'club-services',
    table: 'club_services',
    attributes: { price: { type: 'decimal' }, ...timestamps },
    relations: {
      club: club(),
      service: { kind: 'toOne', target: 'services', column: 'service_id' },
    },
  },
  schedules: {
    name: 'schedules',
    table: 'schedules',
    attributes: {
      day_index: { type: 'integer' },
      day: { type: 'string' },
      open: { type: 'time' },
      close: { type: 'time' },
      ...timestamps,
    },
    relations: { club: club() },
  },
  closures: {
    name: 'closures',
    table: 'closures',
    attributes: {
      from_date: { type: 'date' },
      to_date: { type: 'date' },
      note: { type: 'string' },
      ...timestamps,
    },
    relations: { club: club() },
  },
  mtows: {
    name: 'mtows',
    table: 'mtows',
    attributes: {
      weight1: { type: 'integer' },
      weight2: { type: 'integer' },
      priceLand: { type: 'decimal' },
      priceTouchGo: { type: 'decimal' },
      ...timestamps,
    },
    relations: { club: club() },
  },
};

/** Fields of a club that anyone may see when it is another club (a landing's origin). */
export const PUBLIC_CLUB_FIELDS: ReadonlySet<string> = new Set(['name1', 'name2', 'createdAt', 'updatedAt']);

/** Fields of a pilot that a club sees on its landings and in its pilot list (ADR 0007). */
export const PILOT_FIELDS: ReadonlySet<string> = new Set([
  'username',
  'name',
  'email',
  'licenceNumber',
  'callSign',
]);

/**
 * What a filter may name on a collection reached through another one's relation, besides `id`:
 * a landing's origin may be another club, and a landing's user is a person whose details a filter
 * must not probe (ADR 0003, 0007). Neither may be filtered through its own relations.
 */
export const FILTERABLE_THROUGH_RELATION: Partial<Record<CollectionName, ReadonlySet<string>>> = {
  clubs: PUBLIC_CLUB_FIELDS,
  users: new Set(),
};
