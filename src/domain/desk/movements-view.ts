// Which section of the Aircraft movements screen a landing belongs to (docs/product.md#aircraft-movements),
// in what order, and how long it has been parked. A change the desk made but the server has not confirmed
// keeps its row on screen, so an operator can always see what they did until it is synced.
import { isNeverBilled as isEnded, isParked, isPendingRequest, isUpcoming } from '../landings/landing-facts';
import { landingInstant, parseInstant, wallClock } from '../time/instants';
import type { Landing } from '../wire/entities';

/** Landings with a desk change not yet on the server, by what the change was. */
export interface UnsyncedChanges {
  /** Any change at all. */
  any: ReadonlySet<number>;
  /** An accept or reject. */
  decisions: ReadonlySet<number>;
  /** An arrival. */
  arrivals: ReadonlySet<number>;
  /** A departure. */
  departures: ReadonlySet<number>;
  /** A desk cancel or NO-SHOW. */
  endings: ReadonlySet<number>;
}

export const NO_UNSYNCED: UnsyncedChanges = {
  any: new Set(),
  decisions: new Set(),
  arrivals: new Set(),
  departures: new Set(),
  endings: new Set(),
};

export interface MovementSections<T> {
  pending: T[];
  upcoming: T[];
  parked: T[];
}

type Placed = Pick<Landing, 'id' | 'status' | 'permission' | 'date' | 'time' | 'ata'>;

/**
 * ISO dates, times and UTC instants sort as their characters do. localeCompare would build an ICU
 * collator on the first call, the largest single cost of the screen's first render on a slow CPU.
 */
const ordinal = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const byDue = (a: Placed, b: Placed): number =>
  ordinal(a.date, b.date) || ordinal(a.time, b.time) || a.id - b.id;

// Longest on the apron first: the rows most likely to leave (and be charged) next.
const byArrival = (a: Placed, b: Placed): number => ordinal(a.ata ?? '', b.ata ?? '') || a.id - b.id;

/**
 * Pending requests and upcoming landings are those dated today or later (the list's read), plus
 * any with a change still waiting. A rejection or a departure has no section of its own on this
 * screen, so such a row stays where the operator acted on it until the server has the change.
 * Parked aircraft are listed whatever their date: one that arrived yesterday is still on the apron.
 */
export function splitMovements<T extends Placed>(
  landings: readonly T[],
  todayIso: string,
  unsynced: UnsyncedChanges = NO_UNSYNCED,
): MovementSections<T> {
  const sections: MovementSections<T> = { pending: [], upcoming: [], parked: [] };
  for (const landing of landings) {
    const current = landing.date >= todayIso || unsynced.any.has(landing.id);
    const rejectedHere = landing.permission === false && unsynced.decisions.has(landing.id);
    // A request its pilot cancelled while the desk's decision waited: listed where the operator
    // decided it, so the row can say the decision was refused.
    const cancelledUnderDecision = landing.status === 'cancelled' && unsynced.decisions.has(landing.id);
    // A cancel or NO-SHOW this desk made stays where it was made (an undecided request in pending,
    // an accepted landing in upcoming) until the server has it: it can be undone or seen refused. So
    // does a landing cancelled while this desk's ARRIVED waited: its row says the arrival was refused.
    const endedHere =
      isEnded(landing) && (unsynced.endings.has(landing.id) || unsynced.arrivals.has(landing.id));
    if (endedHere) {
      (landing.permission === true ? sections.upcoming : sections.pending).push(landing);
    } else if (
      cancelledUnderDecision ||
      (landing.status === 'pending' && current && (isPendingRequest(landing) || rejectedHere))
    ) {
      sections.pending.push(landing);
    } else if (isUpcoming(landing) && current) {
      sections.upcoming.push(landing);
    } else if (isParked(landing) || (landing.status === 'finished' && unsynced.departures.has(landing.id))) {
      sections.parked.push(landing);
    }
  }
  sections.pending.sort(byDue);
  sections.upcoming.sort(byDue);
  sections.parked.sort(byArrival);
  return sections;
}

/**
 * "Rejected today": requests rejected (their last change, updatedAt, made today, UTC)
 * whose rejection the server has, latest first; a rejection still waiting is listed in pending.
 */
export function rejectedToday<T extends Placed & Pick<Landing, 'updatedAt'>>(
  landings: readonly T[],
  todayIso: string,
  unsynced: UnsyncedChanges = NO_UNSYNCED,
): T[] {
  return landings
    .filter(
      (landing) =>
        landing.status === 'pending' &&
        landing.permission === false &&
        !unsynced.decisions.has(landing.id) &&
        wallClock(landing.updatedAt, 'UTC')?.date === todayIso,
    )
    .sort((a, b) => ordinal(b.updatedAt, a.updatedAt) || b.id - a.id);
}

/** Time on the apron: from arrival to departure, or to `nowMs` while still parked; 0 if unknown. */
export function parkedElapsedMs(
  landing: Pick<Landing, 'ata' | 'departure' | 'status'>,
  nowMs: number,
): number {
  const from = landing.ata ? parseInstant(landing.ata) : Number.NaN;
  const departed =
    landing.status === 'finished' && landing.departure ? parseInstant(landing.departure) : null;
  const until = departed ?? nowMs;
  if (Number.isNaN(from) || Number.isNaN(until)) return 0;
  return Math.max(0, until - from);
}

/** When a pending or upcoming landing is due, for the ETA column; NaN when unreadable. */
export function dueAtMs(landing: Pick<Landing, 'date' | 'time'>): number {
  return landingInstant(landing.date, landing.time).getTime();
}

export const WIDE_SCREEN_MIN_PX = 3000;

/** Above 3000 px wide the tables use the narrower column class (docs/product.md#aircraft-movements). */
export function columnWidthClass(windowWidth: number): 'columns--narrow' | 'columns--normal' {
  return windowWidth > WIDE_SCREEN_MIN_PX ? 'columns--narrow' : 'columns--normal';
}

/** How long a newly arrived request stays marked "New" unless the operator looks at it first. */
export const NEW_REQUEST_MARK_MS = 10 * 60_000;

/** The ids in `current` that were not in `known`: requests that arrived since the last look. */
export function arrivedSince(known: ReadonlySet<number>, current: readonly number[]): number[] {
  return current.filter((id) => !known.has(id));
}

/** The marks still shown at `nowMs`: each lasts `ttlMs` from when it was first seen. */
export function activeMarks(
  marks: ReadonlyMap<number, number>,
  nowMs: number,
  ttlMs: number = NEW_REQUEST_MARK_MS,
): Set<number> {
  const active = new Set<number>();
  for (const [id, seenAt] of marks) if (nowMs - seenAt < ttlMs) active.add(id);
  return active;
}

export const DESK_TITLE = 'PPR Desk';

/** Requests still waiting for the desk's decision, dated today or later: the tab title counts them. */
export function undecidedRequestCount(
  landings: readonly Pick<Landing, 'status' | 'permission' | 'date'>[],
  todayIso: string,
): number {
  return landings.filter((landing) => isPendingRequest(landing) && landing.date >= todayIso).length;
}

/**
 * Whether a new request should sound: only when the operator turned it on, and only
 * when the count of requests to decide went up, never on the first look at the screen.
 */
export function shouldSound(before: number | null, now: number, on: boolean): boolean {
  return on && before !== null && now > before;
}

/** The tab's title: '(2) PPR Desk' while two requests wait for a decision, else 'PPR Desk'. */
export function deskTitle(undecided: number): string {
  return undecided > 0 ? `(${undecided}) ${DESK_TITLE}` : DESK_TITLE;
}
