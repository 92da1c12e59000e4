// The fee a pilot is quoted on the request page, and the AMOUNT the server stores for that request
// (ADR 0009): one function, so the desk shows exactly what the pilot was told. Landing price by the
// weight band and purpose (a type the catalogue does not know by its declared MTOW), plus the chosen
// services; parking is explained, never added, because nobody knows yet how long the aircraft will stay.

import { TOUCH_AND_GO } from '../wire/entities';
import { bandFor, hourlyParkingRate, MAX_FEE, type ParkingRates, type WeightBand } from './fee-rules';
import { formatPrice } from './money';

export interface FeeQuoteInput {
  bands: readonly WeightBand[];
  rates: ParkingRates;
  /** The catalogue aircraft the type names; null for a type the catalogue does not know. */
  aircraft: { mtow: number; category: string } | null;
  /** The MTOW in kg the pilot or the radio call declared for a type the catalogue does not know. */
  declaredMtow?: number | null;
  purpose: string | null;
  /** The prices of the chosen club services. */
  servicePrices: readonly number[];
}

/**
 * 'mtow': the band holding the catalogue MTOW. 'declared': a type not in the catalogue, priced by
 * the band holding the MTOW declared for it. 'toPrice': a type not in the catalogue with no MTOW
 * declared: nobody can price it but the desk, never the lightest band by default
 * (docs/product/movement-log.md, "Pricing"). 'none': no band holds the MTOW (heavier than the club's
 * bands, or no bands at all): the desk prices it too, as the create and correction forms leave it,
 * rather than a quote of the services alone that reads like the whole fee.
 */
export type FeeBasis = 'mtow' | 'declared' | 'toPrice' | 'none';

export interface FeeQuote {
  landing: number | null;
  services: number;
  /** What the desk's AMOUNT shows for this request; null while it is to be priced. */
  total: number | null;
  basis: FeeBasis;
  freeHours: number;
  hourlyRate: number;
}

const cents = (value: number): number => Math.round(value * 100);

export function quoteRequestFee(input: FeeQuoteInput): FeeQuote {
  const mtow = input.aircraft?.mtow ?? input.declaredMtow ?? null;
  const band = mtow === null ? undefined : bandFor(input.bands, mtow);
  const basis: FeeBasis = mtow === null ? 'toPrice' : !band ? 'none' : input.aircraft ? 'mtow' : 'declared';
  const landing = band ? (input.purpose === TOUCH_AND_GO ? band.priceTouchGo : band.priceLand) : null;
  const servicesCents = input.servicePrices.reduce((sum, price) => sum + cents(price), 0);
  const totalCents = cents(landing ?? 0) + servicesCents;
  return {
    landing,
    services: servicesCents / 100,
    total: landing === null ? null : Math.min(totalCents / 100, MAX_FEE),
    basis,
    freeHours: Math.max(0, input.rates.hours_free_park ?? 0),
    hourlyRate: hourlyParkingRate(input.rates, input.aircraft?.category),
  };
}

/** e.g. 'Parking: first 2 h free, then €5.00 for each full hour.' */
export function parkingExplanation(quote: Pick<FeeQuote, 'freeHours' | 'hourlyRate'>): string {
  if (quote.hourlyRate <= 0) return 'Parking: free.';
  const rate = `${formatPrice(quote.hourlyRate)} for each full hour`;
  return quote.freeHours > 0
    ? `Parking: first ${quote.freeHours} h free, then ${rate}.`
    : `Parking: ${rate}.`;
}

/** What the page says about how the landing price was found. */
export function basisExplanation(basis: FeeBasis): string {
  if (basis === 'mtow') return 'Landing priced by the weight band of your aircraft type.';
  if (basis === 'declared') return 'Landing priced by the weight band of the MTOW you declared.';
  if (basis === 'toPrice')
    return 'Your aircraft type is not in our list: give its MTOW to see the landing fee, or the desk will price it.';
  return 'The club has not set a landing price for this aircraft; the desk will tell you the landing fee.';
}
