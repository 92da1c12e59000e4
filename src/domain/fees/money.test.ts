import { describe, expect, it } from 'vitest';
import { amountText, formatPrice } from './money';

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

describe('formatPrice in the reader language', () => {
  it('writes English money as Britain does', () => {
    expect(formatPrice(1234.5, 'en-GB')).toBe('€1,234.50');
    expect(formatPrice(-12.5, 'en-GB')).toBe('-€12.50');
  });

  it('writes Portuguese money as Portugal does: comma decimals, the sign after', () => {
    // Intl separates the amount and the sign with a no-break space, so they never wrap apart.
    expect(formatPrice(12.5, 'pt-PT')).toBe('12,50\u00a0€');
    expect(formatPrice(0, 'pt-PT')).toBe('0,00\u00a0€');
    expect(formatPrice(null, 'pt-PT')).toBe('0,00\u00a0€');
    expect(formatPrice(-0.001, 'pt-PT')).toBe('0,00\u00a0€');
  });
});

describe('amountText', () => {
  it('writes a whole amount bare and an amount with cents with both digits of them', () => {
    expect(amountText(33)).toBe('33');
    expect(amountText(16.5)).toBe('16.50');
    expect(amountText(2.9)).toBe('2.90');
    expect(amountText(0.05)).toBe('0.05');
  });

  it('writes the cents after the separator of the reader’s language, never grouping thousands', () => {
    expect(amountText(17.25, 'pt-PT')).toBe('17,25');
    expect(amountText(7.5, 'pt-PT')).toBe('7,50');
    expect(amountText(1234.5, 'pt-PT')).toBe('1234,50');
    expect(amountText(12, 'pt-PT')).toBe('12');
    expect(amountText(17.25, 'en-GB')).toBe('17.25');
    expect(amountText(1234.5, 'en-GB')).toBe('1234.50');
    // A stored float just off the cent is the cent it stands for.
    expect(amountText(0.1 + 0.2, 'pt-PT')).toBe('0,30');
  });
});
