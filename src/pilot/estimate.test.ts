import { describe, expect, it } from 'vitest';
import type { PublicAirfield } from '@/domain/pilot-request-wire';
import { TOUCH_AND_GO } from '@/domain/types';
import { estimateFee, hoursNotice } from './estimate';
import { EMPTY_VALUES } from './request-draft';

const airfield: PublicAirfield = {
  slug: 'example',
  name1: 'Example',
  name2: 'LPXE',
  runway: { type: null, direction: null, length: null, elevation: null, weightLimit: null },
  hours: [{ day_index: 0, open: '09:00:00.000', close: '19:00:00.000' }],
  outsideHours: 'refused',
  services: [
    { id: 7, name: 'Hangar overnight', price: 33 },
    { id: 8, name: 'Aircraft cleaning', price: 16.5 },
  ],
  bands: [
    { weight1: 0, weight2: 1000, priceLand: 15, priceTouchGo: 7.5 },
    { weight1: 1001, weight2: 2500, priceLand: 25, priceTouchGo: 12.5 },
  ],
  parking: {
    price_park: 5,
    price_park_twin: 8,
    price_park_bizz: 20,
    price_park_heli: 10,
    hours_free_park: 2,
  },
  aircraft: [{ name: 'Cessna 172 CS-AAA', category: 'Single engine', mtow: 1111 }],
};

describe('estimateFee', () => {
  it('adds the band of a catalogue type and the chosen services, and explains parking', () => {
    const estimate = estimateFee(airfield, {
      ...EMPTY_VALUES,
      aircraftType: 'cessna 172 cs-aaa',
      services: [7],
    });
    expect(estimate.headline).toBe('Estimated fee: €58.00');
    expect(estimate.lines).toEqual([
      'Landing: €25.00',
      'Hangar overnight: €33.00',
      'Parking: first 2 h free, then €5.00 for each full hour. Not included: it depends on your stay.',
    ]);
  });
  it('says so when a typed type is not in the list, and prices a touch and go', () => {
    const estimate = estimateFee(airfield, { ...EMPTY_VALUES, aircraftType: 'Jodel', purpose: TOUCH_AND_GO });
    expect(estimate.quote.total).toBe(7.5);
    expect(estimate.lines.at(-1)).toMatch(/not in our list/);
  });
});

describe('hoursNotice', () => {
  it('warns before sending when the club is closed then, in the words of its setting', () => {
    // 2026-01-05 is a Monday; Lisbon is on UTC in winter.
    expect(hoursNotice(airfield, { date: '2026-01-05', eta: '12:00' })).toBeNull();
    expect(hoursNotice(airfield, { date: '2026-01-05', eta: '20:00' })).toMatch(/closed/);
    expect(
      hoursNotice({ ...airfield, outsideHours: 'flagged' }, { date: '2026-01-06', eta: '12:00' }),
    ).toMatch(/desk will see/);
    expect(hoursNotice(airfield, { date: '', eta: '12:00' })).toBeNull();
  });
});
