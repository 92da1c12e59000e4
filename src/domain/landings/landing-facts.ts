// How a landing is classified and labelled (docs/product.md#landing-states). `permission` is tri-state:
// null means nobody has decided yet, so "pending request" and "rejected" are not each other's
// negation, and a landing's list is decided by status and permission together.

import { landingInstant } from '../time/instants';
import {
  type Aircraft,
  type ClubService,
  type Landing,
  type PaymentStatus,
  TOUCH_AND_GO,
} from '../wire/entities';
import { aircraftHeadline, type Identified, landingIdentity, originHeadline } from './landing-identity';
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

/** Denied, whatever its status. */
export function isRejected(landing: Pick<Landing, 'permission'>): boolean {
  return landing.permission === false;
}

/** The PURPOSE column: only touch-and-go training is told apart. */
export function purposeLabel(landingPurpose: string | null | undefined): string {
  return landingPurpose === TOUCH_AND_GO ? 'Touch & Go' : 'Landing';
}

/** History's Mission detail: the purpose as stored, or 'Landing' when there is none. */
export function missionLabel(landingPurpose: string | null | undefined): string {
  return landingPurpose?.trim() ? landingPurpose : 'Landing';
}

/** History's STATUS for a request its pilot cancelled: there is nothing to pay. */
export const CANCELLED_LABEL = 'CANCELLED';

/** The history STATUS select's labels for each stored payment status. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  Paid: 'PAID',
  Pending: 'MISSING PAYMENT',
  Captive: 'CAPTIVE',
};

type Dated = Pick<Landing, 'permission' | 'date' | 'time'> & Partial<Pick<Landing, 'status'>>;

/** Cancelled and no-show landings are never billed (docs/product/movement-log.md, States). */
export function isNeverBilled(landing: Partial<Pick<Landing, 'status'>>): boolean {
  return landing.status === 'cancelled' || landing.status === 'no_show';
}

/**
 * Permitted, neither cancelled nor a no-show, and due at or before `now` (date and time read as
 * UTC). A row with an unreadable date or time is never past: it must not inflate the totals.
 */
export function isPastPermitted(landing: Dated, now: Date): boolean {
  if (landing.permission !== true || isNeverBilled(landing)) return false;
  const at = landingInstant(landing.date, landing.time).getTime();
  return !Number.isNaN(at) && at <= now.getTime();
}

export interface HistoryTotals {
  totalLandings: number;
  income: number;
}

/**
 * Permitted landings due by `now`, counted, and all their fees summed. Not History's tiles: those
 * (INCOME as what was paid, BILLED, OUTSTANDING) are history-books.ts.
 */
export function historyTotals(
  landings: readonly (Dated & Pick<Landing, 'price'>)[],
  now: Date,
): HistoryTotals {
  let totalLandings = 0;
  let cents = 0;
  for (const landing of landings) {
    if (!isPastPermitted(landing, now)) continue;
    totalLandings += 1;
    // Sum in whole cents so a hundred €0.10 fees make exactly €10.00.
    const price = landing.price ?? 0;
    cents += Number.isFinite(price) ? Math.round(price * 100) : 0;
  }
  return { totalLandings, income: cents / 100 };
}

/** Rows show a helicopter icon for rotary aircraft and a plane for everything else. */
export function isHelicopter(aircraft: Pick<Aircraft, 'category'> | null | undefined): boolean {
  return aircraft?.category.trim().toLowerCase() === 'helicopter';
}

/**
 * Expanded rows' Services: names comma-separated, or ' -- ' when none (docs/product.md#aircraft-movements).
 */
export function servicesLabel(clubServices: readonly ClubService[] | null | undefined): string {
  const names = (clubServices ?? [])
    .map((clubService) => clubService.service?.name.trim() ?? '')
    .filter((name) => name !== '');
  return names.length > 0 ? names.join(', ') : ' -- ';
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

/** FROM: the origin club's name and ICAO code, else the aerodrome a pilot or the radio gave. */
export function originLabel(landing: Labelled): string | null {
  return originHeadline(landingIdentity(landing));
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
