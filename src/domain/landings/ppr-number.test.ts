import { describe, expect, it } from 'vitest';
import { formatPpr, parsePprQuery, pprMatches, pprYear } from './ppr-number';

describe('formatPpr', () => {
  it('writes the club year and a four-digit number, more digits past 9999', () => {
    expect(formatPpr(2026, 42)).toBe('PPR-2026-0042');
    expect(formatPpr(2026, 1)).toBe('PPR-2026-0001');
    expect(formatPpr(2027, 12345)).toBe('PPR-2027-12345');
  });

  it('numbers a landing in the UTC year it was created in', () => {
    expect(pprYear('2026-12-31T23:59:59.999Z')).toBe(2026);
    expect(pprYear('2026-12-31T23:30:00-01:00')).toBe(2027);
  });
});

describe('PPR search', () => {
  const ppr = 'PPR-2026-0042';

  it('finds number 42 by the whole number, the year and number, or the number alone', () => {
    for (const query of [
      'PPR-2026-0042',
      'ppr-2026-0042',
      '2026-0042',
      '2026-42',
      '42',
      '0042',
      'PPR 42',
      ' 42 ',
    ])
      expect(pprMatches(ppr, query), query).toBe(true);
  });

  it('a number alone is the whole number, never part of another', () => {
    for (const query of ['4', '2', '142', '420', '2026-0043', '2025-0042'])
      expect(pprMatches(ppr, query), query).toBe(false);
    expect(pprMatches('PPR-2026-0142', '42')).toBe(false);
    expect(pprMatches('PPR-2025-0042', '42')).toBe(true);
  });

  it('other text is looked for in the number as written', () => {
    expect(pprMatches(ppr, 'PPR-2026')).toBe(true);
    expect(pprMatches(ppr, 'ppr')).toBe(true);
    expect(pprMatches(ppr, 'PPR-2025')).toBe(false);
    expect(pprMatches(null, '42')).toBe(false);
  });

  it('reads what a query names', () => {
    expect(parsePprQuery('2026-0042')).toEqual({ year: 2026, number: 42 });
    expect(parsePprQuery('#7')).toEqual({ year: null, number: 7 });
    expect(parsePprQuery('CS-AAA')).toBeNull();
  });
});
