import { describe, expect, it } from 'vitest';
import type { RefusedKind } from '../desk/refusal-words';
import type { Landing } from '../wire/entities';
import { alreadyHeld, clashingFields, comparedByField, fieldsBefore } from './field-clashes';

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

describe('alreadyHeld', () => {
  it('is true only when the server holds every value the change sends', () => {
    expect(alreadyHeld({ registration: 'CS-AAA', club_services: [2] }, landing())).toBe(true);
    expect(alreadyHeld({ registration: 'CS-AAA', time: '11:00' }, landing())).toBe(false);
  });

  it('leaves the fields it is told to out, and holds nothing for an empty change', () => {
    expect(alreadyHeld({ registration: 'CS-AAA', reason: 'full' }, landing(), ['reason'])).toBe(true);
    expect(alreadyHeld({}, landing())).toBe(false);
  });
});

describe('comparedByField', () => {
  it('compares a payment or an arrival by field, and a decision or a cancel whole', () => {
    const byField: RefusedKind[] = ['payment', 'fee', 'arrival', 'departure', 'correction'];
    expect(byField.every(comparedByField)).toBe(true);
    expect(comparedByField('decision') || comparedByField('state')).toBe(false);
  });
});
