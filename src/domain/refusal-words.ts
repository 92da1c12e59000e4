// What a row says when the server refused the desk's change or it ran into another desk's
// (issue 15): what did not happen, in the row's own words, and why, so a refused accept never
// reads as ACCEPTED. Pure: the sync layer decides what is refused, this only words it.
import type { LandingChange } from './landing-schema';
import { CANCELLED_BY_PILOT } from './landing-transitions';
import type { LandingStatus } from './types';

export type RefusedKind = 'decision' | 'payment' | 'arrival' | 'departure' | 'create';
export type RefusedState = 'failed' | 'conflict';

export const CONFLICT_CAUSE = 'another desk changed this landing meanwhile';
export const UNKNOWN_CAUSE = 'the server refused it';

/** "Not accepted", "Arrival not recorded"…: what the operator did that did not take. */
export function refusalHeadline(kind: RefusedKind, patch: LandingChange): string {
  switch (kind) {
    case 'decision':
      if (patch.permission === true) return 'Not accepted';
      return patch.permission === false ? 'Not rejected' : 'Not reopened';
    case 'payment':
      return 'Payment not changed';
    case 'arrival':
      return 'Arrival not recorded';
    case 'departure':
      return 'Departure not recorded';
    case 'create':
      return 'Not added';
  }
}

const sentence = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * "Not accepted: the request was cancelled by the pilot". `serverStatus` is the landing's status on
 * the server when known (a conflict's answer carries it): a cancellation is named as such first.
 */
export function refusalText(
  kind: RefusedKind,
  patch: LandingChange,
  state: RefusedState,
  error: string | null,
  serverStatus: LandingStatus | null = null,
): string {
  const headline = refusalHeadline(kind, patch);
  if (serverStatus === 'cancelled') return `${headline}: ${sentence(CANCELLED_BY_PILOT)}`;
  if (state === 'conflict') return `${headline}: ${CONFLICT_CAUSE}`;
  const said = error?.trim().replace(/\.+$/, '') ?? '';
  const cause = said ? sentence(said) : UNKNOWN_CAUSE;
  return `${headline}: ${cause}`;
}
