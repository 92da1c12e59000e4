// Stored fees are euro numbers (the Strapi dialect's `price`); the books add them as whole cents
// so a hundred €0.10 fees make exactly €10.00, and write them back as decimal text without floats.

/** A stored euro amount as whole cents; null and non-finite are 0. */
export function centsOf(price: number | null | undefined): number {
  return price !== null && price !== undefined && Number.isFinite(price) ? Math.round(price * 100) : 0;
}

/** Whole cents as a plain decimal: 123450 → '1234.50', -5 → '-0.05'. No grouping, no currency sign. */
export function decimalEuros(cents: number): string {
  const whole = Math.trunc(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
