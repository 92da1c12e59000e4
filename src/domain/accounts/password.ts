// The new-password rule lives here once: the registration step, the change-password form and the
// server's register and change-password routes all ask the same question.
import { type Message, msg } from '@/i18n/messages';

/**
 * The symbols the rule counts (docs/product.md#passwords); any other punctuation does not satisfy the symbol
 * requirement.
 */
export const PASSWORD_SYMBOLS = '!@#$%^&*()_+';

/** At least 8 characters (docs/product.md#passwords), so "aA1!" cannot protect an airfield's account. */
export const PASSWORD_MIN_LENGTH = 8;

/** The rule in words, shown as the new password's hint. */
export const PASSWORD_HINT: Message = msg('settings.password.hint', {
  symbols: PASSWORD_SYMBOLS,
  min: PASSWORD_MIN_LENGTH,
});

const hasSymbol = (pw: string): boolean => [...pw].some((ch) => PASSWORD_SYMBOLS.includes(ch));

/** A lowercase letter, an uppercase letter, a digit, one of PASSWORD_SYMBOLS, and 8+ characters. */
export function isStrongPassword(pw: string): boolean {
  return (
    pw.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(pw) &&
    /[A-Z]/.test(pw) &&
    /[0-9]/.test(pw) &&
    hasSymbol(pw)
  );
}

export interface PasswordChange {
  current: string;
  next: string;
  confirmation: string;
}

/** Change-password Save: current filled, the new one strong and equal to its confirmation. */
export function canSavePasswordChange({ current, next, confirmation }: PasswordChange): boolean {
  return current.length > 0 && isStrongPassword(next) && next === confirmation;
}
