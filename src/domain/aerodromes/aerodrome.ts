// The world's aerodromes as the desk and the pilot's page read them (docs/product/aerodromes.md):
// OurAirports' data, looked up by ICAO code or name on our server. What a found aerodrome fills
// in a club's details, and how a typed search is compared, are pure and live here.

/** One line of "From"'s suggestions. */
export interface AerodromeSuggestion {
  icao: string;
  name: string;
  city: string | null;
  /** ISO 3166-1 alpha-2, 'PT'. */
  country: string;
}

export interface AerodromeRunway {
  /** '03/21' when its ends are known, else null. */
  designator: string | null;
  lengthM: number;
  widthM: number;
  /** OurAirports' word: 'asphalt', 'grass', … or 'unknown'. */
  surface: string;
  lighted: boolean;
}

export interface Aerodrome extends AerodromeSuggestion {
  lat: number;
  long: number;
  elevationFt: number;
  /** The longest first. */
  runways: AerodromeRunway[];
}

/** An ICAO location indicator: four letters or digits, as OurAirports keeps local ones too ('LP77'). */
export const ICAO_PATTERN = /^[A-Z0-9]{4}$/;

export const normaliseIcao = (typed: string): string => typed.trim().toUpperCase();

/** Case and accents aside, so "aerodromo" finds "Aeródromo". */
export const searchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The suggestion that is the aerodrome of the code typed, if one is. */
export function suggestionOf<T extends AerodromeSuggestion>(typed: string, found: readonly T[]): T | null {
  const code = normaliseIcao(typed);
  return found.find((aerodrome) => aerodrome.icao === code) ?? null;
}

/**
 * The code typed, when the data's answer to it found nothing at all: it is kept as typed, and the
 * field says so. A name being typed ("Faro") finds aerodromes, so it is never flagged.
 */
export function unknownCode(
  typed: string,
  answer: { found: readonly AerodromeSuggestion[]; answered: string | null },
): string | null {
  const query = typed.trim();
  const code = normaliseIcao(query);
  return ICAO_PATTERN.test(code) && answer.answered === query && answer.found.length === 0 ? code : null;
}

const FEET_IN_METRES = 0.3048;
export const feetToMetres = (feet: number): number => Math.round(feet * FEET_IN_METRES);

/**
 * What a found aerodrome fills in a club's details, as the forms hold them (text): its position,
 * elevation in feet, and its longest runway's length in metres and designator.
 */
export function clubFieldsOf(aerodrome: Aerodrome): {
  lat: string;
  long: string;
  altitude: string;
  length: string;
  direction: string;
} {
  const runway = aerodrome.runways[0];
  return {
    lat: String(aerodrome.lat),
    long: String(aerodrome.long),
    altitude: String(aerodrome.elevationFt),
    length: runway ? String(runway.lengthM) : '',
    direction: runway?.designator ?? '',
  };
}
