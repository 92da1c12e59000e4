// What the public request page may read of a club (ADR 0009): its names, runway, hours, closure
// dates, services, weight bands, parking rates and slot limits, and the aircraft catalogue. Never
// its tax number, contact, phone, emails or anything of its landings.
import type { Db } from '../db/database';

export interface PublicClubRow {
  id: number;
  slug: string | null;
  name1: string;
  name2: string | null;
  runway: string | null;
  direction: string | null;
  length: number | null;
  altitude: number | null;
  weight: number | null;
  request: number;
  /** 'utc' or 'local' (ADR 0027). */
  clock: string;
  price_park: number | null;
  price_park_twin: number | null;
  price_park_bizz: number | null;
  price_park_heli: number | null;
  hours_free_park: number | null;
  /** Slot limits (docs/product/slot-limits.md): public, the page lists the free times they leave. */
  slot_arrivals: number | null;
  slot_minutes: number | null;
  slot_per_day: number | null;
}

export function findPublicClub(db: Db, slug: string): Promise<PublicClubRow | undefined> {
  return (
    db
      .selectFrom('clubs')
      .leftJoin('categories', 'categories.id', 'clubs.category_id')
      .select([
        'clubs.id',
        'clubs.name1',
        'clubs.name2',
        'categories.name as runway',
        'clubs.direction',
        'clubs.length',
        'clubs.altitude',
        'clubs.weight',
        'clubs.request',
        'clubs.clock',
        'clubs.price_park',
        'clubs.price_park_twin',
        'clubs.price_park_bizz',
        'clubs.price_park_heli',
        'clubs.hours_free_park',
        'clubs.slot_arrivals',
        'clubs.slot_minutes',
        'clubs.slot_per_day',
        'clubs.slug',
      ])
      // Its address now, or one it had (migration 023): the caller sends the pilot on to the new one.
      .where((eb) =>
        eb.or([
          eb('clubs.slug', '=', slug),
          eb(
            'clubs.id',
            'in',
            eb.selectFrom('club_old_slugs').select('club_id').where('club_old_slugs.slug', '=', slug),
          ),
        ]),
      )
      .executeTakeFirst()
  );
}

export function clubHours(db: Db, clubId: number) {
  return db
    .selectFrom('schedules')
    .select(['day_index', 'open', 'close'])
    .where('club_id', '=', clubId)
    .orderBy('day_index')
    .execute();
}

/**
 * The club's closure dates not over on `today` ('yyyy-MM-dd'), the soonest first: the page lists
 * them and a request on one of them is refused (docs/product/movement-log.md, "Closure dates").
 */
export function clubClosures(db: Db, clubId: number, today: string) {
  return db
    .selectFrom('closures')
    .select(['id', 'from_date as from', 'to_date as to', 'note'])
    .where('club_id', '=', clubId)
    .where('to_date', '>=', today)
    .orderBy('from_date')
    .orderBy('to_date')
    .execute();
}

/** The club's services with their names: the id is the club-service id a request names. */
export function clubServicesWithNames(db: Db, clubId: number) {
  return db
    .selectFrom('club_services')
    .innerJoin('services', 'services.id', 'club_services.service_id')
    .select(['club_services.id', 'services.name', 'club_services.price'])
    .where('club_services.club_id', '=', clubId)
    .where('club_services.removed_at', 'is', null)
    .orderBy('services.name')
    .execute();
}

export function aircraftCatalogue(db: Db) {
  return db.selectFrom('aircrafts').select(['id', 'name', 'category', 'mtow']).orderBy('name').execute();
}

/** The catalogue aircraft a typed type names, ignoring case and surrounding spaces. */
export function findAircraftByName(db: Db, name: string) {
  return db
    .selectFrom('aircrafts')
    .select(['id', 'name', 'category', 'mtow'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
    .executeTakeFirst();
}

/** A club a typed departure aerodrome names: its ICAO code (name2) or its full name. */
export function findOriginClub(db: Db, typed: string) {
  const lowered = typed.trim().toLowerCase();
  return db
    .selectFrom('clubs')
    .select(['id', 'name1', 'name2'])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['name2']), '=', lowered), eb(eb.fn('lower', ['name1']), '=', lowered)]),
    )
    .orderBy('id')
    .executeTakeFirst();
}
