// The aircraft types a pilot may pick on the request page (ADR 0009, docs/decisions/0021): the
// shared catalogue names airplanes ('Cessna 172 CS-AAA'), a pilot names a type ('Cessna 172').
// One rule for the page's estimate and the server's price, so both find the same MTOW.

export interface CatalogueAircraft {
  name: string;
  category: string;
  mtow: number;
}

/** What a catalogue type prices a request by: its name without a registration, category and MTOW. */
export type AircraftType = CatalogueAircraft;

/**
 * A registration at the end of a name: a country prefix, a hyphen and letters (CS-AAA, D-EABC,
 * 9H-ABC) or a US N-number. 'PA-28' and '172' are model names, not registrations.
 */
const TRAILING_REGISTRATION = /\s+(?:[A-Z0-9]{1,2}-[A-Z]{2,5}|N[1-9][0-9]{0,4}[A-Z]{0,2})$/i;

/** 'Cessna 172 CS-AAA' → 'Cessna 172'; a name without a registration stays as it is. */
export function aircraftTypeOf(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const type = trimmed.replace(TRAILING_REGISTRATION, '');
  return type === '' ? trimmed : type;
}

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The catalogue's types, one per name, sorted: several airplanes of a type give one, priced at
 * the heaviest of them (a pilot is never quoted less than the desk may ask).
 */
export function aircraftTypes(catalogue: readonly CatalogueAircraft[]): AircraftType[] {
  const types = new Map<string, AircraftType>();
  for (const aircraft of catalogue) {
    const name = aircraftTypeOf(aircraft.name);
    const known = types.get(key(name));
    if (!known || aircraft.mtow > known.mtow)
      types.set(key(name), { name, category: aircraft.category, mtow: aircraft.mtow });
  }
  return [...types.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * The type a pilot's words name, ignoring case and spaces: a type's name, or a type followed by a
 * registration ('Cessna 172 CS-PWA', or a catalogue airplane's whole name). Null when none does.
 */
export function findAircraftType(typed: string, types: readonly AircraftType[]): AircraftType | null {
  const wanted = key(typed);
  if (wanted === '') return null;
  const byName = (name: string) => types.find((type) => key(type.name) === name) ?? null;
  return byName(wanted) ?? byName(key(aircraftTypeOf(typed)));
}
