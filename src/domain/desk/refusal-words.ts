// What a row says when the server refused the desk's change or it ran into another desk's: what
// did not happen, in the row's own words, and why, so a refused accept never reads as ACCEPTED.
// Pure: the sync layer decides what is refused, this only chooses the message.
import { type Message, msg } from '@/i18n/messages';
import { CANCELLED_BY_DESK, CANCELLED_BY_PILOT } from '../landings/landing-transitions';
import type { CancelledBy, Landing, LandingStatus } from '../wire/entities';
import type { LandingChange } from '../wire/landing-schema';

/** Every kind of desk change the outbox keeps (and the server may refuse). */
export type RefusedKind =
  | 'decision'
  | 'payment'
  | 'fee'
  | 'arrival'
  | 'departure'
  | 'create'
  | 'state'
  | 'correction';
export type RefusedState = 'failed' | 'conflict';

/** What the operator did that did not take, as the row's messages select it ('Not accepted'…). */
export type RefusedAction =
  | 'accept'
  | 'reject'
  | 'reopen'
  | 'payment'
  | 'fee'
  | 'arrival'
  | 'departure'
  | 'create'
  | 'cancel'
  | 'noShow'
  | 'correction';

export function refusedAction(kind: RefusedKind, patch: LandingChange): RefusedAction {
  if (kind === 'state') return patch.status === 'no_show' ? 'noShow' : 'cancel';
  if (kind !== 'decision') return kind;
  if (patch.permission === true) return 'accept';
  return patch.permission === false ? 'reject' : 'reopen';
}

const sentence = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * "Not accepted: the request was cancelled by the pilot". `cause` is the server's reason, already
 * in the reader's language when it had a key, else as the server wrote it. `serverStatus` is the
 * landing's status on the server when known (a conflict's answer carries it): a cancellation is
 * named as such first.
 */
export function refusalText(
  kind: RefusedKind,
  patch: LandingChange,
  state: RefusedState,
  cause: string | null,
  serverStatus: LandingStatus | null = null,
  cancelledBy: CancelledBy | null = null,
): Message {
  const action = refusedAction(kind, patch);
  if (serverStatus === 'cancelled')
    return msg(cancelledBy === 'desk' ? 'movements.refused.cancelledByDesk' : 'movements.refused.cancelled', {
      action,
    });
  if (state === 'conflict') return msg('movements.refused.conflict', { action });
  const said = cause?.trim().replace(/\.+$/, '') ?? '';
  if (!said) return msg('movements.refused.unknown', { action });
  return msg('movements.refused.because', { action, cause: sentence(said) });
}

/** A refused change, as far as the row knows it: the server's row on a conflict, its reason's words. */
export interface RefusedFacts {
  serverCurrent: Pick<Landing, 'status'> | null;
  errorWords?: Message | null | undefined;
}

/**
 * Whether sending the change again could ever work. A landing the pilot (or a desk) cancelled stays
 * cancelled: the row offers Discard alone, never Retry or "Apply anyway".
 */
export function canSendAgain(refused: RefusedFacts): boolean {
  if (refused.serverCurrent?.status === 'cancelled') return false;
  const said = refused.errorWords?.id;
  return said !== CANCELLED_BY_PILOT.id && said !== CANCELLED_BY_DESK.id;
}
