// What the change-password form says: the success toast, and which of the three error texts a
// failure shows in the form's error label.
import { type Message, msg } from '@/i18n/messages';

export const PASSWORD_CHANGED: Message = msg('settings.password.changed');
export const PASSWORD_CHANGE_REFUSED: Message = msg('settings.password.refused');
export const PASSWORD_CHANGE_NO_ANSWER: Message = msg('settings.password.noAnswer');

/**
 * How a change-password request failed: the server answered (with or without a reason, already in
 * the desk's language when the server named it in the catalogs), or not.
 */
export type PasswordChangeFailure = { answered: true; message: string | null } | { answered: false };

/** The server's own reason when it gave one (its words, as they are), the generic refusal when
 * not, and the support text when no answer came back at all. */
export function passwordChangeError(failure: PasswordChangeFailure): Message | string {
  if (!failure.answered) return PASSWORD_CHANGE_NO_ANSWER;
  const reason = failure.message?.trim();
  return reason ? reason : PASSWORD_CHANGE_REFUSED;
}
