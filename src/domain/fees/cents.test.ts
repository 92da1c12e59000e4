import { describe, expect, it } from 'vitest';
import { centsOf, decimalEuros } from './cents';

describe('cents', () => {
  it('reads stored euro amounts as whole cents', () => {
    expect(centsOf(1234.5)).toBe(123450);
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf(null)).toBe(0);
    expect(centsOf(Number.NaN)).toBe(0);
  });

  it('writes whole cents as a plain decimal without floats', () => {
    expect(decimalEuros(123450)).toBe('1234.50');
    expect(decimalEuros(5)).toBe('0.05');
    expect(decimalEuros(-5)).toBe('-0.05');
    expect(decimalEuros(-1250)).toBe('-12.50');
    expect(decimalEuros(0)).toBe('0.00');
    expect(decimalEuros(900719925474099)).toBe('9007199254740.99');
  });
});
