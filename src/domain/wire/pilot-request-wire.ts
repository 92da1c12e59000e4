// The answers of the public pilot endpoints under /api/public/ (ADR 0009): what the request page
// reads of an airfield and of a request. Our own shapes, wrapped in `{data}` like the rest of the API.

import type { AutoAnswer } from '../club/acceptance-rules';
import type { Closure } from '../club/closure-dates';
import type { SlotLimit } from '../club/slot-limits';
import type { ParkingRates, WeightBand } from '../fees/fee-rules';
import type { PilotPayment } from '../fees/pilot-payment';
import type { AircraftType } from '../landings/aircraft-types';
import type { PilotRequestBody } from '../pilot-requests/pilot-request';
import type { PilotStatus } from '../pilot-requests/request-status';
import type { ClubClock } from '../time/club-clock';

export const PUBLIC_API = 'public';

export interface PublicAirfield {
  slug: string;
  name1: string;
  /** ICAO code. */
  name2: string | null;
  runway: {
    type: string | null;
    direction: string | null;
    length: number | null;
    elevation: number | null;
    weightLimit: number | null;
  };
  /** Opening hours on the club's wall clock (Europe/Lisbon), day 0 = Monday: what the rules read. */
  hours: { day_index: number; open: string; close: string }[];
  /** The clock the page shows times on and asks the ETA and ETD in (ADR 0027). */
  clock: ClubClock;
  /** `hours` as that clock shows them in the coming week, 'HH:mm': what the page shows. */
  shownHours: { day_index: number; open: string; close: string }[];
  /** Closure dates not over yet, the soonest first (docs/product/movement-log.md, "Closure dates"). */
  closures: Closure[];
  /** The club's `request` setting: what happens to a request outside those hours. */
  outsideHours: 'refused' | 'flagged';
  services: { id: number; name: string; price: number }[];
  bands: WeightBand[];
  parking: ParkingRates;
  /** The catalogue's aircraft types ('Cessna 172', no registration), the suggestions, with what prices them. */
  aircraftTypes: AircraftType[];
  /** The club's slot limits (docs/product/slot-limits.md); null: none, and no free times to ask for. */
  slotLimit: SlotLimit | null;
  /** What the acceptance rules answer at once (docs/product/acceptance-rules.md); null when none is on. */
  autoAnswer: AutoAnswer | null;
}

/** GET /api/public/airfields/:slug/day?date=: what the page says of the chosen day, on the club's clock. */
export interface PublicDay {
  date: string;
  /**
   * 'HH:mm', the first free minute of each window with room; none past, none outside the askable
   * hours (docs/product/slot-limits.md); null when the airfield sets no slot limits.
   */
  free: string[] | null;
  /** That day's sunset at the airfield, 'HH:mm'; null without its coordinates. */
  sunset: string | null;
}

export interface PublicRequestStatus {
  status: PilotStatus;
  /** The clock the request's date, ETA and ETD are shown on (ADR 0027). */
  clock: ClubClock;
  /** 'PPR-2026-0042': the number the desk files the request under (docs/product/movement-log.md). */
  ppr: string | null;
  canCancel: boolean;
  /** The desk's reason with its decision. */
  reason: string | null;
  airfield: { slug: string | null; name1: string; name2: string | null };
  request: {
    registration: string;
    aircraft: string;
    origin: string;
    /** yyyy-MM-dd, HH:mm and HH:mm, on the club's clock (`clock`). */
    date: string;
    eta: string;
    etd: string | null;
    /** 'landing', 'training_touch_and_go', or another purpose the desk wrote. */
    purpose: string;
    pilotName: string;
    passengers: string[];
    services: { name: string; price: number }[];
    notes: string | null;
    outsideHours: boolean;
  };
  /** What the landing is billed in euros (a fee the desk set by hand wins); null: to be priced. */
  fee: number | null;
  /** Paying the fee online: PAY with its lines, or Paid (docs/decisions/0029). No account id. */
  payment: PilotPayment;
  /** It is Paid: its receipt can be downloaded (docs/decisions/0031). */
  receipt: boolean;
}

/**
 * What the page sends to POST /api/public/airfields/:slug/requests, checked by the shared schema
 * (pilot-request.ts). `data.locale`, 'en' or 'pt', optional, is the language the page was used in:
 * the request keeps it and every mail about it (received, accepted or rejected, cancelled) is
 * written in it. Without it the server takes the first of its languages the request's
 * Accept-Language names, else English.
 */
export interface SendRequestBody {
  data: PilotRequestBody;
}

/** What a sent request answers: the token of its status page, given this once. */
export interface SentRequest {
  token: string;
}
