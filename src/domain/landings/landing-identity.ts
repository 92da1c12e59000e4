// Which names a landing's aircraft, origin and pilot go by, wherever the desk shows or exports
// them (docs/product/movement-log.md, "The books: History and the CSV"). One rule, so a visitor
// (a radio call or a pilot's request with no aircraft record) keeps its typed registration, type
// and origin on Movements, History, the CSV and the Changes panel alike.

import type { Landing } from '../wire/entities';
import { aircraftTypeOf } from './aircraft-types';

export type Identified = Pick<Landing, 'aircraft' | 'from' | 'user'> &
  Partial<Pick<Landing, 'registration' | 'aircraftType' | 'origin'>>;

export interface LandingIdentity {
  /** 'CS-AAD': typed on the request or radio call, else read off the aircraft record's name. */
  registration: string | null;
  /** 'Beechcraft Baron': the record's name without its registration, else the typed type. */
  type: string | null;
  /** Maximum take-off mass in kg, known only from an aircraft record. */
  mtowKg: number | null;
  /** The origin's ICAO code: the known club's, or a typed origin that is a four-letter code. */
  originCode: string | null;
  /** The origin's name: the known club's, or a typed origin that is not a code. */
  originName: string | null;
  /** The pilot's own call sign (their account's), never the aircraft's registration. */
  pilotCallSign: string | null;
}

const ICAO_CODE = /^[A-Z]{4}$/i;

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : null;
};

/** 'Cessna 172 CS-AAA' → { type: 'Cessna 172', registration: 'CS-AAA' }; no registration → null. */
function splitRecordName(name: string): { type: string | null; registration: string | null } {
  const whole = clean(name);
  if (whole === null) return { type: null, registration: null };
  const type = aircraftTypeOf(whole);
  const registration = clean(whole.slice(type.length));
  return { type, registration };
}

export function landingIdentity(landing: Identified): LandingIdentity {
  const record = landing.aircraft ? splitRecordName(landing.aircraft.name) : null;
  const typedOrigin = clean(landing.origin);
  const from = landing.from;
  const typedIsCode = typedOrigin !== null && ICAO_CODE.test(typedOrigin);
  return {
    registration: clean(landing.registration)?.toUpperCase() ?? record?.registration ?? null,
    type: record?.type ?? clean(landing.aircraftType),
    mtowKg: landing.aircraft?.mtow ?? null,
    originCode: from ? clean(from.name2) : typedIsCode ? typedOrigin.toUpperCase() : null,
    originName: from ? clean(from.name1) : typedIsCode ? null : typedOrigin,
    pilotCallSign: clean(landing.user?.callSign),
  };
}

/** The aircraft in one line, registration first: 'CS-AAD · Beechcraft Baron', or null if nothing is known. */
export function aircraftHeadline(identity: Pick<LandingIdentity, 'registration' | 'type'>): string | null {
  const { registration, type } = identity;
  if (registration && type) return `${registration} · ${type}`;
  return registration ?? type;
}

/** The origin in one line: 'Evora (LPEV)', 'LPCS', 'Lands End', or null. */
export function originHeadline(identity: Pick<LandingIdentity, 'originCode' | 'originName'>): string | null {
  const { originCode, originName } = identity;
  if (originCode && originName) return `${originName} (${originCode})`;
  return originName ?? originCode;
}
