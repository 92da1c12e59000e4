// The fixed demo lists the first-start seed writes: runway types, the service catalogue, the
// clubs, pilots and aircraft. Pure data; seed.ts owns the database writes.
import type { Insertable } from 'kysely';
import type { ClubTable, MtowTable, ScheduleTable, ServiceTable, UserTable } from './schema';

type Row<T> = Omit<Insertable<T>, 'createdAt' | 'updatedAt'>;

export type ClubSeed = Omit<Row<ClubTable>, 'category_id'> & {
  /** Name of the runway type (categories.name) the club is linked to. */
  category: string;
  price_park: number;
  price_park_twin: number;
  price_park_bizz: number;
  price_park_heli: number;
  hours_free_park: number;
};
export type PersonSeed = Pick<Row<UserTable>, 'username' | 'email' | 'name' | 'licenceNumber' | 'callSign'>;
/** An owner's email lives in seed.ts, which exports it for tests and the login hint. */
export type OwnerSeed = Omit<PersonSeed, 'email'>;
export type ScheduleSeed = Omit<Row<ScheduleTable>, 'club_id'>;
export type BandSeed = Omit<Row<MtowTable>, 'club_id'>;
export type ServiceSeed = Row<ServiceTable> & { price: number };
export interface AircraftSeed {
  name: string;
  category: 'Single engine' | 'Twin engine' | 'Bizz jet' | 'Helicopter';
  mtow: number;
}

export const CATEGORIES = ['Aerodrome', 'Airstrip', 'Heliport', 'Water aerodrome'] as const;

export const SERVICES: readonly ServiceSeed[] = [
  { name: 'Fuel AVGAS 100LL', icon: '/icons/services/fuel.svg', price: 2.9, active: 1 },
  { name: 'Hangar overnight', icon: '/icons/services/hangar.svg', price: 35, active: 1 },
  { name: 'Aircraft cleaning', icon: '/icons/services/cleaning.svg', price: 40, active: 1 },
  { name: 'Catering', icon: '/icons/services/catering.svg', price: 15, active: 1 },
  { name: 'Customs handling', icon: '/icons/services/customs.svg', price: 60, active: 1 },
];

/** Which catalogue services the demo club offers, at its own price (the rest stay unlinked). */
export const DEMO_CLUB_SERVICES: readonly { service: string; price: number }[] = [
  { service: 'Hangar overnight', price: 33 },
  { service: 'Aircraft cleaning', price: 16.5 },
];

// Mirrors /work/shared/strapi-samples/user-with-club.json so the demo looks like the recorded Strapi.
export const DEMO_CLUB: ClubSeed = {
  name1: 'Example Aero Club',
  slug: 'example-aero-club',
  name2: 'LPXE',
  address: 'Rua do Aerodromo 1, 2000-000 Exemplo',
  nif: '500000000',
  contact_name: 'Club Owner',
  phone: '+351 200 000 000',
  email: 'club@example.com',
  stripeEmail: 'billing@example.com',
  vat_rate: 23,
  category: 'Aerodrome',
  direction: '09/27',
  lat: 38.7223,
  long: -9.1393,
  helipad_latitude: 38.7229,
  helipad_longitude: -9.1401,
  altitude: 120,
  length: 900,
  weight: 5700,
  request: 0,
  home_base_discount: 10,
  price_land: 15,
  price_touch: 7.5,
  price_park: 5,
  price_park_twin: 8,
  price_park_bizz: 20,
  price_park_heli: 10,
  hours_free_park: 2,
};

export const OTHER_CLUB: ClubSeed = {
  name1: 'Other Flying Club',
  slug: 'other-flying-club',
  name2: 'LPOT',
  address: 'Estrada do Campo 5, 7000-000 Outro',
  nif: '500000001',
  contact_name: 'Other Owner',
  phone: '+351 266 000 000',
  email: 'club@other.example.com',
  stripeEmail: 'billing@other.example.com',
  vat_rate: 23,
  category: 'Airstrip',
  direction: '03/21',
  lat: 38.5333,
  long: -7.8833,
  helipad_latitude: null,
  helipad_longitude: null,
  altitude: 245,
  length: 700,
  weight: 3000,
  request: 0,
  home_base_discount: 0,
  price_land: 20,
  price_touch: 10,
  price_park: 6,
  price_park_twin: 9,
  price_park_bizz: 25,
  price_park_heli: 12,
  hours_free_park: 1,
};

