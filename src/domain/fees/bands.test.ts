import { describe, expect, it } from 'vitest';
import { inEnglish, inPortuguese } from '@/test/words';
import { BAND_INCOMPLETE_ALERT, isBandRowComplete, nextBandStart, parseBand, validateBands } from './bands';

const band = (weight1: number, weight2: number, priceLand = 10, priceTouchGo = 5) => ({
  weight1,
  weight2,
  priceLand,
  priceTouchGo,
});

describe('BAND_INCOMPLETE_ALERT', () => {
  it('is the specified text', () => {
    expect(inEnglish(BAND_INCOMPLETE_ALERT)).toBe('Fill the information on the current row.');
  });
});

describe('nextBandStart', () => {
  it('starts the first row at 0', () => {
    expect(nextBandStart([])).toBe(0);
  });
  it('starts a new row one above the previous upper bound', () => {
    expect(nextBandStart([band(0, 1000)])).toBe(1001);
    expect(
      nextBandStart([band(0, 1000), { weight1: '1001', weight2: '2500', priceLand: '', priceTouchGo: '' }]),
    ).toBe(2501);
  });
  it('falls back to the last row with a numeric upper bound', () => {
    expect(
      nextBandStart([band(0, 1000), { weight1: 1001, weight2: '', priceLand: '', priceTouchGo: '' }]),
    ).toBe(1001);
    expect(nextBandStart([{ weight1: 0, weight2: 'x', priceLand: 1, priceTouchGo: 1 }])).toBe(0);
  });
});

describe('parseBand and isBandRowComplete', () => {
  it('parses bounds as integers and prices as decimals', () => {
    expect(parseBand({ weight1: '0', weight2: ' 1500 ', priceLand: '12.5', priceTouchGo: '7,25' })).toEqual({
      weight1: 0,
      weight2: 1500,
      priceLand: 12.5,
      priceTouchGo: 7.25,
    });
    expect(isBandRowComplete({ weight1: 0, weight2: 1500, priceLand: 0, priceTouchGo: 0 })).toBe(true);
  });
  it.each([
    ['a blank price', { weight1: 0, weight2: 1500, priceLand: '', priceTouchGo: 5 }],
    ['a blank bound', { weight1: 0, weight2: '  ', priceLand: 10, priceTouchGo: 5 }],
    ['a fractional bound', { weight1: 0, weight2: '1500.5', priceLand: 10, priceTouchGo: 5 }],
    ['a non-numeric price', { weight1: 0, weight2: 1500, priceLand: '10€', priceTouchGo: 5 }],
    ['a null field', { weight1: null, weight2: 1500, priceLand: 10, priceTouchGo: 5 }],
  ])('is incomplete with %s', (_label, row) => {
    expect(parseBand(row)).toBeNull();
    expect(isBandRowComplete(row)).toBe(false);
  });
});

describe('validateBands', () => {
  const problems = (bands: Parameters<typeof validateBands>[0]) => validateBands(bands).map(inEnglish);

  it('accepts contiguous bands from 0, and no bands at all', () => {
    expect(validateBands([band(0, 1000), band(1001, 2000), band(2001, 2001, 0, 0)])).toEqual([]);
    expect(validateBands([])).toEqual([]);
  });

  it('needs the first band to start at 0', () => {
    expect(problems([band(100, 1000)])).toEqual(['Band 1 must start at 0 kg, not 100 kg.']);
  });

  it('refuses gaps and overlaps between bands', () => {
    expect(problems([band(0, 1000), band(1005, 2000)])).toEqual([
      'Band 2 must start at 1001 kg, one above the end of band 1, not 1005 kg.',
    ]);
    expect(problems([band(0, 1000), band(1000, 2000)])).toEqual([
      'Band 2 must start at 1001 kg, one above the end of band 1, not 1000 kg.',
    ]);
  });

  it('refuses a band whose bounds are reversed', () => {
    expect(problems([band(0, 1000), band(1001, 900)])).toEqual([
      'Band 2: the lower weight (1001 kg) is above the upper weight (900 kg).',
    ]);
  });

  it('refuses negative or fractional weights and bad prices, listing every problem in order', () => {
    expect(problems([band(-1, 10.5, -2, Number.NaN)])).toEqual([
      'Band 1: the lower weight must be a whole number of kg from 0 to 1,000,000.',
      'Band 1: the upper weight must be a whole number of kg from 0 to 1,000,000.',
      'Band 1: the landing price must be a number from 0 to 1,000,000.',
      'Band 1: the touch and go price must be a number from 0 to 1,000,000.',
    ]);
  });

  it('refuses what the server refuses: over a million kg or euros, more than 50 bands', () => {
    expect(problems([band(0, 1_000_001, 1_000_001, 1)])).toEqual([
      'Band 1: the upper weight must be a whole number of kg from 0 to 1,000,000.',
      'Band 1: the landing price must be a number from 0 to 1,000,000.',
    ]);
    const many = Array.from({ length: 51 }, (_, i) => band(i * 10, i * 10 + 9));
    expect(problems(many)).toEqual(['At most 50 bands: merge some of the 51.']);
    expect(validateBands(many.slice(0, 50))).toEqual([]);
  });

  it('is deterministic', () => {
    const bad = [band(5, 1), band(7, 9, Number.POSITIVE_INFINITY)];
    expect(validateBands(bad)).toEqual(validateBands(bad));
    expect(validateBands(bad)).toHaveLength(4);
  });

  it('says the bounds in the language of the desk, numbers in its format', () => {
    expect(validateBands([band(0, 1_000_001)]).map(inPortuguese)).toEqual([
      'Escalão 1: o peso superior deve ser um número inteiro de kg de 0 a 1\u00a0000\u00a0000.',
    ]);
  });
});
