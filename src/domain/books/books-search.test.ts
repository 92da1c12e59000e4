import { describe, expect, it } from 'vitest';
import { matchesQuery } from '../landings/landing-search';

// Through matchesQuery: the search box asks the books' rule (books-search.ts) as well.
const user = {
  id: 1,
  username: 'pilot1',
  email: 'joao@example.com',
  name: 'João Ferreira',
  licenceNumber: null,
  callSign: 'TAP123',
};

describe('matchesQuery over the books', () => {
  const visitor = {
    registration: 'CS-AAD',
    aircraftType: 'Beechcraft Baron',
    origin: 'LPCS',
    email: 'visitor@pilots.example',
    user: null,
    aircraft: null,
    from: null,
  };
  const member = {
    registration: null,
    email: null,
    origin: null,
    user: { ...user, email: 'joao@club.example' },
    aircraft: { id: 4, name: 'Beechcraft Baron CS-AAD', category: 'Twin engine', mtow: 2495 },
    from: { id: 9, name1: 'Évora', name2: 'LPEV' },
  };

  it('finds a registration with or without its hyphen or spaces, in any case', () => {
    for (const query of ['csaad', 'CS AAD', 'cs-aad', 'CSAAD', 'aad'])
      for (const row of [visitor, member]) expect(matchesQuery(row, query)).toBe(true);
    expect(matchesQuery(visitor, 'cs-aae')).toBe(false);
  });

  it("finds the origin by ICAO code or name, and the pilot's email", () => {
    expect(matchesQuery(visitor, 'lpcs')).toBe(true);
    expect(matchesQuery(member, 'lpev')).toBe(true);
    expect(matchesQuery(member, 'evora')).toBe(true);
    expect(matchesQuery(visitor, 'visitor@pilots')).toBe(true);
    expect(matchesQuery(member, 'joao@club.example')).toBe(true);
    expect(matchesQuery(visitor, 'baron')).toBe(true);
    expect(matchesQuery(member, 'lpcs')).toBe(false);
  });

  it('finds an origin typed as a code by the name the row shows for it, once that name is known', () => {
    const nameOf = (code: string) => (code === 'LPCS' ? 'Cascais Airport' : null);
    expect(matchesQuery(visitor, 'cascais', nameOf)).toBe(true);
    expect(matchesQuery(visitor, 'cascais')).toBe(false);
    expect(matchesQuery({ ...visitor, origin: 'LFBO' }, 'cascais', nameOf)).toBe(false);
    // A club's own aerodrome keeps its name, whatever the list of codes says.
    expect(matchesQuery(member, 'evora', () => 'Somewhere else')).toBe(true);
  });
});
