// Choosing a new password by mail (docs/decisions/0023; Strapi's forgot-password and
// reset-password, so a plain Strapi with its email settings works the same way): asking sends a
// link whatever the address, and the new password signs the account in on this device.

import { isApiError, isCorsError, isNetworkError } from '@/data/api/api-errors';
import { checkResetCode, forgotPassword, resetPassword } from '@/data/api/auth';
import type { AppServices } from '@/data/app-services';
import { type Message, msg } from '@/i18n/messages';
import { completeSignIn } from './sign-in';

export type ResetOutcome = { ok: true } | { ok: false; message: Message; codeRefused?: boolean };

const offline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The one answer a desk can give whatever the address: the server says no more either. */
export async function askForReset(services: AppServices, email: string): Promise<ResetOutcome> {
  if (offline()) return { ok: false, message: msg('signIn.forgot.offline') };
  try {
    await forgotPassword(services.api, email.trim());
    return { ok: true };
  } catch (error) {
    if (isCorsError(error)) return { ok: false, message: error.words };
    if (isNetworkError(error)) return { ok: false, message: msg('signIn.forgot.offline') };
    // A refused address (not an email) is said in the server's or the schema's words.
    if (isApiError(error) && error.status === 400 && error.words) return { ok: false, message: error.words };
    return { ok: false, message: msg('signIn.forgot.failed') };
  }
}

/** What the server says of a mail's code before a password is typed: 'unknown' when it cannot say. */
export type ResetCodeState = 'works' | 'refused' | 'unknown';

/**
 * Whether the mail's link still works. Only our server can say (a plain Strapi has no check, and a
 * device offline cannot ask): then the form is shown, and the reset itself says.
 */
export async function resetCodeState(services: AppServices, code: string): Promise<ResetCodeState> {
  if (offline()) return 'unknown';
  try {
    await checkResetCode(services.api, code);
    return 'works';
  } catch (error) {
    return isApiError(error) && error.status === 400 && error.words?.id === 'validation.reset.codeInvalid'
      ? 'refused'
      : 'unknown';
  }
}

/** Sets the new password with the mail's code, then signs in on this device. */
export async function chooseNewPassword(
  services: AppServices,
  input: { code: string; password: string; passwordConfirmation: string },
): Promise<ResetOutcome> {
  if (offline()) return { ok: false, message: msg('signIn.reset.offline') };
  try {
    const { jwt, userId } = await resetPassword(services.api, input);
    await completeSignIn(services, jwt, userId);
    return { ok: true };
  } catch (error) {
    if (isCorsError(error)) return { ok: false, message: error.words };
    if (isNetworkError(error)) return { ok: false, message: msg('signIn.reset.offline') };
    if (isApiError(error) && error.status === 400) {
      // Our server names its refusal (details.i18n); a plain Strapi says 'Incorrect code provided'.
      const refused = error.words ?? msg('validation.reset.codeInvalid');
      const codeRefused = error.words?.id === 'validation.reset.codeInvalid' || /code/i.test(error.message);
      return { ok: false, message: refused, codeRefused };
    }
    return { ok: false, message: msg('signIn.reset.failed') };
  }
}
