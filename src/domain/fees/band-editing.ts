// Editing the Pricing Landing bands as text rows: adding a row only after the current one is
// complete, lower bounds that follow the row above, and the check before a save.
import { type Message, msg } from '@/i18n/messages';
import { parseDecimal, parseInteger } from '../desk/inputs';
import { BAND_INCOMPLETE_ALERT, isBandRowComplete, nextBandStart, parseBand, validateBands } from './bands';
import type { WeightBand } from './fee-rules';
import { amountText } from './money';

/** One band as the form holds it: every field as typed. */
export interface BandDraft {
  weight1: string;
  weight2: string;
  priceLand: string;
  priceTouchGo: string;
}

export type AddBandOutcome = { ok: true; rows: BandDraft[] } | { ok: false; alert: Message };

/** Why a save was refused: the band and its field at fault (none for the bands as a whole), and why. */
export interface BandProblem {
  band: number;
  field: keyof BandDraft | null;
  message: Message;
}

export type BandSaveCheck = { ok: true; bands: WeightBand[] } | { ok: false; problems: BandProblem[] };

/** A band as its row first shows it, the prices as `tag` (en-GB, pt-PT) writes money. */
export function toBandDraft(band: WeightBand, tag = 'en-GB'): BandDraft {
  return {
    weight1: String(band.weight1),
    weight2: String(band.weight2),
    priceLand: amountText(band.priceLand, tag),
    priceTouchGo: amountText(band.priceTouchGo, tag),
  };
}

/**
 * Lower bounds are not typed: the first band starts at 0 and each other one kg above the band
 * before it, so changing an upper bound moves the next band's start with it. A start that cannot
 * be known yet (the band above has no upper bound) is left blank.
 */
export function chainBandStarts(rows: readonly BandDraft[], tag?: string): BandDraft[] {
  return rows.map((row, i) => {
    if (i === 0) return { ...row, weight1: '0' };
    const above = parseInteger(rows[i - 1]?.weight2, tag);
    return { ...row, weight1: above === null ? '' : String(above + 1) };
  });
}

/**
 * A new empty band after the last, refused with an alert while the last is incomplete. `tag`: the
 * language the rows are typed in (here and below), whose thousands separators they may have.
 */
export function addBandRow(rows: readonly BandDraft[], tag?: string): AddBandOutcome {
  const last = rows.at(-1);
  if (last && !isBandRowComplete(last, tag)) return { ok: false, alert: BAND_INCOMPLETE_ALERT };
  const start = String(nextBandStart(rows, tag));
  return { ok: true, rows: [...rows, { weight1: start, weight2: '', priceLand: '', priceTouchGo: '' }] };
}

export function editBandRow(
  rows: readonly BandDraft[],
  index: number,
  change: Partial<BandDraft>,
  tag?: string,
): BandDraft[] {
  return chainBandStarts(
    rows.map((row, i) => (i === index ? { ...row, ...change } : row)),
    tag,
  );
}

export function removeBandRow(rows: readonly BandDraft[], index: number, tag?: string): BandDraft[] {
  return chainBandStarts(
    rows.filter((_, i) => i !== index),
    tag,
  );
}

/**
 * Each typed field of a band that cannot be read, named: the upper weight in whole kg, the prices in
 * euros. Its lower bound is the band above's (chainBandStarts): that band's weight is the one at fault.
 */
function fieldProblems(row: BandDraft, band: number, tag: string | undefined): BandProblem[] {
  const problems: BandProblem[] = [];
  if (parseInteger(row.weight2, tag) === null)
    problems.push({ band, field: 'weight2', message: msg('settings.bands.weightProblem', { band }) });
  for (const field of ['priceLand', 'priceTouchGo'] as const) {
    if (parseDecimal(row[field], tag) !== null) continue;
    const price = field === 'priceLand' ? 'land' : 'touchGo';
    problems.push({ band, field, message: msg('settings.bands.priceProblem', { band, price }) });
  }
  return problems;
}

/** The bands to send, or every reason they cannot be sent (the same rule the server applies). */
export function checkBandsForSave(rows: readonly BandDraft[], tag?: string): BandSaveCheck {
  const problems = rows.flatMap((row, i) => fieldProblems(row, i + 1, tag));
  if (problems.length > 0) return { ok: false, problems };
  const bands = rows.map((row) => parseBand(row, tag)).filter((band) => band !== null);
  const invalid = validateBands(bands).map((message) => ({ band: 0, field: null, message }));
  return invalid.length > 0 ? { ok: false, problems: invalid } : { ok: true, bands };
}
