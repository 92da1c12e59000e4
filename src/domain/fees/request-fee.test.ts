import { describe, expect, it } from 'vitest';
import { TOUCH_AND_GO } from '../wire/entities';
import type { ParkingRates, WeightBand } from './fee-rules';
import { basisExplanation, parkingExplanation, quoteRequestFee } from './request-fee';

const bands: WeightBand[] = [
  { weight1: 0, weight2: 1000, priceLand: 15, priceTouchGo: 7.5 },
  { weight1: 1001, weight2: 2500, priceLand: 25, priceTouchGo: 12.5 },
];
const rates: ParkingRates = {
  price_park: 5,
  price_park_twin: 8,
  price_park_bizz: 20,
  price_park_heli: 10,
  hours_free_park: 2,
};
const cessna = { mtow: 1111, category: 'Single engine' };

describe('quoteRequestFee', () => {
  it('prices the landing by the band holding the MTOW, plus the chosen services', () => {
    const quote = quoteRequestFee({
      bands,
      rates,
      aircraft: cessna,
      purpose: 'landing',
      servicePrices: [33, 16.5],
    });
    expect(quote).toMatchObject({ landing: 25, services: 49.5, total: 74.5, basis: 'mtow' });
  });
  it('uses the touch-and-go price for a touch and go', () => {
    const quote = quoteRequestFee({
      bands,
      rates,
      aircraft: cessna,
      purpose: TOUCH_AND_GO,
      servicePrices: [],
    });
    expect(quote.total).toBe(12.5);
  });
  it('prices a type not in the catalogue by its declared MTOW, never the lightest band by default', () => {
    const declared = quoteRequestFee({
      bands,
      rates,
      aircraft: null,
      declaredMtow: 1200,
      purpose: 'landing',
      servicePrices: [0.1, 0.2],
    });
    expect(declared).toMatchObject({ landing: 25, basis: 'declared', total: 25.3 });
    const unweighed = quoteRequestFee({
      bands,
      rates,
      aircraft: null,
      purpose: 'landing',
      servicePrices: [10],
    });
    expect(unweighed).toMatchObject({ landing: null, basis: 'toPrice', total: null });
  });
  it('leaves the fee to the desk when no band prices the aircraft, never the services alone', () => {
    const heavy = { mtow: 9000, category: 'Bizz jet' };
    const quote = quoteRequestFee({ bands, rates, aircraft: heavy, purpose: 'landing', servicePrices: [10] });
    expect(quote).toMatchObject({ landing: null, basis: 'none', services: 10, total: null, hourlyRate: 20 });
    const declared = quoteRequestFee({
      bands,
      rates,
      aircraft: null,
      declaredMtow: 99_999,
      purpose: 'training_touch_and_go',
      servicePrices: [],
    });
    expect(declared).toMatchObject({ landing: null, basis: 'none', total: null });
  });
  it('never adds parking, and explains it with the free hours', () => {
    const quote = quoteRequestFee({ bands, rates, aircraft: cessna, purpose: 'landing', servicePrices: [] });
    expect(quote.total).toBe(25);
    expect(parkingExplanation(quote)).toBe('Parking: first 2 h free, then €5.00 for each full hour.');
    expect(parkingExplanation({ freeHours: 0, hourlyRate: 5 })).toBe('Parking: €5.00 for each full hour.');
    expect(parkingExplanation({ freeHours: 3, hourlyRate: 0 })).toBe('Parking: free.');
  });
  it('says how the landing price was found', () => {
    expect(basisExplanation('toPrice')).toMatch(/not in our list/);
    expect(basisExplanation('declared')).toMatch(/MTOW you declared/);
    expect(basisExplanation('none')).toMatch(/desk will tell you/);
  });
});