/**
 * Ownerless clubs that exist only as the `from` of landings, named as the aerodrome data names them,
 * so that a seeded landing from LPCS and one typed as LPCS read alike.
 */
export const ORIGIN_CLUBS: readonly Row<ClubTable>[] = [
  { name1: 'Cascais Airport', name2: 'LPCS', lat: 38.7256, long: -9.3553, request: 0 },
  { name1: 'Évora Airfield', name2: 'LPEV', lat: 38.5297, long: -7.8919, request: 0 },
  { name1: 'Aeródromo Municipal de Ponte de Sor', name2: 'LPSO', lat: 39.2115, long: -8.0578, request: 0 },
];

/** Every seeded account signs in locally, confirmed and unblocked. */
export const ACCOUNT_DEFAULTS = { provider: 'local', confirmed: 1, blocked: 0, token_version: 0 } as const;

export const DEMO_OWNER: OwnerSeed = {
  username: 'owner',
  name: 'Club Owner',
  licenceNumber: 'PT.FCL.0001',
  callSign: 'OWNER1',
};

export const OTHER_OWNER: OwnerSeed = {
  username: 'other',
  name: 'Other Owner',
  licenceNumber: 'PT.FCL.0002',
  callSign: 'OTHER1',
};

const PILOT_NAMES = [
  'Ana Ferreira',
  'Bruno Costa',
  'Carla Dias',
  'Duarte Esteves',
  'Eduarda Gomes',
  'Filipe Henriques',
  'Gonçalo Martins',
  'Helena Nunes',
  'Inês Pereira',
];

export const PILOTS: readonly PersonSeed[] = PILOT_NAMES.map((name, i) => ({
  username: `pilot${i + 1}`,
  email: `pilot${i + 1}@example.com`,
  name,
  licenceNumber: `PT.FCL.${String(101 + i).padStart(4, '0')}`,
  callSign: `CS-AB${i + 1}`,
}));

/** People who fly along; the pilot is always added first. */
export const PASSENGER_NAMES = [
  'Rita Sousa',
  'Jane Roe',
  'Tiago Lopes',
  'Marta Silva',
  'Pedro Alves',
  'Sofia Reis',
];

export const AIRCRAFT: readonly AircraftSeed[] = [
  { name: 'Cessna 172 CS-AAA', category: 'Single engine', mtow: 1111 },
  { name: 'Piper PA-28 CS-AAB', category: 'Single engine', mtow: 1157 },
  { name: 'Robin DR400 CS-AAC', category: 'Single engine', mtow: 1000 },
  { name: 'Beechcraft Baron CS-AAD', category: 'Twin engine', mtow: 2495 },
  { name: 'Piper Seneca CS-AAE', category: 'Twin engine', mtow: 2155 },
  { name: 'Cessna Citation CJ2 CS-AAF', category: 'Bizz jet', mtow: 5613 },
  { name: 'Embraer Phenom 100 CS-AAG', category: 'Bizz jet', mtow: 4800 },
  { name: 'Robinson R44 CS-HAA', category: 'Helicopter', mtow: 1134 },
  { name: 'Guimbal Cabri G2 CS-HAB', category: 'Helicopter', mtow: 700 },
  { name: 'Tecnam P2002 CS-AAJ', category: 'Single engine', mtow: 600 },
];

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Monday..Sunday; the weekend closes earlier. */
export const DEMO_SCHEDULES: readonly ScheduleSeed[] = DAYS.map((day, i) => ({
  day_index: i,
  day,
  open: i < 5 ? '09:00:00.000' : '10:00:00.000',
  close: i < 5 ? '19:00:00.000' : '17:00:00.000',
}));

export const OTHER_SCHEDULES: readonly ScheduleSeed[] = [
  { day_index: 5, day: 'sat', open: '10:00:00.000', close: '16:00:00.000' },
];

export const DEMO_BANDS: readonly BandSeed[] = [
  { weight1: 0, weight2: 1000, priceLand: 15, priceTouchGo: 7.5 },
  { weight1: 1001, weight2: 2500, priceLand: 25, priceTouchGo: 12.5 },
  { weight1: 2501, weight2: 10000, priceLand: 60, priceTouchGo: 30 },
];

export const OTHER_BANDS: readonly BandSeed[] = [
  { weight1: 0, weight2: 10000, priceLand: 20, priceTouchGo: 10 },
];

export const PURPOSES = ['training_touch_and_go', 'Tourism', 'Business', 'Training'] as const;
