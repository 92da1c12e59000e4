// What the change-password form says (SPEC §8): the success toast, and which of the three error
// texts a failure shows in the form's error label.

export const PASSWORD_CHANGED = 'Password changed successfully! Redirecting to login page...';
export const PASSWORD_CHANGE_REFUSED = 'Error. Try again please.';
export const PASSWORD_CHANGE_NO_ANSWER = 'An error occurred. Try again or contact support.';

/** How a change-password request failed: the server answered (with or without a reason), or not. */
export type PasswordChangeFailure = { answered: true; message: string | null } | { answered: false };

/** The server's own reason when it gave one, the generic refusal when not, and the support text
 * when no answer came back at all. */
export function passwordChangeErrorText(failure: PasswordChangeFailure): string {
  if (!failure.answered) return PASSWORD_CHANGE_NO_ANSWER;
  const reason = failure.message?.trim();
  return reason ? reason : PASSWORD_CHANGE_REFUSED;
}
