import { describe, expect, it } from 'vitest';
import { toAircraft } from './normalise';

describe('toAircraft', () => {
  it("reads an MTOW the record gives, and none where it gives none (a plain Strapi's aircraft)", () => {
    expect(toAircraft({ id: 4, name: 'Cessna 172 CS-AAA', category: 'Single engine', mtow: 1111 })).toEqual({
      id: 4,
      name: 'Cessna 172 CS-AAA',
      category: 'Single engine',
      mtow: 1111,
    });
    expect(toAircraft({ id: 5, name: 'Citation CS-AAE', category: 'Jet' }).mtow).toBeNull();
    expect(toAircraft({ id: 6, name: 'Glider', category: 'Glider', mtow: 0 }).mtow).toBeNull();
  });
});
