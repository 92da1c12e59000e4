// A history row's expanded details, in SPEC §2's order and words: Mission, Aircraft, Pilot Name,
// Pilot Email, License #, Call Sign, Departure, Arrival, Park time, Flight time.
import { missionLabel, pilotNameOf } from './landings';
import { flightTime } from './time/durations';
import { DEFAULT_LOCALE, type DisplayLocale, formatZonedDateTime } from './time/format';
import type { Landing } from './types';

export interface DetailItem {
  label: string;
  value: string;
}

const NOT_KNOWN = 'N/A';

function text(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : NOT_KNOWN;
}

/** Park time as the server stored it on departure (e.g. '6h 38m'), or 'N/A'. */
export function parkTime(landing: Pick<Landing, 'time_parked'>): string {
  return text(landing.time_parked);
}

type Detailed = Pick<
  Landing,
  | 'landingPurpose'
  | 'aircraft'
  | 'user'
  | 'email'
  | 'departure'
  | 'ata'
  | 'time_parked'
  | 'passengers_on_board'
> &
  Partial<Pick<Landing, 'aircraftType' | 'etd'>>;

/** The items in order; dates, times and lengths of time written for `locale`. */
export function historyDetails(landing: Detailed, locale: DisplayLocale = DEFAULT_LOCALE): DetailItem[] {
  const { user } = landing;
  return [
    { label: 'Mission', value: missionLabel(landing.landingPurpose) },
    { label: 'Aircraft', value: text(landing.aircraft?.name ?? landing.aircraftType) },
    { label: 'Pilot Name', value: text(pilotNameOf(landing)) },
    // The address the request was filed with, else the pilot's account address.
    { label: 'Pilot Email', value: text(landing.email ?? user?.email) },
    { label: 'License #', value: text(user?.licenceNumber) },
    { label: 'Call Sign', value: text(user?.callSign) },
    { label: 'Departure', value: formatZonedDateTime(landing.departure, locale) },
    { label: 'Arrival', value: formatZonedDateTime(landing.ata, locale) },
    { label: 'Park time', value: parkTime(landing) },
    // SPEC: "departure to arrival as HH:MM:SS, or '---'". A pilot's request gives its ETD from the
    // origin, so the time in the air is real (ADR 0009); other landings keep SPEC's reading.
    { label: 'Flight time', value: flightTime(landing.etd ?? landing.departure, landing.ata, locale) },
  ];
}
