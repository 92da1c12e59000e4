// The lines a landing's fee is made of, as the desk shows them beside it (docs/product/
// movement-log.md, "Pricing"): the weight band by MTOW (a touch and go at its own price), each
// service, and parking after the free hours. They add up to the fee the landing was priced at, as
// a receipt's parts do (fee-parts.ts), whatever the club's prices are today.
import { type Message, msg } from '@/i18n/messages';
import { serviceWords } from '../club/catalogue-words';
import { parseInstant } from '../time/instants';
import { type Landing, TOUCH_AND_GO } from '../wire/entities';
import { centsOf } from './cents';
import type { CostLine } from './estimated-cost';
import {
  bandFor,
  billableParkingHours,
  hourlyParkingRate,
  type ParkingRates,
  type WeightBand,
} from './fee-rules';
import { formatPrice } from './money';

export type FeeLinesLanding = Pick<
  Landing,
  'aircraft' | 'mtow' | 'landingPurpose' | 'club_services' | 'ata' | 'departure' | 'status' | 'price'
>;

/** The MTOW a landing is priced by: its aircraft record's, else the one declared for it. */
export const pricingMtow = (landing: Pick<Landing, 'aircraft' | 'mtow'>): number | null =>
  landing.aircraft?.mtow ?? landing.mtow ?? null;

/**
 * What of the landing's stored fee is the landing itself: the fee less its services and, once
 * departed, its parking; null without a stored fee, or when those no longer fit inside it.
 */
function recordedLandingCents(landing: FeeLinesLanding, parkingCents: number): number | null {
  if (landing.price === null) return null;
  const services = landing.club_services.reduce((sum, offer) => sum + centsOf(offer.price), 0);
  const rest = centsOf(landing.price) - services - (landing.status === 'finished' ? parkingCents : 0);
  return rest >= 0 ? rest : null;
}

function landingLine(
  landing: FeeLinesLanding,
  bands: readonly WeightBand[],
  recordedCents: number | null,
  tag: string,
): CostLine {
  const purpose = landing.landingPurpose === TOUCH_AND_GO ? 'touchAndGo' : 'landing';
  const mtow = pricingMtow(landing);
  const band = mtow === null ? undefined : bandFor(bands, mtow);
  if (!band) {
    return {
      label: msg(purpose === 'touchAndGo' ? 'common.purpose.touchAndGo' : 'common.purpose.landing'),
      value:
        recordedCents !== null
          ? formatPrice(recordedCents / 100, tag)
          : msg(mtow === null ? 'movements.fee.noMtow' : 'movements.createLanding.cost.noBand'),
    };
  }
  // As priced when the landing was (its band's price may have changed since).
  const price =
    recordedCents !== null
      ? recordedCents / 100
      : purpose === 'touchAndGo'
        ? band.priceTouchGo
        : band.priceLand;
  const declared = landing.aircraft ? {} : { declared: mtow };
  return {
    label: msg(landing.aircraft ? 'movements.createLanding.cost.band' : 'movements.fee.bandDeclared', {
      purpose,
      from: band.weight1,
      to: band.weight2,
      ...declared,
    }),
    value: formatPrice(price, tag),
  };
}

/** The parking line, and what it bills in cents (0 while none is billed yet). */
function parkingLine(
  landing: FeeLinesLanding,
  rates: ParkingRates | null,
  nowMs: number,
  tag: string,
): { line: CostLine; cents: number } {
  const label: Message = msg('movements.createLanding.cost.parking');
  if (!rates) return { line: { label, value: msg('movements.createLanding.cost.clubRates') }, cents: 0 };
  const hourly = hourlyParkingRate(rates, landing.aircraft?.category);
  const arrived = landing.ata ? parseInstant(landing.ata) : Number.NaN;
  if (Number.isNaN(arrived) || landing.status === 'pending') {
    const free = rates.hours_free_park ?? 0;
    const value = msg('movements.createLanding.cost.hourly', { free, hourly: formatPrice(hourly, tag) });
    return { line: { label, value }, cents: 0 };
  }
  const departed =
    landing.status === 'finished' && landing.departure ? parseInstant(landing.departure) : nowMs;
  const hours = billableParkingHours(departed - arrived, rates.hours_free_park);
  const cents = hours * centsOf(hourly);
  return {
    line: {
      label: msg('movements.fee.parkingHours', { hours, hourly: formatPrice(hourly, tag) }),
      value: formatPrice(cents / 100, tag),
    },
    cents,
  };
}

/** The fee's lines; `nowMs` is the screen's clock, for parking still accruing. */
export function feeLines(
  landing: FeeLinesLanding,
  bands: readonly WeightBand[],
  rates: ParkingRates | null,
  nowMs: number,
  tag = 'en-GB',
): CostLine[] {
  const services: CostLine[] = landing.club_services.length
    ? landing.club_services.map((offer) => ({
        label: msg('movements.fee.service', { service: serviceWords(offer.service?.name ?? '') }),
        value: formatPrice(offer.price, tag),
      }))
    : [
        {
          label: msg('movements.details.services'),
          value: msg('movements.createLanding.cost.none'),
        },
      ];
  // A touch and go is not expected to stay; one that did is billed its parking like any landing,
  // as the server prices it at departure.
  const parking =
    landing.landingPurpose !== TOUCH_AND_GO || landing.ata ? parkingLine(landing, rates, nowMs, tag) : null;
  const landingPart = landingLine(landing, bands, recordedLandingCents(landing, parking?.cents ?? 0), tag);
  return parking ? [landingPart, ...services, parking.line] : [landingPart, ...services];
}
