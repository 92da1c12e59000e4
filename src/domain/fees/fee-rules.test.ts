import { describe, expect, it } from 'vitest';
import {
  bandFor,
  billableParkingHours,
  estimatedLandingFee,
  hourlyParkingRate,
  MAX_FEE,
  type ParkingRates,
  parkingFee,
  type WeightBand,
} from './fee-rules';

const HOUR = 3_600_000;
const rates: ParkingRates = {
  price_park: 3,
  price_park_twin: 5,
  price_park_bizz: 20,
  price_park_heli: 8,
  hours_free_park: 0,
};
const ata = new Date('2026-07-01T10:00:00.000Z');
const parkedFor = (ms: number) => new Date(ata.getTime() + ms);

describe('hourlyParkingRate', () => {
  it("uses each category's rate", () => {
    expect(hourlyParkingRate(rates, 'Single engine')).toBe(3);
    expect(hourlyParkingRate(rates, 'Twin engine')).toBe(5);
    expect(hourlyParkingRate(rates, 'Bizz jet')).toBe(20);
    expect(hourlyParkingRate(rates, 'Helicopter')).toBe(8);
  });
  it('charges unknown or missing categories the single-engine rate', () => {
    expect(hourlyParkingRate(rates, 'Glider')).toBe(3);
    expect(hourlyParkingRate(rates, null)).toBe(3);
    expect(hourlyParkingRate(rates, undefined)).toBe(3);
  });
  it('treats an unset rate as free', () => {
    expect(hourlyParkingRate({ ...rates, price_park_twin: null }, 'Twin engine')).toBe(0);
  });
});

describe('billableParkingHours', () => {
  it('counts full hours only (elapsed seconds / 3600, rounded down)', () => {
    expect(billableParkingHours(0, 0)).toBe(0);
    expect(billableParkingHours(HOUR - 1, 0)).toBe(0);
    expect(billableParkingHours(HOUR, 0)).toBe(1);
    expect(billableParkingHours(2 * HOUR + 59 * 60_000, 0)).toBe(2);
  });
  it('deducts the free hours first', () => {
    expect(billableParkingHours(3 * HOUR, 2)).toBe(1);
    expect(billableParkingHours(3.5 * HOUR, 2)).toBe(1);
    expect(billableParkingHours(HOUR, 2)).toBe(0);
    expect(billableParkingHours(3 * HOUR, null)).toBe(3);
    expect(billableParkingHours(3 * HOUR, 1.5)).toBe(1);
  });
  it('never goes negative', () => {
    expect(billableParkingHours(-HOUR, 0)).toBe(0);
    expect(billableParkingHours(2 * HOUR, -3)).toBe(2);
  });
});

describe('parkingFee', () => {
  it('never exceeds MAX_FEE: 50 years parked at €1,000 an hour is €1,000,000, not €438,291,010', () => {
    const fee = parkingFee({
      landingPrice: 10,
      rates: { ...rates, price_park: 1000 },
      category: 'Single engine',
      ata: new Date('1976-11-22T12:00:00.000Z'),
      until: new Date('2026-11-22T12:00:00.000Z'),
    });
    expect(fee).toBe(MAX_FEE);
    expect(MAX_FEE).toBe(1_000_000);
  });
  it('leaves a long real stay alone: a jet parked a year at €20 an hour', () => {
    const year = parkingFee({
      landingPrice: 100,
      rates,
      category: 'Bizz jet',
      ata,
      until: parkedFor(8760 * HOUR),
    });
    expect(year).toBe(100 + 8760 * 20);
  });
  it('is landing price + price_park × full hours for a single engine with no free hours', () => {
    const fee = parkingFee({
      landingPrice: 12.5,
      rates,
      category: 'Single engine',
      ata,
      until: parkedFor(6 * HOUR + 38 * 60_000),
    });
    expect(fee).toBe(12.5 + 3 * 6);
  });
  it('is just the landing price within the first hour', () => {
    expect(
      parkingFee({
        landingPrice: 12.5,
        rates,
        category: 'Single engine',
        ata,
        until: parkedFor(59 * 60_000),
      }),
    ).toBe(12.5);
  });
  it('deducts free hours before charging', () => {
    const withFree = { ...rates, hours_free_park: 2 };
    expect(
      parkingFee({
        landingPrice: 10,
        rates: withFree,
        category: 'Single engine',
        ata,
        until: parkedFor(5 * HOUR),
      }),
    ).toBe(19);
  });
  it("charges each category's rate", () => {
    const fee = (category: string) =>
      parkingFee({ landingPrice: 0, rates, category, ata, until: parkedFor(2 * HOUR) });
    expect(fee('Twin engine')).toBe(10);
    expect(fee('Bizz jet')).toBe(40);
    expect(fee('Helicopter')).toBe(16);
  });
  it('treats a missing landing price as 0 and rounds to cents', () => {
    const cents = { ...rates, price_park: 0.1 };
    expect(
      parkingFee({ landingPrice: null, rates: cents, category: null, ata, until: parkedFor(3 * HOUR) }),
    ).toBe(0.3);
  });
  it('does not charge for a departure before arrival', () => {
    expect(
      parkingFee({ landingPrice: 7, rates, category: 'Single engine', ata, until: parkedFor(-5 * HOUR) }),
    ).toBe(7);
  });
});

describe('weight bands', () => {
  const bands: WeightBand[] = [
    { weight1: 0, weight2: 1000, priceLand: 10, priceTouchGo: 5 },
    { weight1: 1001, weight2: 2000, priceLand: 20, priceTouchGo: 12 },
  ];
  it('finds the band holding the MTOW, bounds inclusive', () => {
    expect(bandFor(bands, 0)).toBe(bands[0]);
    expect(bandFor(bands, 1000)).toBe(bands[0]);
    expect(bandFor(bands, 1001)).toBe(bands[1]);
    expect(bandFor(bands, 2000)).toBe(bands[1]);
    expect(bandFor(bands, 2001)).toBeUndefined();
    expect(bandFor([], 500)).toBeUndefined();
  });
  it('prices a landing or a touch and go from the band', () => {
    expect(estimatedLandingFee(bands, 750)).toBe(10);
    expect(estimatedLandingFee(bands, 750, 'training')).toBe(10);
    expect(estimatedLandingFee(bands, 750, 'training_touch_and_go')).toBe(5);
    expect(estimatedLandingFee(bands, 1500, 'training_touch_and_go')).toBe(12);
  });
  it('is null when no band holds the MTOW', () => {
    expect(estimatedLandingFee(bands, 5700)).toBeNull();
  });
});
