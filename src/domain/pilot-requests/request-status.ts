// A pilot request as its status page shows it (ADR 0009): the desk's tri-state permission and the
// landing's status become one word, and a request can be withdrawn until the aircraft has parked
// (not once the desk has ended it: cancelled or a no-show).
import type { Landing } from '../wire/entities';

export type PilotStatus =
  | 'pending'
  | 'accepted'
  | 'rejected'
  | 'cancelled'
  | 'noShow'
  | 'arrived'
  | 'departed';

export const PILOT_STATUS_LABELS: Readonly<Record<PilotStatus, string>> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  noShow: 'No-show',
  arrived: 'Arrived',
  departed: 'Departed',
};

type Decided = Pick<Landing, 'status' | 'permission'>;

export function pilotStatusOf(landing: Decided): PilotStatus {
  if (landing.status === 'cancelled') return 'cancelled';
  if (landing.status === 'no_show') return 'noShow';
  if (landing.status === 'parked') return 'arrived';
  if (landing.status === 'finished') return 'departed';
  if (landing.permission === true) return 'accepted';
  if (landing.permission === false) return 'rejected';
  return 'pending';
}

/** Waiting for a decision or accepted and not yet landed; a rejected request has nothing to withdraw. */
export function canCancel(landing: Decided): boolean {
  const status = pilotStatusOf(landing);
  return status === 'pending' || status === 'accepted';
}

/**
 * A request that will not land (rejected, cancelled, a no-show) owes no fee: its page and its mails
 * say so rather than name an amount. Once paid, the amount stays named: it was received.
 */
export const owesNoFee = (status: PilotStatus, paid: boolean): boolean =>
  !paid && (status === 'rejected' || status === 'cancelled' || status === 'noShow');
