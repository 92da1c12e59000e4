// The airfield's identifying details, one rule each for the clubs schema (the server's route, the
// API client) and the Settings and registration forms (docs/product.md#airfield-details): the ICAO
// location indicator, the tax number and the phone. A blank entry is not judged here: whether one
// may be left blank is the form's call (registration needs all three, Settings none).
import type { MessageId } from '@/i18n/messages';

/** An ICAO location indicator, read upper case first ('lpev' is LPEV): four letters or digits. */
export const isIcaoCode = (code: string): boolean => /^[A-Z0-9]{4}$/.test(code);

/**
 * A tax number of any country (a club abroad has its own VAT id, not a Portuguese NIF): 2 to 20
 * letters, digits, spaces, dots and hyphens, at least one a digit, so a word is never taken for one.
 */
export const isTaxNumber = (nif: string): boolean => /^[A-Za-z0-9 .-]{2,20}$/.test(nif) && /\d/.test(nif);

const PHONE_DIGITS = { min: 6, max: 20 };

/** A phone number: an optional leading +, then digits, spaces, ( ) - and dots, 6 to 20 digits in all. */
export function isPhoneNumber(phone: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** Each detail's rule and the message a refusal says, under the field and in the server's 400. */
export const AIRFIELD_CODES = {
  icao: { fits: isIcaoCode, message: 'settings.problem.icao' },
  nif: { fits: isTaxNumber, message: 'settings.problem.nif' },
  phone: { fits: isPhoneNumber, message: 'settings.problem.phone' },
} as const satisfies Record<string, { fits: (text: string) => boolean; message: MessageId }>;
