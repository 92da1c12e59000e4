// Why a Confirm step failed, in words for the person registering (SPEC §8 Registration: a failed
// user, club or service creation is an error). Every message says what to do next.
import { isApiError, isCorsError, isNetworkError } from '@/data/api/errors';
import { refusalReason } from '@/data/api/strapi-refusals';
import type { ConfirmTask } from '@/domain/registration-confirm';
import type { ServerCapabilities } from '@/domain/server-capabilities';

export const EMAIL_TAKEN = 'Email or Username are already taken';
export const REGISTRATION_OFFLINE =
  'Registration needs a connection. Connect this device to the internet and press Confirm again; nothing you typed is lost.';

export type FailureKind = 'taken' | 'offline' | 'refused' | 'server';

export interface RegistrationFailure {
  kind: FailureKind;
  message: string;
}

const STAGES: Record<ConfirmTask['kind'], string> = {
  register: 'Registering the account',
  club: 'Creating the airfield',
  schedule: 'Saving the opening hours',
  band: 'Saving the landing prices',
  service: 'Saving the extra services',
};

export function isTakenError(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && /already taken/i.test(error.message);
}

export const takenFailure = (): RegistrationFailure => ({
  kind: 'taken',
  message: `${EMAIL_TAKEN}. Change the username or email in step 1 and press Confirm again.`,
});

export const offlineFailure = (): RegistrationFailure => ({ kind: 'offline', message: REGISTRATION_OFFLINE });

const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Why a task failed; `server` is which server refused it (null when that is not known yet). */
export function describeFailure(
  task: ConfirmTask['kind'],
  error: unknown,
  server: ServerCapabilities | null,
): RegistrationFailure {
  if (isTakenError(error)) return takenFailure();
  if (isCorsError(error)) return { kind: 'refused', message: error.message };
  if (isNetworkError(error)) return offlineFailure();
  const stage = STAGES[task];
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return {
      kind: 'refused',
      message: `${stage} was refused: ${sentence(refusalReason(error, server?.dialect ?? null))}`,
    };
  }
  const why = error instanceof Error && error.message ? ` (${error.message})` : '';
  return {
    kind: 'server',
    message: `${stage} failed: the server could not complete it${why}. Press Confirm to try again; nothing you typed is lost.`,
  };
}
