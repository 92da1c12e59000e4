import { describe, expect, it } from 'vitest';
import { aircraftTypeOf, aircraftTypes, findAircraftType } from './aircraft-types';

const CATALOGUE = [
  { name: 'Cessna 172 CS-AAA', category: 'Single engine', mtow: 1111 },
  { name: 'Cessna 172 CS-AAZ', category: 'Single engine', mtow: 1157 },
  { name: 'Piper PA-28 CS-AAB', category: 'Single engine', mtow: 1157 },
  { name: 'Robinson R44 CS-HAA', category: 'Helicopter', mtow: 1134 },
  { name: 'Extra 300', category: 'Single engine', mtow: 950 },
  { name: 'Cirrus SR22 N123AB', category: 'Single engine', mtow: 1542 },
];

describe('aircraft types', () => {
  it('takes the registration off a catalogue name, and only a registration', () => {
    expect(aircraftTypeOf('Cessna 172 CS-AAA')).toBe('Cessna 172');
    expect(aircraftTypeOf('Robin DR400 F-GABC')).toBe('Robin DR400');
    expect(aircraftTypeOf('Cirrus SR22 N123AB')).toBe('Cirrus SR22');
    expect(aircraftTypeOf('Cessna 172')).toBe('Cessna 172');
    expect(aircraftTypeOf('Piper PA-28')).toBe('Piper PA-28');
    expect(aircraftTypeOf('CS-AAA')).toBe('CS-AAA');
  });

  it('lists each type once, sorted, at the heaviest MTOW of its airplanes, with no registration', () => {
    expect(aircraftTypes(CATALOGUE)).toEqual([
      { name: 'Cessna 172', category: 'Single engine', mtow: 1157 },
      { name: 'Cirrus SR22', category: 'Single engine', mtow: 1542 },
      { name: 'Extra 300', category: 'Single engine', mtow: 950 },
      { name: 'Piper PA-28', category: 'Single engine', mtow: 1157 },
      { name: 'Robinson R44', category: 'Helicopter', mtow: 1134 },
    ]);
  });

  it("finds the type a pilot's words name: the type, or a type and a registration", () => {
    const types = aircraftTypes(CATALOGUE);
    expect(findAircraftType(' cessna  172 ', types)?.mtow).toBe(1157);
    expect(findAircraftType('Cessna 172 CS-PWA', types)?.name).toBe('Cessna 172');
    expect(findAircraftType('Robinson R44 CS-HAA', types)?.category).toBe('Helicopter');
    expect(findAircraftType('Jodel D112', types)).toBeNull();
    expect(findAircraftType('', types)).toBeNull();
  });
});
