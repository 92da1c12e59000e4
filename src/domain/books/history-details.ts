// A history row's expanded details, in the product's order: Mission, Registration, Aircraft (its
// type), From, Pilot Name, Pilot Email, License #, the pilot's Call Sign, Departure, Arrival, Park
// time, Flight time. Aircraft and origin go by landing-identity.ts, so a visitor keeps its own. Labels
// are catalog keys, Movements' own where the details are the same; a value is the landing's own data as
// text, or a message when the landing has none.
import { type Message, type MessageId, msg, say, type Translate } from '@/i18n/messages';
import { decidedByWords } from '../club/acceptance-rule-words';
import { servicesLabel } from '../club/catalogue-words';
import { pilotLicenceOf, pilotNameOf } from '../landings/landing-facts';
import { type AerodromeNameOf, landingIdentity, originHeadline } from '../landings/landing-identity';
import { purposeWords } from '../landings/purpose-words';
import type { NamedClock } from '../time/club-clock';
import { flightTime } from '../time/durations';
import { DEFAULT_LOCALE, type DisplayLocale, formatOnClock, formatZonedDateTime } from '../time/format';
import { parseInstant } from '../time/instants';
import type { Landing } from '../wire/entities';

export interface DetailItem {
  label: MessageId;
  /** Words in a function when they are more than one message (a list of services). */
  value: string | Message | ((t: Translate) => string);
}

/** A detail's value in the words of `t`'s language. */
export const detailWords = (t: Translate, value: DetailItem['value']): string =>
  typeof value === 'string' ? value : typeof value === 'function' ? value(t) : say(t, value);

const NOT_KNOWN = msg('common.notAvailable');

function text(value: string | null | undefined): string | Message {
  return value?.trim() ? value.trim() : NOT_KNOWN;
}

/** Park time as the server stored it on departure (e.g. '6h 38m'), or N/A. */
export function parkTime(landing: Pick<Landing, 'time_parked'>): string | Message {
  return text(landing.time_parked);
}

/** On the club's clock with its name (ADR 0027); without one, the desk's wall clock and its WET/WEST. */
function instant(iso: string | null, locale: DisplayLocale, clock?: NamedClock): string | Message {
  if (!iso || Number.isNaN(parseInstant(iso))) return NOT_KNOWN;
  return clock ? formatOnClock(iso, clock, locale) : formatZonedDateTime(iso, locale);
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
  | 'from'
> &
  Partial<
    Pick<
      Landing,
      | 'aircraftType'
      | 'etd'
      | 'registration'
      | 'origin'
      | 'licenceNumber'
      | 'decided_by_rule'
      | 'club_services'
    >
  >;

export function historyDetails(
  landing: Detailed,
  locale: DisplayLocale = DEFAULT_LOCALE,
  clock?: NamedClock,
  nameOf?: AerodromeNameOf,
): DetailItem[] {
  const { user } = landing;
  const identity = landingIdentity(landing, nameOf);
  // Accepted by an acceptance rule rather than a person (docs/product/acceptance-rules.md).
  const byRule: DetailItem[] = landing.decided_by_rule
    ? [{ label: 'movements.details.decision', value: decidedByWords(landing.decided_by_rule) }]
    : [];
  return [
    { label: 'history.details.mission', value: purposeWords(landing.landingPurpose) },
    { label: 'movements.details.registration', value: text(identity.registration) },
    { label: 'history.details.aircraft', value: text(identity.type) },
    { label: 'movements.details.from', value: text(originHeadline(identity)) },
    { label: 'movements.details.pilotName', value: text(pilotNameOf(landing)) },
    // The address the request was filed with, else the pilot's account address.
    { label: 'movements.details.pilotEmail', value: text(landing.email ?? user?.email) },
    { label: 'movements.details.licence', value: text(pilotLicenceOf(landing)) },
    { label: 'movements.details.callSign', value: text(identity.pilotCallSign) },
    { label: 'movements.details.departure', value: instant(landing.departure, locale, clock) },
    { label: 'movements.details.arrival', value: instant(landing.ata, locale, clock) },
    { label: 'history.details.parkTime', value: parkTime(landing) },
    // Departure to arrival as HH:MM:SS, or '---'. A pilot's request gives its ETD from the origin,
    // so the time in the air is real (ADR 0009); other landings keep the product's reading.
    {
      label: 'history.details.flightTime',
      value: flightTime(landing.etd ?? landing.departure, landing.ata, locale),
    },
    // The services it was billed for, the ones the club has stopped offering too.
    { label: 'movements.details.services', value: (t) => servicesLabel(landing.club_services, t) },
    ...byRule,
  ];
}
