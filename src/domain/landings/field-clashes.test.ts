import { describe, expect, it } from 'vitest';
import type { Landing } from '../wire/entities';
import { clashingFields, fieldsBefore } from './field-clashes';

const base = {
  registration: 'CS-AAA',
  time: '10:00:00.000',
  landingPurpose: null,
  club_services: [{ id: 2, price: 5, service: null }],
  aircraft: null,
  from: null,
} as const;
const landing = (changes: Partial<Landing> = {}): Landing => ({ ...base, ...changes }) as unknown as Landing;

describe('clashingFields', () => {
  const patch = { registration: 'CS-BBB', time: '11:00', club_services: [3, 2] };
  const entry = { patch, before: fieldsBefore(landing(), patch) };

  it('finds no clash when another desk changed other fields, or the same to the same value', () => {
    expect(clashingFields(entry, landing({ landingPurpose: 'training_touch_and_go' }))).toEqual([]);
    expect(clashingFields(entry, landing({ registration: 'CS-BBB', time: '11:00:00.000' }))).toEqual([]);
  });

  it('names each field another desk set to a third value', () => {
    const services = [{ id: 4, price: 1, service: null }];
    expect(clashingFields(entry, landing({ registration: 'CS-CCC', club_services: services }))).toEqual([
      'registration',
      'club_services',
    ]);
  });

  it('counts every field a clash when the starting values are not known', () => {
    expect(clashingFields({ patch }, landing())).toEqual(['registration', 'time', 'club_services']);
  });
});
