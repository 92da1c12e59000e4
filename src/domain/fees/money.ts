// Euro amounts as text: two decimals and the euro sign, written as the reader's language writes
// money ('€1,234.50' in English, '1234,50 €' in Portuguese). On its own so the pilot's request
// page can show prices without the desk's date formatting.
import { decimalSeparator } from '../desk/decimal-text';
import { centsOf, decimalEuros } from './cents';

const formatters = new Map<string, Intl.NumberFormat>();

function euros(tag: string): Intl.NumberFormat {
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
    formatters.set(tag, formatter);
  }
  return formatter;
}

/** '€12.50' (en-GB), '12,50 €' (pt-PT); null and non-finite show as zero. */
export function formatPrice(n: number | null, tag = 'en-GB'): string {
  const value = n === null || !Number.isFinite(n) ? 0 : n;
  // Whole cents first, so 1.005 rounds the way a person expects and -0.001 is not '-€0.00'.
  const cents = Math.round(Math.abs(value) * 100 + 1e-6);
  return euros(tag).format(((value < 0 && cents > 0 ? -1 : 1) * cents) / 100);
}

/**
 * An amount as a form's field shows it, with the reader's decimal separator: '33' whole, '16.50'
 * (en-GB) or '16,50' (pt-PT) with cents, not '16.5', which reads as sixteen euros and five cents to
 * some. No grouping: the field reads either separator back (parseDecimal), never a thousands one.
 */
export function amountText(amount: number, tag = 'en-GB'): string {
  const cents = centsOf(amount);
  if (cents % 100 === 0) return String(cents / 100);
  return decimalEuros(cents).replace('.', decimalSeparator(tag));
}
