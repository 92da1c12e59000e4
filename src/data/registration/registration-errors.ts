// Why a Confirm step failed, as messages for the person registering (a failed account, club or
// service creation is an error they read in the desk's language). Every message says what to do next.
import { isApiError, isCorsError, isNetworkError } from '@/data/api/api-errors';
import { refusalBy, type ServerAdapter } from '@/data/server/server-adapter';
import type { ConfirmTask } from '@/domain/accounts/registration-progress';
import { type Message, type MessageId, msg, say, sayOr, type Translate } from '@/i18n/messages';

/** The words a plain Strapi (and our server) refuse a taken username or email with. */
const TAKEN = /already taken/i;

export type FailureKind = 'taken' | 'offline' | 'refused' | 'server';

export interface RegistrationFailure {
  kind: FailureKind;
  /** What the person registering reads; a refusal's {reason} is the server's, from `reason`. */
  words: Message;
  /** The server's reason for a refusal: its catalog message when it named one, else its own text. */
  reason?: { words: Message | null; text: string };
  /** What the server or the browser said of a call it could not complete, as it said it. */
  detail?: string;
}

const REFUSED: Record<ConfirmTask['kind'], MessageId> = {
  register: 'registration.errors.refused.register',
  club: 'registration.errors.refused.club',
  schedule: 'registration.errors.refused.schedule',
  band: 'registration.errors.refused.band',
  service: 'registration.errors.refused.service',
};

const FAILED: Record<ConfirmTask['kind'], MessageId> = {
  register: 'registration.errors.failed.register',
  club: 'registration.errors.failed.club',
  schedule: 'registration.errors.failed.schedule',
  band: 'registration.errors.failed.band',
  service: 'registration.errors.failed.service',
};

export function isTakenError(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && TAKEN.test(error.message);
}

export const takenFailure = (): RegistrationFailure => ({
  kind: 'taken',
  words: msg('registration.errors.taken'),
});

export const offlineFailure = (): RegistrationFailure => ({
  kind: 'offline',
  words: msg('registration.errors.offline'),
});

const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Why a task failed; `server` is which server refused it (null when that is not known yet). */
export function describeFailure(
  task: ConfirmTask['kind'],
  error: unknown,
  server: ServerAdapter | null,
): RegistrationFailure {
  if (isTakenError(error)) return takenFailure();
  if (isCorsError(error)) return { kind: 'refused', words: error.words };
  if (isNetworkError(error)) return offlineFailure();
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) {
    const refusal = refusalBy(server, error);
    return {
      kind: 'refused',
      words: msg(REFUSED[task]),
      reason: { words: refusal.words, text: refusal.reason },
    };
  }
  const detail = error instanceof Error && error.message ? error.message : undefined;
  return { kind: 'server', words: msg(FAILED[task]), ...(detail ? { detail } : {}) };
}

/** The failure in the words of the desk's language: what happened, and the server's detail if any. */
export function sayFailure(
  t: Translate,
  failure: RegistrationFailure,
): { text: string; detail: string | null } {
  const reason = failure.reason && sentence(sayOr(t, failure.reason.words, failure.reason.text));
  const words = reason ? msg(failure.words.id, { ...failure.words.values, reason }) : failure.words;
  return {
    text: say(t, words),
    detail: failure.detail ? t('registration.errors.detail', { detail: failure.detail }) : null,
  };
}
