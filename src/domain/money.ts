// Euro amounts as text (SPEC §9: two decimals and the euro sign). On its own so the pilot's
// request page can show prices without the desk's date formatting.

/** '€12.50', grouped as en-GB ('€1,234.50'); null and non-finite show as '€0.00'. */
export function formatPrice(n: number | null): string {
  if (n === null || !Number.isFinite(n)) return '€0.00';
  // Work in whole cents so 1.005 rounds the way a person expects and -0.001 does not print '-€0.00'.
  const cents = Math.round(Math.abs(n) * 100 + 1e-6);
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && cents > 0 ? '-' : '';
  return `${sign}€${euros}.${String(cents % 100).padStart(2, '0')}`;
}
