// Replacing a club's weight bands one request at a time, for a server without an all-or-nothing
// band save (a plain Strapi v4; docs/decisions/0006). A guard row marks the table as half-saved
// from the first request to the last, so no desk ever takes a mix of old and new bands for prices.
import type { WeightBand } from './fee-rules';

/** An upper bound below the lower one: it holds no MTOW, so it can never price an aircraft. */
export const GUARD_BAND: WeightBand = { weight1: 1, weight2: 0, priceLand: 0, priceTouchGo: 0 };

export function isGuardBand(band: Pick<WeightBand, 'weight1' | 'weight2'>): boolean {
  return band.weight1 > band.weight2;
}

/**
 * A table the desk must not price with: it holds a guard (a replacement is under way or was cut
 * off) or two bands that overlap (old and new rows side by side).
 */
export function isHalfSaved(bands: readonly Pick<WeightBand, 'weight1' | 'weight2'>[]): boolean {
  if (bands.some(isGuardBand)) return true;
  const sorted = [...bands].sort((a, b) => a.weight1 - b.weight1);
  return sorted.some((band, i) => i > 0 && band.weight1 <= (sorted[i - 1]?.weight2 ?? -1));
}

export type BandOp =
  | { kind: 'create-guard' }
  | { kind: 'delete'; id: number }
  | { kind: 'create'; band: WeightBand }
  | { kind: 'delete-guard' };

const sameBand = (a: WeightBand, b: WeightBand): boolean =>
  a.weight1 === b.weight1 &&
  a.weight2 === b.weight2 &&
  a.priceLand === b.priceLand &&
  a.priceTouchGo === b.priceTouchGo;

/** Whether the server's rows already are exactly `target` (nothing to send). */
export function bandsMatch(current: readonly WeightBand[], target: readonly WeightBand[]): boolean {
  if (isHalfSaved(current) || current.length !== target.length) return false;
  const sorted = [...current].sort((a, b) => a.weight1 - b.weight1);
  return target.every((band, i) => {
    const row = sorted[i];
    return row !== undefined && sameBand(row, band);
  });
}

/**
 * The requests that turn the server's rows (`current`, guards of a cut-off save included) into
 * `target`: guard, delete every current row, create every target band, drop the guard. A single
 * request needs no guard. Run again after a failure, from what the server then has, it finishes.
 */
export function bandReplacementPlan(
  current: readonly (WeightBand & { id: number })[],
  target: readonly WeightBand[],
): BandOp[] {
  if (bandsMatch(current, target)) return [];
  const work: BandOp[] = [
    ...current.map((row): BandOp => ({ kind: 'delete', id: row.id })),
    ...target.map((band): BandOp => ({ kind: 'create', band })),
  ];
  if (work.length <= 1) return work;
  return [{ kind: 'create-guard' }, ...work, { kind: 'delete-guard' }];
}
