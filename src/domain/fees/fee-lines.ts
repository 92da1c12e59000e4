// The lines a landing's fee is made of, as the desk shows them beside it (docs/product/
// movement-log.md, "Pricing"): the weight band by MTOW (a touch and go at its own price), each
// service, and parking after the free hours.
import { type Message, msg } from '@/i18n/messages';
import { serviceWords } from '../club/catalogue-words';
import { parseInstant } from '../time/instants';
import { type Landing, TOUCH_AND_GO } from '../wire/entities';
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
  'aircraft' | 'mtow' | 'landingPurpose' | 'club_services' | 'ata' | 'departure' | 'status'
>;

/** The MTOW a landing is priced by: its aircraft record's, else the one declared for it. */
export const pricingMtow = (landing: Pick<Landing, 'aircraft' | 'mtow'>): number | null =>
  landing.aircraft?.mtow ?? landing.mtow ?? null;

function landingLine(landing: FeeLinesLanding, bands: readonly WeightBand[], tag: string): CostLine {
  const purpose = landing.landingPurpose === TOUCH_AND_GO ? 'touchAndGo' : 'landing';
  const mtow = pricingMtow(landing);
  const band = mtow === null ? undefined : bandFor(bands, mtow);
  if (!band) {
    return {
      label: msg(purpose === 'touchAndGo' ? 'common.purpose.touchAndGo' : 'common.purpose.landing'),
      value: msg(mtow === null ? 'movements.fee.noMtow' : 'movements.createLanding.cost.noBand'),
    };
  }
  const price = purpose === 'touchAndGo' ? band.priceTouchGo : band.priceLand;
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

function parkingLine(
  landing: FeeLinesLanding,
  rates: ParkingRates | null,
  nowMs: number,
  tag: string,
): CostLine {
  const label: Message = msg('movements.createLanding.cost.parking');
  if (!rates) return { label, value: msg('movements.createLanding.cost.clubRates') };
  const hourly = hourlyParkingRate(rates, landing.aircraft?.category);
  const arrived = landing.ata ? parseInstant(landing.ata) : Number.NaN;
  if (Number.isNaN(arrived) || landing.status === 'pending') {
    const free = rates.hours_free_park ?? 0;
    return {
      label,
      value: msg('movements.createLanding.cost.hourly', { free, hourly: formatPrice(hourly, tag) }),
    };
  }
  const departed =
    landing.status === 'finished' && landing.departure ? parseInstant(landing.departure) : nowMs;
  const hours = billableParkingHours(departed - arrived, rates.hours_free_park);
  return {
    label: msg('movements.fee.parkingHours', { hours, hourly: formatPrice(hourly, tag) }),
    value: formatPrice(hours * hourly, tag),
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
  const lines = [landingLine(landing, bands, tag), ...services];
  // A touch and go is not expected to stay; one that did is billed its parking like any landing,
  // as the server prices it at departure.
  if (landing.landingPurpose !== TOUCH_AND_GO || landing.ata)
    lines.push(parkingLine(landing, rates, nowMs, tag));
  return lines;
}
