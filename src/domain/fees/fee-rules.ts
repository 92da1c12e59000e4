// Landing and parking fees (docs/product.md#fees-and-pricing). One home for the rule: the movements screen
// shows the fee accruing with it and the server computes the final price at departure with it.
import { TOUCH_AND_GO } from '../wire/entities';

export interface ParkingRates {
  price_park: number | null;
  price_park_twin: number | null;
  price_park_bizz: number | null;
  price_park_heli: number | null;
  hours_free_park: number | null;
}

/** A club that has not set parking prices: parking costs nothing. */
export const NO_PARKING_RATES: ParkingRates = {
  price_park: null,
  price_park_twin: null,
  price_park_bizz: null,
  price_park_heli: null,
  hours_free_park: null,
};

export interface WeightBand {
  weight1: number;
  weight2: number;
  priceLand: number;
  priceTouchGo: number;
}

/** The hourly parking rate for an aircraft category; unknown classes pay the single-engine rate. */
export function hourlyParkingRate(rates: ParkingRates, category: string | null | undefined): number {
  switch (category) {
    case 'Twin engine':
      return rates.price_park_twin ?? 0;
    case 'Bizz jet':
      return rates.price_park_bizz ?? 0;
    case 'Helicopter':
      return rates.price_park_heli ?? 0;
    default:
      return rates.price_park ?? 0;
  }
}

/** Full hours parked beyond the free allowance: elapsed seconds over 3600, rounded down. */
export function billableParkingHours(elapsedMs: number, hoursFree: number | null): number {
  const billableMs = Math.max(0, elapsedMs - Math.max(0, hoursFree ?? 0) * 3_600_000);
  return Math.floor(billableMs / 3_600_000);
}

const roundCents = (value: number): number => Math.round(value * 100) / 100;

/**
 * No fee is ever shown or stored above €1,000,000 (ADR 0008): the most a club may ask for one
 * weight band or one hour of parking. Arrival times are bounded too, but a landing dated 2000 and
 * parked since would still run to millions; a real stay a year long at a jet's rate stays far below.
 */
export const MAX_FEE = 1_000_000;

/**
 * Landing price plus parking: the category's hourly rate times the billable full hours, at most
 * MAX_FEE. With 0 free hours and a single engine: landing price + price_park × full hours.
 */
export function parkingFee(args: {
  landingPrice: number | null;
  rates: ParkingRates;
  category: string | null | undefined;
  ata: Date;
  until: Date;
}): number {
  const hours = billableParkingHours(args.until.getTime() - args.ata.getTime(), args.rates.hours_free_park);
  const fee = roundCents((args.landingPrice ?? 0) + hours * hourlyParkingRate(args.rates, args.category));
  return Math.min(fee, MAX_FEE);
}

/** The weight band that holds an aircraft's MTOW, if any. */
export function bandFor(bands: readonly WeightBand[], mtowKg: number): WeightBand | undefined {
  return bands.find((band) => mtowKg >= band.weight1 && mtowKg <= band.weight2);
}

/** Estimated landing fee from the club's weight bands; null when no band holds the MTOW. */
export function estimatedLandingFee(
  bands: readonly WeightBand[],
  mtowKg: number,
  landingPurpose?: string | null,
): number | null {
  const band = bandFor(bands, mtowKg);
  if (!band) return null;
  return landingPurpose === TOUCH_AND_GO ? band.priceTouchGo : band.priceLand;
}
