import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('shows euros with two decimals', () => {
    expect(formatPrice(12.5)).toBe('€12.50');
    expect(formatPrice(0)).toBe('€0.00');
    expect(formatPrice(7)).toBe('€7.00');
    expect(formatPrice(0.1 + 0.2)).toBe('€0.30');
  });
  it('rounds half-cents up', () => {
    expect(formatPrice(1.005)).toBe('€1.01');
    expect(formatPrice(2.675)).toBe('€2.68');
    expect(formatPrice(9.999)).toBe('€10.00');
  });
  it('groups thousands', () => {
    expect(formatPrice(1234.5)).toBe('€1,234.50');
    expect(formatPrice(1234567)).toBe('€1,234,567.00');
  });
  it('treats null and non-finite as zero', () => {
    expect(formatPrice(null)).toBe('€0.00');
    expect(formatPrice(Number.NaN)).toBe('€0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('€0.00');
  });
  it('puts the sign before the euro sign and never shows negative zero', () => {
    expect(formatPrice(-12.5)).toBe('-€12.50');
    expect(formatPrice(-0.001)).toBe('€0.00');
    expect(formatPrice(-0)).toBe('€0.00');
  });
});
