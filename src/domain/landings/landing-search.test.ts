import { describe, expect, it } from 'vitest';
import { matchesQuery } from './landing-search';

const landing = {
  registration: 'CS-PWA',
  user: {
    id: 1,
    username: 'pilot1',
    email: 'joao@example.com',
    name: 'João Ferreira',
    licenceNumber: null,
    callSign: 'TAP123',
  },
  aircraft: { id: 2, name: 'Cessna 172 CS-AAA', category: 'Single engine', mtow: 1111 },
  ppr: 'PPR-2026-0042',
};

describe('matchesQuery', () => {
  it('finds a landing by registration, call sign, pilot name or aircraft, whatever the case or accents', () => {
    for (const query of ['cs-pwa', 'tap1', 'joao', 'FERREIRA', 'cs-aaa', '  pilot1 ', ''])
      expect(matchesQuery(landing, query)).toBe(true);
  });

  it('finds a request by the pilot typed for it, which names no account', () => {
    const request = { registration: 'CS-REQ', user: null, passengers_on_board: '["Marta Primeira","Rui"]' };
    expect(matchesQuery(request, 'marta')).toBe(true);
    expect(matchesQuery(request, 'rui')).toBe(false);
  });

  it('finds nothing else', () => {
    expect(matchesQuery(landing, 'CS-ZZZ')).toBe(false);
    expect(matchesQuery({}, 'CS')).toBe(false);
  });

  it('finds a landing by its PPR number, whole, with its year, or the number alone', () => {
    for (const query of ['PPR-2026-0042', 'ppr-2026-0042', '2026-0042', '42', '0042'])
      expect(matchesQuery(landing, query), query).toBe(true);
    for (const query of ['142', '2025-0042', 'PPR-2026-0043'])
      expect(matchesQuery(landing, query), query).toBe(false);
    // No number on a plain Strapi: only the other fields are searched.
    expect(matchesQuery({ ...landing, ppr: null }, '42')).toBe(false);
  });
});
