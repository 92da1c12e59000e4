// The bounds of a club's fields, one table the club's schemas are built from (club-schema.ts and
// the settings records' schemas); the forms read it for the words of their messages.

/** The largest amount of money, weight or length anything of a club may hold. */
export const AMOUNT_MAX = 1_000_000;

/** The most characters each text field may hold (after trimming). */
export const CLUB_TEXT_MAX = {
  name1: 120,
  name2: 10,
  address: 300,
  nif: 30,
  contact_name: 120,
  phone: 40,
  direction: 20,
  email: 200,
  stripeEmail: 200,
} as const;

/** Each number's [smallest, largest] value. */
export const CLUB_NUMBER_RANGE = {
  lat: [-90, 90],
  long: [-180, 180],
  helipad_latitude: [-90, 90],
  helipad_longitude: [-180, 180],
  altitude: [-500, 10_000],
  // A runway of metres and a weight limit of kg, both whole: '2.500' in Portuguese is not 2.5.
  length: [1, 10_000],
  weight: [1, 600_000],
  vat_rate: [0, 100],
  home_base_discount: [0, 100],
  price_land: [0, AMOUNT_MAX],
  price_touch: [0, AMOUNT_MAX],
  price_park: [0, AMOUNT_MAX],
  price_park_twin: [0, AMOUNT_MAX],
  price_park_bizz: [0, AMOUNT_MAX],
  price_park_heli: [0, AMOUNT_MAX],
  hours_free_park: [0, 24 * 365],
} as const satisfies Record<string, readonly [number, number]>;

export type ClubTextField = keyof typeof CLUB_TEXT_MAX;
export type ClubNumberField = keyof typeof CLUB_NUMBER_RANGE;

/** The numbers kept whole: feet, metres and kilograms, where a decimal point can only be a mistake. */
export const CLUB_WHOLE_NUMBERS: ReadonlySet<ClubNumberField> = new Set(['altitude', 'length', 'weight']);

export const isClubNumberField = (key: string): key is ClubNumberField => key in CLUB_NUMBER_RANGE;
