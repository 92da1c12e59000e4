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
};

describe('matchesQuery', () => {
  it('finds a landing by registration, call sign, pilot name or aircraft, whatever the case or accents', () => {
    for (const query of ['cs-pwa', 'tap1', 'joao', 'FERREIRA', 'cs-aaa', '  pilot1 ', ''])
      expect(matchesQuery(landing, query)).toBe(true);
  });

  it('finds nothing else', () => {
    expect(matchesQuery(landing, 'CS-ZZZ')).toBe(false);
    expect(matchesQuery({}, 'CS')).toBe(false);
  });
});
