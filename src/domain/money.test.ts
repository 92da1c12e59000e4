import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

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
