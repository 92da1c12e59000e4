// OVERDUE (docs/product/movement-log.md, States): an accepted landing not arrived some minutes
// after its ETA (date and time, UTC). The minutes are a club setting; a server that keeps none
// (a plain Strapi) gives the default.
import { landingInstant } from '../time/instants';
import type { Club, Landing } from '../wire/entities';

export const DEFAULT_OVERDUE_MINUTES = 30;
/** The setting's bounds: a minute to a day. */
export const OVERDUE_MINUTES_RANGE = [1, 1440] as const;

/** The club's minutes, or the default when its server keeps none. */
export function overdueMinutesOf(club: Pick<Club, 'overdue_minutes'> | null | undefined): number {
  const minutes = club?.overdue_minutes;
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes >= 1
    ? minutes
    : DEFAULT_OVERDUE_MINUTES;
}

type Due = Pick<Landing, 'status' | 'permission' | 'date' | 'time'>;

/** Accepted, not arrived, and `minutes` or more past its ETA at `now`; never for an unreadable ETA. */
export function isOverdue(landing: Due, now: Date | number, minutes: number): boolean {
  if (landing.status !== 'pending' || landing.permission !== true) return false;
  const eta = landingInstant(landing.date, landing.time).getTime();
  if (Number.isNaN(eta)) return false;
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return nowMs >= eta + minutes * 60_000;
}

/** How many of `landings` are overdue at `now`: the tab title tells a desk in another tab. */
export function overdueCount(landings: readonly Due[], now: Date | number, minutes: number): number {
  let count = 0;
  for (const landing of landings) if (isOverdue(landing, now, minutes)) count += 1;
  return count;
}
