import { describe, expect, it } from 'vitest';
import { hasFilters, parseHistorySearch } from './history-search';

describe('parseHistorySearch', () => {
  it('keeps valid dates, a payment status and a page beyond the first', () => {
    expect(parseHistorySearch({ from: '2026-05-01', to: '2026-05-31', status: 'Pending', page: 3 })).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
      status: 'Pending',
      page: 3,
    });
    expect(parseHistorySearch({ page: '2' })).toEqual({ page: 2 });
  });

  it('keeps a leap day in a leap year', () => {
    expect(parseHistorySearch({ from: '2028-02-29' })).toEqual({ from: '2028-02-29' });
  });

  it('keeps what the search box holds, cut at 60 characters, and drops a blank one', () => {
    expect(parseHistorySearch({ q: 'CS-AA' })).toEqual({ q: 'CS-AA' });
    expect(parseHistorySearch({ q: 'x'.repeat(80) }).q).toHaveLength(60);
    expect(parseHistorySearch({ q: '   ' })).toEqual({});
    expect(parseHistorySearch({ q: 5 })).toEqual({});
  });

  it('drops what makes no sense instead of failing the screen', () => {
    expect(
      parseHistorySearch({ from: '01/05/2026', to: '2026-13-01', status: 'paid', page: 0, other: 'x' }),
    ).toEqual({});
    expect(parseHistorySearch({ from: '2026-02-29', to: '2026-04-31' })).toEqual({});
    expect(parseHistorySearch({ page: 1.5 })).toEqual({});
    expect(parseHistorySearch({ page: 1 })).toEqual({});
    expect(parseHistorySearch({ status: 'MISSING PAYMENT' })).toEqual({});
  });

  it('reads a range typed the wrong way round the right way round', () => {
    expect(parseHistorySearch({ from: '2026-12-05', to: '2026-12-01' })).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-05',
    });
    expect(parseHistorySearch({ from: '2026-12-01', to: '2026-12-05' })).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-05',
    });
    expect(parseHistorySearch({ from: '2026-12-05', to: 'garbage' })).toMatchObject({ from: '2026-12-05' });
  });

  it('names every key, so that what it drops does not stay as the URL had it', () => {
    // As the router reads a route's search: its own values laid over the URL's.
    const url = { from: 'garbage', to: '2026-13-01', status: 'zzz', page: '-5', q: '  ' };
    const search = { ...url, ...parseHistorySearch(url) };
    expect(Object.values(search).filter((value) => value !== undefined)).toEqual([]);
  });
});

describe('hasFilters', () => {
  it('counts dates and status, not the page', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ page: 4 })).toBe(false);
    expect(hasFilters({ to: '2026-05-31' })).toBe(true);
    expect(hasFilters({ status: 'Captive' })).toBe(true);
    expect(hasFilters({ q: 'CS' })).toBe(true);
  });
});
