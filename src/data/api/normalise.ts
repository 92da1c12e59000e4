// Typed entities from flattened Strapi records. Every loaded record goes through one of these so
// screens and the mirror see one shape: numbers as numbers, 0/1 and 'true' as booleans, absent
// fields as null, relations as flat objects (or null / []). A landing goes through its read schema
// (landing-read-schema.ts), which refuses what does not fit rather than reading it as something else.

import type {
  Aircraft,
  Category,
  Club,
  ClubRef,
  ClubService,
  Landing,
  Mtow,
  Schedule,
  Service,
  User,
} from '@/domain/wire/entities';
import { landingReadSchema, readLanding } from '@/domain/wire/landing-read-schema';
import { type FlatRecord, UnexpectedShapeError } from './strapi';

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(rec: Rec, key: string): string | null {
  const value = rec[key];
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : String(value);
}

export function num(rec: Rec, key: string): number | null {
  const value = rec[key];
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** true/false/null: SQLite's 0/1 and strings are tolerated; anything else is undecided (null). */
export function bool(rec: Rec, key: string): boolean | null {
  const value = rec[key];
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

function rel(rec: Rec, key: string): Rec | null {
  const value = rec[key];
  return isRecord(value) ? value : null;
}

function id(rec: Rec): number {
  return Number(rec.id);
}

export function toCategory(rec: Rec): Category {
  return { id: id(rec), name: str(rec, 'name') ?? '' };
}

export function toClubRef(rec: Rec): ClubRef {
  return { id: id(rec), name1: str(rec, 'name1') ?? '', name2: str(rec, 'name2') };
}

export function toClub(rec: Rec): Club {
  const category = rel(rec, 'category');
  return {
    ...toClubRef(rec),
    address: str(rec, 'address'),
    nif: str(rec, 'nif'),
    contact_name: str(rec, 'contact_name'),
    phone: str(rec, 'phone'),
    email: str(rec, 'email'),
    stripeEmail: str(rec, 'stripeEmail'),
    vat_rate: num(rec, 'vat_rate'),
    category: category ? toCategory(category) : null,
    direction: str(rec, 'direction'),
    lat: num(rec, 'lat'),
    long: num(rec, 'long'),
    helipad_latitude: num(rec, 'helipad_latitude'),
    helipad_longitude: num(rec, 'helipad_longitude'),
    altitude: num(rec, 'altitude'),
    length: num(rec, 'length'),
    weight: num(rec, 'weight'),
    request: bool(rec, 'request') ?? false,
    home_base_discount: num(rec, 'home_base_discount'),
    price_land: num(rec, 'price_land'),
    price_touch: num(rec, 'price_touch'),
    price_park: num(rec, 'price_park'),
    price_park_twin: num(rec, 'price_park_twin'),
    price_park_bizz: num(rec, 'price_park_bizz'),
    price_park_heli: num(rec, 'price_park_heli'),
    hours_free_park: num(rec, 'hours_free_park'),
    slug: str(rec, 'slug'),
    // Only our server keeps it: a plain Strapi's club has none, and the desk uses the default.
    overdue_minutes: num(rec, 'overdue_minutes'),
    clock: str(rec, 'clock'),
    acceptance_rules: str(rec, 'acceptance_rules'),
    slot_arrivals: num(rec, 'slot_arrivals'),
    slot_minutes: num(rec, 'slot_minutes'),
    slot_per_day: num(rec, 'slot_per_day'),
    createdAt: str(rec, 'createdAt') ?? '',
    updatedAt: str(rec, 'updatedAt') ?? '',
  };
}

export function toUser(rec: Rec): User {
  return {
    id: id(rec),
    username: str(rec, 'username') ?? '',
    email: str(rec, 'email') ?? '',
    name: str(rec, 'name'),
    licenceNumber: str(rec, 'licenceNumber'),
    callSign: str(rec, 'callSign'),
  };
}

/** An MTOW of 0 or less says none was given. */
const positiveOrNull = (kg: number | null): number | null => (kg !== null && kg > 0 ? kg : null);

export function toAircraft(rec: Rec): Aircraft {
  return {
    id: id(rec),
    name: str(rec, 'name') ?? '',
    category: str(rec, 'category') ?? '',
    mtow: positiveOrNull(num(rec, 'mtow')),
  };
}

export function toService(rec: Rec): Service {
  return {
    id: id(rec),
    name: str(rec, 'name') ?? '',
    icon: iconUrl(rec.icon),
    price: num(rec, 'price'),
    active: bool(rec, 'active') ?? true,
  };
}

/** `icon` is a URL string on our server and a populated media relation on a real Strapi. */
function iconUrl(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.url === 'string') return value.url;
  return null;
}

export function toClubService(rec: Rec): ClubService {
  const service = rel(rec, 'service');
  return { id: id(rec), price: num(rec, 'price') ?? 0, service: service ? toService(service) : null };
}

export function toSchedule(rec: Rec): Schedule {
  return {
    id: id(rec),
    day_index: num(rec, 'day_index') ?? 0,
    day: str(rec, 'day') ?? '',
    open: str(rec, 'open') ?? '',
    close: str(rec, 'close') ?? '',
  };
}

export function toMtow(rec: Rec): Mtow {
  return {
    id: id(rec),
    weight1: num(rec, 'weight1') ?? 0,
    weight2: num(rec, 'weight2') ?? 0,
    priceLand: num(rec, 'priceLand') ?? 0,
    priceTouchGo: num(rec, 'priceTouchGo') ?? 0,
  };
}

/** Built once: the landing read schema with this module's relation readers. */
const landingRead = landingReadSchema({
  clubRef: toClubRef,
  aircraft: toAircraft,
  user: toUser,
  clubService: toClubService,
});

/**
 * A landing as the schema reads it. One that does not fit is refused, never read as something else: a
 * list, a pull or an answer holding it fails whole, and the mirror keeps what it had (docs/decisions/0034).
 */
export function toLanding(rec: FlatRecord): Landing {
  const read = readLanding(landingRead, rec);
  if ('refusal' in read) throw new UnexpectedShapeError(read.refusal);
  return read.landing;
}
