// How a landing is classified and labelled (docs/product.md#landing-states). `permission` is tri-state:
// null means nobody has decided yet, so "pending request" and "rejected" are not each other's
// negation, and a landing's list is decided by status and permission together.

import type { Aircraft, Landing } from '../wire/entities';
import { aircraftHeadline, type Identified, landingIdentity } from './landing-identity';
import { parsePassengers } from './passengers';

type Classified = Pick<Landing, 'status' | 'permission'>;

/** Awaiting the operator's decision: REJECT / ACCEPT are offered. */
export function isPendingRequest(landing: Classified): boolean {
  return landing.status === 'pending' && landing.permission === null;
}

/** Accepted and not yet arrived: the upcoming list, labelled ACCEPTED. */
export function isUpcoming(landing: Classified): boolean {
  return landing.status === 'pending' && landing.permission === true;
}

/** Arrived and on the apron: the parked list with its running timer and fee. */
export function isParked(landing: Classified): boolean {
  return landing.status === 'parked' && landing.permission === true;
}

/** Cancelled and no-show landings are never billed (docs/product/movement-log.md, States). */
export function isNeverBilled(landing: Partial<Pick<Landing, 'status'>>): boolean {
  return landing.status === 'cancelled' || landing.status === 'no_show';
}

/** Rows show a helicopter icon for rotary aircraft and a plane for everything else. */
export function isHelicopter(aircraft: Pick<Aircraft, 'category'> | null | undefined): boolean {
  return aircraft?.category.trim().toLowerCase() === 'helicopter';
}

type Labelled = Identified;

/** The aircraft's headline, registration first ('CS-AAD · Beechcraft Baron'): see landing-identity.ts. */
export function aircraftLabel(landing: Labelled): string | null {
  return aircraftHeadline(landingIdentity(landing));
}

/** CALL SIGN: the pilot's own call sign; an aircraft's registration is its headline, not this. */
export function callSignOf(landing: Labelled): string | null {
  return landingIdentity(landing).pilotCallSign;
}

/**
 * Pilot Name: the name typed for this landing, first on board (ADR 0030: each request keeps its
 * own), else the name of the pilot account it names (an older landing with no list on board).
 */
export function pilotNameOf(landing: Pick<Landing, 'user' | 'passengers_on_board'>): string | null {
  const { user } = landing;
  return parsePassengers(landing.passengers_on_board)[0] ?? user?.name ?? user?.username ?? null;
}

/** Licence: the one typed for this request, else the pilot account's (a plain Strapi keeps only that). */
export function pilotLicenceOf(
  landing: Pick<Landing, 'user'> & Partial<Pick<Landing, 'licenceNumber'>>,
): string | null {
  return landing.licenceNumber ?? landing.user?.licenceNumber ?? null;
}
