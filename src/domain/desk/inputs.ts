// What operators type into form fields, read one way everywhere: settings forms, the registration
// draft and the server's body checks. Inputs arrive as strings while being typed and as numbers
// once loaded from the API, so every reader takes both.
import { z } from 'zod/mini';

export type NumericInput = number | string | null | undefined;

const INTEGER_RE = /^-?\d+$/;
// A decimal comma is accepted: the desk is Portuguese and '12,50' is how prices get typed there.
const DECIMAL_RE = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** True for null, undefined, and strings that are empty or only whitespace. */
export function isBlank(value: NumericInput): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A whole number, or null. '1500.5' is refused rather than truncated: a band bound is exact kg. */
export function parseInteger(value: NumericInput): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (!INTEGER_RE.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : null;
}

/** A finite decimal such as '12.5', '12,50' or '.5', or null. No thousands separators. */
export function parseDecimal(value: NumericInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (!DECIMAL_RE.test(trimmed)) return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

const emailSchema = z.email();

/** The same e-mail check the server's zod schemas apply. */
export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value.trim()).success;
}
