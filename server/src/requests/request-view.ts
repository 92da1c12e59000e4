// A stored request as its pilot sees it (the status page) and as its mails tell it: built from the
// joined row of repositories/pilot-requests.ts, nothing private of the club in either.
import { isNotFlown } from '@/domain/books/not-flown';
import { billedCents } from '@/domain/fees/landing-fee';
import { isRefundedOnline } from '@/domain/fees/paid-by';
import { pilotPayment } from '@/domain/fees/pilot-payment';
import { aircraftNames } from '@/domain/landings/landing-identity';
import { parsePassengers } from '@/domain/landings/passengers';
import { canCancel, owesNoFee, pilotStatusOf } from '@/domain/pilot-requests/request-status';
import { type ClubClock, clockZone, clubClockOf } from '@/domain/time/club-clock';
import { storedOnClock, wallClock } from '@/domain/time/instants';
import { toInputTime } from '@/domain/time/time-of-day';
import type { LandingStatus } from '@/domain/wire/entities';
import type { PublicRequestStatus } from '@/domain/wire/pilot-request-wire';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locale';
import type { RequestFacts } from '../mail/messages';
import type { RequestViewRow } from '../repositories/pilot-requests';

/** An ISO instant's time of day on a zone's clock, e.g. '11:00'. */
const timeOn = (iso: string | null, zone: string): string | null =>
  iso ? (wallClock(iso, zone)?.time ?? null) : null;

/**
 * The request's date and ETA as its club's clock shows them (ADR 0027): the stored UTC values
 * converted, or as stored when unreadable.
 */
function dueOnClock(row: RequestViewRow): { clock: ClubClock; date: string; eta: string } {
  const clock = clubClockOf({ clock: row.clubClock });
  const shown = storedOnClock(row.date, row.time, clockZone(clock));
  return { clock, date: shown?.date ?? row.date, eta: shown?.time ?? toInputTime(row.time) };
}

/** When it arrived (its ATA) on the club's clock; null until it has, or when unreadable. */
function arrivedOnClock(row: RequestViewRow, clock: ClubClock): { date: string; eta: string } | null {
  const shown = row.ata ? wallClock(row.ata, clockZone(clock)) : null;
  return shown ? { date: shown.date, eta: shown.time } : null;
}

/** The landing's status and tri-state permission, as the shared rules read them. */
export function decidedState(row: Pick<RequestViewRow, 'status' | 'permission'>) {
  return {
    status: row.status as LandingStatus,
    permission: row.permission === null ? null : row.permission === 1,
  };
}

/** The pilot as typed for this request: first on board (ADR 0030), never an account's name. */
const namedPilot = (row: RequestViewRow): string | null =>
  parsePassengers(row.passengers_on_board)[0] ?? null;

function pilotName(row: RequestViewRow): string {
  return namedPilot(row) ?? 'pilot';
}

// A known aircraft's record name holds its type and registration ('Tecnam P2002 CS-AAJ').
const namesOf = (row: RequestViewRow) => aircraftNames(row, row.aircraftName);

const namedAircraft = (row: RequestViewRow): string | null => namesOf(row).type;

const registrationOf = (row: RequestViewRow): string => namesOf(row).registration ?? '';

const aircraftOf = (row: RequestViewRow): string => namedAircraft(row) ?? 'Unknown aircraft';

/** What the landing is billed, in euros: a fee set by hand wins; null while it is to be priced. */
function billedEuros(row: RequestViewRow): number | null {
  const cents = billedCents(row);
  return cents === null ? null : cents / 100;
}

/** The language every mail to the pilot about this request is written in: its page's. */
export const requestLocale = (row: Pick<RequestViewRow, 'locale'>): Locale =>
  isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;

/**
 * Where the pilot's mails go: the address typed on the request or at the desk, else that of the pilot
 * account the desk linked the landing to, the registered pilot's own, which the desk shows as the
 * pilot's email (docs/decisions/0030: a request links no account, so this never reaches a stranger).
 */
const pilotAddress = (row: RequestViewRow): string | null => row.email || row.accountEmail || null;

/** The mails' facts; null when the landing has no address to write to. */
export function requestFacts(row: RequestViewRow): RequestFacts | null {
  const pilotEmail = pilotAddress(row);
  if (!pilotEmail) return null;
  const due = dueOnClock(row);
  return {
    clubName: row.clubName,
    clubEmail: row.clubEmail,
    clubPhone: row.clubPhone,
    registration: registrationOf(row),
    aircraft: namedAircraft(row),
    aircraftTyped: row.aircraftName === null && row.aircraftType !== null,
    ...due,
    arrived: arrivedOnClock(row, due.clock),
    landingPurpose: row.landingPurpose,
    pilotName: namedPilot(row),
    pilotEmail,
    confirmed: row.confirmed_at !== null,
    ppr: row.ppr,
    price: billedEuros(row),
    owesNothing: owesNoFee(pilotStatusOf(decidedState(row)), row.paymentStatus === 'Paid'),
    refunding: isRefundedOnline(row),
    outsideHours: row.outsideHours === 1,
    reason: row.reason,
  };
}

/**
 * The request as its status page shows it. `payments`: this server takes fees online (Stripe is set
 * up); PAY is offered when the club's own account can take charges too.
 */
export function statusBody(
  row: RequestViewRow,
  services: { name: string; price: number }[],
  payments: boolean,
): PublicRequestStatus {
  const state = decidedState(row);
  const origin = row.originName
    ? row.originIcao
      ? `${row.originName} (${row.originIcao})`
      : row.originName
    : null;
  const due = dueOnClock(row);
  return {
    status: pilotStatusOf(state),
    clock: due.clock,
    ppr: row.ppr,
    canCancel: canCancel(state),
    reason: row.reason,
    airfield: { slug: row.clubSlug, name1: row.clubName, name2: row.clubIcao },
    request: {
      registration: registrationOf(row),
      aircraft: aircraftOf(row),
      origin: origin ?? row.origin ?? 'N/A',
      date: due.date,
      eta: due.eta,
      etd: timeOn(row.etd, clockZone(due.clock)),
      // The page says it in its language.
      purpose: row.landingPurpose ?? 'landing',
      pilotName: pilotName(row),
      // The pilot is listed first on board; the page shows the others.
      passengers: parsePassengers(row.passengers_on_board).slice(1),
      services,
      notes: row.notes,
      outsideHours: row.outsideHours === 1,
    },
    fee: billedEuros(row),
    payment: pilotPayment({ ...row, ...state }, services, payments && row.clubTakesPayments === 1),
    // A landing that never flew is never billed: no receipt (receipt-service.ts).
    receipt: row.paymentStatus === 'Paid' && !isNotFlown(row),
  };
}
