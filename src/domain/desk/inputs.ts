// What operators type into form fields, read one way everywhere: settings forms, the registration
// draft and the server's body checks. Inputs arrive as strings while being typed and as numbers
// once loaded from the API, so every reader takes both.
import { z } from 'zod/mini';
import { decimalSeparator } from './decimal-text';

export type NumericInput = number | string | null | undefined;

const INTEGER_RE = /^-?\d+$/;
// A decimal comma is accepted: the desk is Portuguese and '12,50' is how prices get typed there.
const DECIMAL_RE = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** True for null, undefined, and strings that are empty or only whitespace. */
export function isBlank(value: NumericInput): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * The text without the thousands separators of the reader's language (`tag`): '2,500' and '1,200.50'
 * in English, '2.500', '2 500' and '1.200,50' in Portuguese. Only groups of three after one to three
 * digits count, so '12,50' stays a decimal comma in English and '1.5' a decimal point in Portuguese.
 * Without a language (the server's body checks), nothing is read as grouping.
 */
function ungrouped(text: string, tag: string | undefined): string {
  if (tag === undefined) return text;
  const comma = decimalSeparator(tag) === ',';
  const group = comma ? '[. \u00a0\u202f]' : ',';
  const grouped = new RegExp(`^-?\\d{1,3}(?:${group}\\d{3})+(?:${comma ? ',' : '\\.'}\\d*)?$`);
  return grouped.test(text) ? text.replace(new RegExp(group, 'g'), '') : text;
}

/**
 * A whole number, or null. '1500.5' is refused rather than truncated: a band bound is exact kg.
 * `tag`: the language the number was typed in, whose thousands separators it may have.
 */
export function parseInteger(value: NumericInput, tag?: string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (value === null || value === undefined) return null;
  const trimmed = ungrouped(value.trim(), tag);
  if (!INTEGER_RE.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * A finite decimal such as '12.5', '12,50' or '.5', or null. Thousands separators only with `tag`,
 * the language it was typed in: '1,200' is 1200 in English, where without it, it would be 1.2.
 */
export function parseDecimal(value: NumericInput, tag?: string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || value === undefined) return null;
  const trimmed = ungrouped(value.trim(), tag);
  if (!DECIMAL_RE.test(trimmed)) return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

const emailSchema = z.email();

/** The same e-mail check the server's zod schemas apply. */
export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value.trim()).success;
}
