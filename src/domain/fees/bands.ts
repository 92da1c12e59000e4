// Weight-band (mtow) pricing rules (Settings › Pricing Landing). Bands tile the kg axis from 0
// with no gaps or overlaps, so every MTOW falls in at most one band and fees.bandFor is unambiguous.
// The server re-checks a save with validateBands before replacing the bands all at once.
import { z } from 'zod/mini';
import { type Message, msg } from '@/i18n/messages';
import { AMOUNT_MAX } from '../club/club-limits';
import { isBlank, type NumericInput, parseDecimal, parseInteger } from '../desk/inputs';
import { bandPrice, bandWeight, MAX_BANDS } from '../wire/band-schema';
import type { WeightBand } from './fee-rules';

/** A band as edited in the form: numbers once loaded, strings while being typed. */
export interface BandRow {
  weight1: NumericInput;
  weight2: NumericInput;
  priceLand: NumericInput;
  priceTouchGo: NumericInput;
}

/** The alert refusing a new band while the last one is incomplete. */
export const BAND_INCOMPLETE_ALERT: Message = msg('settings.bands.incompleteRow');

/**
 * Where a new row starts: 0 for the first, else one kg above the last upper bound. If the last
 * row's upper bound is not a number yet, the last row that has one decides.
 */
export function nextBandStart(rows: readonly BandRow[], tag?: string): number {
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const upper = parseInteger(rows[i]?.weight2, tag);
    if (upper !== null) return upper + 1;
  }
  return 0;
}

/** The typed band, or null while any field is blank or not a number (`tag`: the language it is typed in). */
export function parseBand(row: BandRow, tag?: string): WeightBand | null {
  if (isBlank(row.weight1) || isBlank(row.weight2) || isBlank(row.priceLand) || isBlank(row.priceTouchGo)) {
    return null;
  }
  const weight1 = parseInteger(row.weight1, tag);
  const weight2 = parseInteger(row.weight2, tag);
  const priceLand = parseDecimal(row.priceLand, tag);
  const priceTouchGo = parseDecimal(row.priceTouchGo, tag);
  if (weight1 === null || weight2 === null || priceLand === null || priceTouchGo === null) return null;
  return { weight1, weight2, priceLand, priceTouchGo };
}

/** Complete = every field filled with a number; a new row is refused until this holds. */
export function isBandRowComplete(row: BandRow, tag?: string): boolean {
  return parseBand(row, tag) !== null;
}

// The mtows schema decides (band-schema.ts, as the server does); these messages say why.
const isKg = (n: number): boolean => z.safeParse(bandWeight, n).success;
const isPrice = (n: number): boolean => z.safeParse(bandPrice, n).success;

/**
 * Every problem with a set of bands, in band order, as messages for the operator; [] means the
 * save may go ahead. An empty list is valid: the club then has no weight pricing.
 */
export function validateBands(bands: readonly WeightBand[]): Message[] {
  const problems: Message[] = [];
  if (bands.length > MAX_BANDS)
    problems.push(msg('validation.bands.tooMany', { max: MAX_BANDS, count: bands.length }));
  bands.forEach((band, i) => {
    const named = { band: i + 1, max: AMOUNT_MAX };
    const lowerOk = isKg(band.weight1);
    const upperOk = isKg(band.weight2);
    if (!lowerOk) problems.push(msg('validation.bands.lowerWeight', named));
    if (!upperOk) problems.push(msg('validation.bands.upperWeight', named));
    if (lowerOk && upperOk && band.weight1 > band.weight2) {
      problems.push(
        msg('validation.bands.lowerAboveUpper', { band: i + 1, lower: band.weight1, upper: band.weight2 }),
      );
    }
    if (i === 0) {
      if (lowerOk && band.weight1 !== 0)
        problems.push(msg('validation.bands.firstStart', { band: 1, lower: band.weight1 }));
    } else {
      const previous = bands[i - 1];
      if (previous && lowerOk && isKg(previous.weight2) && band.weight1 !== previous.weight2 + 1) {
        problems.push(
          msg('validation.bands.start', {
            band: i + 1,
            start: previous.weight2 + 1,
            previous: i,
            lower: band.weight1,
          }),
        );
      }
    }
    if (!isPrice(band.priceLand)) problems.push(msg('validation.bands.landingPrice', named));
    if (!isPrice(band.priceTouchGo)) problems.push(msg('validation.bands.touchGoPrice', named));
  });
  return problems;
}
