import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { strapiQuery } from './strapi-query';

// The server parses with qs, as Strapi does: what we write must be what qs would have written.
const asQs = (query: Record<string, unknown>) => qs.stringify(query, { encodeValuesOnly: true });

describe('strapiQuery', () => {
  it.each([
    {
      filters: { club: { id: { $eq: 1 } }, date: { $gte: '2026-11-22' } },
      populate: ['club'],
      pagination: { limit: 100 },
    },
    { filters: { $or: [{ status: { $eq: 'PENDING' } }, { status: { $in: ['ACCEPTED', 'REJECTED'] } }] } },
    { populate: { airplane: { populate: ['mtow'] }, club: true }, sort: ['date:desc', 'time:asc'] },
    { filters: { pilot_name: { $containsi: "O'Brien & Søn (100%) *!" } }, fields: ['name'] },
    {
      filters: { ata: { $null: true }, note: null, skipped: undefined },
      since: new Date('2026-11-22T10:00:00Z'),
    },
  ])('writes what qs writes for %j', (query) => {
    expect(strapiQuery(query)).toBe(asQs(query));
  });

  it('round-trips through qs.parse into the same nested query', () => {
    const query = {
      filters: { club: { id: { $eq: '7' } }, tail: { $in: ['CS-A', 'CS B'] } },
      populate: ['club'],
    };
    expect(qs.parse(strapiQuery(query))).toEqual(query);
  });
});
