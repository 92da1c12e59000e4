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
  /** The origin's name: the known club's, a typed code's from the aerodrome data, or typed text. */
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

/**
 * The aircraft's registration and type from a landing's stored fields: what was typed on the request
 * or radio call first, else what the aircraft record's name holds ('Tecnam P2002 CS-AAJ'). The
 * server's mails, receipts and payment pages name a known aircraft by the same rule as the desk.
 */
export function aircraftNames(
  typed: { registration?: string | null; aircraftType?: string | null },
  recordName: string | null | undefined,
): Pick<LandingIdentity, 'registration' | 'type'> {
  const record = recordName ? splitRecordName(recordName) : null;
  return {
    registration: clean(typed.registration)?.toUpperCase() ?? record?.registration ?? null,
    type: record?.type ?? clean(typed.aircraftType),
  };
}

/** An aerodrome's name by its ICAO code, as far as the desk has learnt it (docs/product/aerodromes.md). */
export type AerodromeNameOf = (code: string) => string | null;

/** No aerodrome names known: an origin typed as a code stays a code. */
export const noAerodromeNames: AerodromeNameOf = () => null;

/** The origin typed as an ICAO code with no known club behind it, upper-cased; else null. */
export function typedOriginCode(landing: Pick<Identified, 'from' | 'origin'>): string | null {
  const typed = clean(landing.origin);
  return landing.from || typed === null || !ICAO_CODE.test(typed) ? null : typed.toUpperCase();
}

/**
 * Who and what a landing is, as the desk shows it. `nameOf` names an origin typed as a code (stored
 * as the code: the name is the aerodrome data's, learnt by the device).
 */
export function landingIdentity(
  landing: Identified,
  nameOf: AerodromeNameOf = noAerodromeNames,
): LandingIdentity {
  const from = landing.from;
  const code = typedOriginCode(landing);
  return {
    ...aircraftNames(landing, landing.aircraft?.name),
    mtowKg: landing.aircraft?.mtow ?? null,
    originCode: from ? clean(from.name2) : code,
    originName: from ? clean(from.name1) : code ? nameOf(code) : clean(landing.origin),
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
