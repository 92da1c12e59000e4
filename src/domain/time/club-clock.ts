// Which clock a club's times are shown and asked on (docs/product/movement-log.md, Clock;
// ADR 0027): UTC, or the desk's wall clock. No luxon here: the club's schema and the pilot page's
// first bundle read it, and neither may load the date library.
import { DESK_ZONE } from './desk-zone';

export const CLUB_CLOCKS = ['utc', 'local'] as const;
export type ClubClock = (typeof CLUB_CLOCKS)[number];

/** A club that never chose (and every club on a plain Strapi) sees the desk's wall clock. */
export const DEFAULT_CLUB_CLOCK: ClubClock = 'local';

export const isClubClock = (value: unknown): value is ClubClock => value === 'utc' || value === 'local';

/** The club's choice, or the default where none is kept (`kept` false: a plain Strapi). */
export function clubClockOf(club: { clock?: string | null } | null | undefined, kept = true): ClubClock {
  const chosen = club?.clock;
  return kept && isClubClock(chosen) ? chosen : DEFAULT_CLUB_CLOCK;
}

/** The IANA zone a clock reads instants in. */
export const clockZone = (clock: ClubClock): string => (clock === 'utc' ? 'UTC' : DESK_ZONE);

/** A clock as a reader is shown it: its zone, and the short name that follows every time on it. */
export interface NamedClock {
  zone: string;
  /** 'UTC', 'Lisbon' (in the reader's language, from the catalogs: common.clock.*). */
  name: string;
}

/**
 * The one written form of a time with its zone, everywhere a time is shown: '14:30 UTC',
 * '15:30 Lisbon'. Its text is already in the reader's language.
 */
export const withZoneName = (time: string, clock: Pick<NamedClock, 'name'>): string =>
  `${time} ${clock.name}`;
