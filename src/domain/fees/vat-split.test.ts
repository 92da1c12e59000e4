import { describe, expect, it } from 'vitest';
import { rateBasisPoints, splitVat } from './vat-split';

describe('splitVat', () => {
  it('splits a price with 23 % VAT inside it', () => {
    // 3000 / 1.23 = 2439.02… → 2439; VAT 561.
    expect(splitVat(3000, 23)).toEqual({
      grossCents: 3000,
      netCents: 2439,
      vatCents: 561,
      rateBasisPoints: 2300,
    });
  });

  it('rounds the net half up and leaves the VAT as the rest', () => {
    // 123 / 1.23 = 100 exactly.
    expect(splitVat(123, 23)).toMatchObject({ netCents: 100, vatCents: 23 });
    // 1 / 1.23 = 0.813 → 1; VAT 0.
    expect(splitVat(1, 23)).toMatchObject({ netCents: 1, vatCents: 0 });
    // 205 / 1.05 = 195.238 → 195.
    expect(splitVat(205, 5)).toMatchObject({ netCents: 195, vatCents: 10 });
    // Exactly half a cent: 1 / 2 with a 100 % rate is 0.5 → 1.
    expect(splitVat(1, 100)).toMatchObject({ netCents: 1, vatCents: 0 });
    expect(splitVat(3, 100)).toMatchObject({ netCents: 2, vatCents: 1 });
  });

  it('always adds back up to the price paid', () => {
    for (const rate of [0, 6, 6.5, 13, 16, 22, 23, 99.99, 100])
      for (let gross = 0; gross < 2000; gross += 7) {
        const split = splitVat(gross, rate);
        expect(split.netCents + split.vatCents).toBe(gross);
        expect(Number.isInteger(split.netCents) && split.netCents >= 0).toBe(true);
        expect(split.vatCents).toBeGreaterThanOrEqual(0);
      }
  });

  it('has no VAT at 0 % and handles the largest fee', () => {
    expect(splitVat(4250, 0)).toMatchObject({ netCents: 4250, vatCents: 0 });
    // €1,000,000 (ADR 0008's bound) at 23 %.
    expect(splitVat(100_000_000, 23)).toMatchObject({ netCents: 81_300_813, vatCents: 18_699_187 });
  });

  it('reads a rate to hundredths of a percent', () => {
    expect(rateBasisPoints(6.5)).toBe(650);
    expect(rateBasisPoints(23)).toBe(2300);
    expect(splitVat(1065, 6.5)).toMatchObject({ netCents: 1000, vatCents: 65, rateBasisPoints: 650 });
  });

  it('refuses what is not money or not a rate', () => {
    expect(() => splitVat(1.5, 23)).toThrow(RangeError);
    expect(() => splitVat(-1, 23)).toThrow(RangeError);
    expect(() => splitVat(100, -1)).toThrow(RangeError);
    expect(() => splitVat(100, 101)).toThrow(RangeError);
    expect(() => splitVat(100, Number.NaN)).toThrow(RangeError);
  });
});
