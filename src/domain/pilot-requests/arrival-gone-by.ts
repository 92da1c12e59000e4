// Whether a requested arrival has already gone by: today's date with a time already past asks for a
// landing that cannot happen. The page asks it before sending, the server again when filing.
import { landingInstant } from '../time/instants';

/** A pilot typing the time of a landing about to happen gets a few minutes' grace. */
export const ETA_PAST_GRACE_MS = 15 * 60_000;

/** `due`: the arrival in UTC (typedToUtc of what was typed on the club's clock). */
export function arrivalGoneBy(due: { date: string; time: string }, now: Date): boolean {
  return landingInstant(due.date, due.time).getTime() < now.getTime() - ETA_PAST_GRACE_MS;
}
