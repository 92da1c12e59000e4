// The world's aerodromes on our server (docs/product/aerodromes.md): suggestions for what was
// typed, and one by its ICAO code for the club's own details. Public calls, no token; every answer
// normalised before use.
import type { Aerodrome, AerodromeRunway, AerodromeSuggestion } from '@/domain/aerodromes/aerodrome';
import { isApiError } from './api-errors';
import type { ApiClient } from './client';
import { UnexpectedShapeError } from './strapi';

type Rec = Record<string, unknown>;
const isRec = (value: unknown): value is Rec => typeof value === 'object' && value !== null;
const text = (rec: Rec, key: string): string | null =>
  typeof rec[key] === 'string' ? (rec[key] as string) : null;
const number = (rec: Rec, key: string): number | null =>
  typeof rec[key] === 'number' && Number.isFinite(rec[key]) ? (rec[key] as number) : null;

function toRunway(rec: Rec): AerodromeRunway {
  return {
    designator: text(rec, 'designator'),
    lengthM: number(rec, 'lengthM') ?? 0,
    widthM: number(rec, 'widthM') ?? 0,
    surface: text(rec, 'surface') ?? 'unknown',
    lighted: rec.lighted === true,
  };
}

function toSuggestion(rec: Rec): AerodromeSuggestion | null {
  const icao = text(rec, 'icao');
  const name = text(rec, 'name');
  return icao && name ? { icao, name, city: text(rec, 'city'), country: text(rec, 'country') ?? '' } : null;
}

/** Up to eight aerodromes for a code or a name; a suggestion that is not one is left out. */
export async function searchAerodromes(
  api: ApiClient,
  typed: string,
  signal?: AbortSignal,
): Promise<AerodromeSuggestion[]> {
  const body = await api.get('public/aerodromes', {
    auth: false,
    query: `q=${encodeURIComponent(typed)}`,
    ...(signal ? { signal } : {}),
  });
  const data = isRec(body) && Array.isArray(body.data) ? body.data : [];
  return data.filter(isRec).flatMap((rec) => toSuggestion(rec) ?? []);
}

export function toAerodrome(data: unknown): Aerodrome {
  if (!isRec(data)) throw new UnexpectedShapeError('The aerodrome answer has no aerodrome');
  const icao = text(data, 'icao');
  const name = text(data, 'name');
  const lat = number(data, 'lat');
  const long = number(data, 'long');
  if (!icao || !name || lat === null || long === null)
    throw new UnexpectedShapeError('The aerodrome answer lacks its code, name or position');
  return {
    icao,
    name,
    city: text(data, 'city'),
    country: text(data, 'country') ?? '',
    lat,
    long,
    elevationFt: number(data, 'elevationFt') ?? 0,
    runways: Array.isArray(data.runways) ? data.runways.filter(isRec).map(toRunway) : [],
  };
}

/** The aerodrome with this code, or null when the data holds none (a 404: kept as typed, never refused). */
export async function fetchAerodrome(api: ApiClient, icao: string): Promise<Aerodrome | null> {
  try {
    const body = await api.get(`public/aerodromes/${encodeURIComponent(icao)}`, { auth: false });
    return toAerodrome(isRec(body) ? body.data : null);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
