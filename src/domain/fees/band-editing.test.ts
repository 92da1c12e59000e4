import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/messages';
import { inEnglish } from '@/test/words';
import {
  addBandRow,
  type BandDraft,
  chainBandStarts,
  checkBandsForSave,
  editBandRow,
  removeBandRow,
  toBandDraft,
} from './band-editing';

const row = (weight1: string, weight2: string, priceLand = '10', priceTouchGo = '5'): BandDraft => ({
  weight1,
  weight2,
  priceLand,
  priceTouchGo,
});

describe('addBandRow', () => {
  it('starts the first row at 0', () => {
    expect(addBandRow([])).toEqual({ ok: true, rows: [row('0', '', '', '')] });
  });
  it('starts a new row one above the previous upper bound', () => {
    const outcome = addBandRow([row('0', '1000')]);
    expect(outcome).toEqual({ ok: true, rows: [row('0', '1000'), row('1001', '', '', '')] });
  });
  it('refuses a new row while the current one is incomplete, with the specified alert', () => {
    expect(addBandRow([row('0', '1000', '')])).toEqual({
      ok: false,
      alert: msg('settings.bands.incompleteRow'),
    });
    expect(inEnglish(msg('settings.bands.incompleteRow'))).toBe('Fill the information on the current row.');
    expect(addBandRow([row('0', '1000.5')])).toMatchObject({ ok: false });
  });
});

describe('chainBandStarts, editBandRow and removeBandRow', () => {
  it('moves the next start when an upper bound changes', () => {
    const rows = [row('0', '1000'), row('1001', '2500'), row('2501', '9000')];
    expect(editBandRow(rows, 0, { weight2: '1200' }).map((r) => r.weight1)).toEqual(['0', '1201', '2501']);
  });
  it('re-chains after a removal', () => {
    const rows = [row('0', '1000'), row('1001', '2500'), row('2501', '9000')];
    expect(removeBandRow(rows, 1).map((r) => r.weight1)).toEqual(['0', '1001']);
    expect(removeBandRow(rows, 0).map((r) => r.weight1)).toEqual(['0', '2501']);
  });
  it('leaves a start blank when the band above has no upper bound', () => {
    expect(chainBandStarts([row('0', ''), row('7', '10')]).map((r) => r.weight1)).toEqual(['0', '']);
  });
});

describe('checkBandsForSave', () => {
  it("reads thousands as the desk's language writes them: never a price a thousand times too small", () => {
    const english = checkBandsForSave([row('0', '5,700', '1,200', '12,50')], 'en-GB');
    expect(english).toEqual({
      ok: true,
      bands: [{ weight1: 0, weight2: 5700, priceLand: 1200, priceTouchGo: 12.5 }],
    });
    const portuguese = checkBandsForSave([row('0', '5.700', '1.200,50', '1.5')], 'pt-PT');
    expect(portuguese).toEqual({
      ok: true,
      bands: [{ weight1: 0, weight2: 5700, priceLand: 1200.5, priceTouchGo: 1.5 }],
    });
  });

  it('parses bounds as integers and prices as decimals', () => {
    expect(checkBandsForSave([row('0', '1000', '12,5', '6.25'), row('1001', '5000', '30', '15')])).toEqual({
      ok: true,
      bands: [
        { weight1: 0, weight2: 1000, priceLand: 12.5, priceTouchGo: 6.25 },
        { weight1: 1001, weight2: 5000, priceLand: 30, priceTouchGo: 15 },
      ],
    });
  });
  it('names each field that cannot be read, and blames no band for the start the band above left blank', () => {
    const check = checkBandsForSave([
      row('0', '2.500', 'abc', '7.5'),
      row('', '5000', '30', '15'),
      row('', '', '', ''),
    ]);
    if (check.ok) throw new Error('saved what cannot be read');
    expect(check.problems.map(({ band, field }) => [band, field])).toEqual([
      [1, 'weight2'],
      [1, 'priceLand'],
      [3, 'weight2'],
      [3, 'priceLand'],
      [3, 'priceTouchGo'],
    ]);
    expect(check.problems.slice(0, 2).map((problem) => inEnglish(problem.message))).toEqual([
      'Band 1: enter the upper weight in whole kg, e.g. 2500.',
      'Band 1: enter the landing price in euros, e.g. 15.00.',
    ]);
    expect(inEnglish(check.problems[4]?.message ?? 'common.cancel')).toBe(
      'Band 3: enter the touch and go price in euros, e.g. 15.00.',
    );
  });
  it('refuses an upper bound below its lower bound', () => {
    const check = checkBandsForSave([row('0', '1000'), row('1001', '500')]);
    expect(check.ok).toBe(false);
  });
  it('accepts no bands at all', () => {
    expect(checkBandsForSave([])).toEqual({ ok: true, bands: [] });
  });
  it('reads saved bands back as text', () => {
    expect(toBandDraft({ weight1: 0, weight2: 1000, priceLand: 15, priceTouchGo: 7.5 })).toEqual(
      row('0', '1000', '15', '7.50'),
    );
  });
});
