// What the desk says when something did not work, for every screen alike: the product's texts for
// loading, decisions and payment status (Portuguese word for word in the Portuguese catalog, plain
// English in the English one), and plain words for the desk actions the product does not cover.
// Messages, not words: a screen says them in its language (docs/decisions/0020).
import { type Message, msg } from '@/i18n/messages';
import type { CancelledBy, LandingStatus } from '../wire/entities';
import type { LandingChange } from '../wire/landing-schema';
import { type RefusedKind, type RefusedState, refusalText } from './refusal-words';

export const LOAD_ERROR = msg('errors.load');
export const GRANT_ERROR = msg('errors.grant');
export const DENY_ERROR = msg('errors.deny');
export const PAYMENT_STATUS_ERROR = msg('errors.paymentStatus');
export const ARRIVAL_ERROR = msg('errors.arrival');
export const DEPARTURE_ERROR = msg('errors.departure');
export const CREATE_ERROR = msg('errors.create');
export const REOPEN_ERROR = msg('errors.reopen');
export const FEE_ERROR = msg('errors.fee');
export const CANCEL_ERROR = msg('errors.cancel');
export const NO_SHOW_ERROR = msg('errors.noShow');

export const UNDONE = msg('shell.undo.undone');
export const UNDO_TOO_LATE = msg('shell.undo.tooLate');

/** The toast for a queued change the server refused or that conflicts with another desk's. */
export function refusalMessage(
  kind: RefusedKind,
  accepted: boolean | null | undefined,
  status?: LandingStatus,
): Message {
  switch (kind) {
    case 'decision':
      if (accepted === null) return msg('shell.refused.reopen');
      return accepted ? GRANT_ERROR : DENY_ERROR;
    case 'payment':
      return PAYMENT_STATUS_ERROR;
    case 'fee':
      return msg('shell.refused.fee');
    case 'arrival':
      return msg('shell.refused.arrival');
    case 'departure':
      return msg('shell.refused.departure');
    case 'create':
      return msg('shell.refused.create');
    case 'state':
      return msg(status === 'no_show' ? 'shell.refused.noShow' : 'shell.refused.cancel');
    case 'correction':
      return msg('shell.refused.correction');
  }
}

/** A stuck change as its toast needs it: what it was, and what the server said of the landing. */
export interface StuckChange {
  kind: RefusedKind;
  patch: LandingChange;
  state: RefusedState | 'waiting';
  serverCurrent?: { status: LandingStatus; cancelledBy?: CancelledBy | null } | null;
}

/**
 * The toast for a stuck change, one message or two said one after the other. A change another desk or
 * the pilot overtook is told as such: a decision or a payment status by the product's error text and
 * then why (the situations it names), any other change in the row's words ("Not corrected: another
 * desk changed this landing meanwhile").
 */
export function stuckChangeMessages(change: StuckChange): Message[] {
  const server = change.serverCurrent ?? null;
  const failed = refusalMessage(change.kind, change.patch.permission, change.patch.status);
  if (change.state !== 'conflict' && server?.status !== 'cancelled') return [failed];
  if (change.kind === 'decision' || change.kind === 'payment') return [failed, msg('shell.outbox.conflict')];
  return [refusalText(change.kind, change.patch, 'conflict', null, server?.status, server?.cancelledBy)];
}
