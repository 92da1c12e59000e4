import { describe, expect, it } from 'vitest';
import type { Aircraft, User } from '../wire/entities';
import { matchAircraft, matchPilot, registrationIn } from './radio-call-match';

const aircrafts: Aircraft[] = [
  { id: 1, name: 'Cessna 172 CS-AAA', category: 'Single engine', mtow: 1111 },
  { id: 2, name: 'Robinson R44 CS-HAF', category: 'Helicopter', mtow: 1134 },
  { id: 3, name: 'Glider', category: 'Glider', mtow: 500 },
];
const pilot = (id: number, name: string | null, username: string): User => ({
  id,
  name,
  username,
  email: `${username}@example.com`,
  licenceNumber: null,
  callSign: null,
});

describe('matchAircraft', () => {
  it('finds a known airplane by its whole name or its registration, ignoring case, spaces and dashes', () => {
    expect(matchAircraft('Cessna 172 CS-AAA', aircrafts)?.id).toBe(1);
    expect(matchAircraft('cs-haf', aircrafts)?.id).toBe(2);
    expect(matchAircraft(' CSHAF ', aircrafts)?.id).toBe(2);
  });
  it('links nothing for a registration the club does not know, a type alone, or nothing', () => {
    expect(matchAircraft('CS-AYZ', aircrafts)).toBeNull();
    expect(matchAircraft('Cessna 172', aircrafts)).toBeNull();
    expect(matchAircraft('  ', aircrafts)).toBeNull();
  });
  it('reads a registration only where a name ends with one', () => {
    expect(registrationIn('Cessna 172 CS-AAA')).toBe('CS-AAA');
    expect(registrationIn('Glider')).toBeNull();
  });
});

describe('matchPilot', () => {
  const pilots = [
    pilot(3, 'Ana Sousa', 'ana'),
    pilot(4, null, 'pilot4'),
    pilot(5, 'Rui Lopes', 'rui'),
    pilot(6, 'Rui Lopes', 'rui2'),
  ];
  it('finds the one pilot listed under the typed name, in any case', () => {
    expect(matchPilot('ana sousa', pilots)?.id).toBe(3);
    expect(matchPilot('pilot4', pilots)?.id).toBe(4);
  });
  it('links no one for a new name or a name two pilots share', () => {
    expect(matchPilot('João Lima', pilots)).toBeNull();
    expect(matchPilot('Rui Lopes', pilots)).toBeNull();
  });
});
