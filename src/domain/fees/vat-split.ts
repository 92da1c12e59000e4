// A price that includes VAT, split into its net and its VAT (docs/decisions/0031): the landing fee
// is what the pilot pays, so the club's VAT rate is inside it. Whole cents in, whole cents out.

export interface VatSplit {
  /** What the pilot paid, VAT included. */
  grossCents: number;
  netCents: number;
  vatCents: number;
  /** The rate in hundredths of a percent: 2300 is 23 %, 650 is 6.5 %. */
  rateBasisPoints: number;
}

/** The most precise rate a club can set: hundredths of a percent. */
export const rateBasisPoints = (percent: number): number => Math.round(percent * 100);

/**
 * net = gross × 10000 / (10000 + rate), rounded half up to a whole cent in integer arithmetic; the
 * VAT is what is left (gross − net), so net + VAT is always exactly the price paid. `percent` is
 * the club's `vat_rate` (0–100); a negative or unreadable rate, or a negative or fractional gross,
 * is refused with a RangeError.
 */
export function splitVat(grossCents: number, percent: number): VatSplit {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0)
    throw new RangeError(`Not an amount in whole cents: ${grossCents}`);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new RangeError(`Not a VAT rate: ${percent}`);
  const rate = rateBasisPoints(percent);
  const divisor = 10_000 + rate;
  // Half up: floor((2 × gross × 10000 + divisor) / (2 × divisor)), all integers below 2^53 for any fee.
  const netCents = Math.floor((2 * grossCents * 10_000 + divisor) / (2 * divisor));
  return { grossCents, netCents, vatCents: grossCents - netCents, rateBasisPoints: rate };
}
