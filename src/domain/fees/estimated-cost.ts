// EST. COST on the Create Landing form (docs/product/movement-log.md, "Pricing"): what an airplane
// is priced by, the landing's price from the club's weight bands, and the lines shown beside it.
import { type Message, msg } from '@/i18n/messages';
import { type Aircraft, TOUCH_AND_GO } from '../wire/entities';
import {
  bandFor,
  estimatedLandingFee,
  hourlyParkingRate,
  type ParkingRates,
  type WeightBand,
} from './fee-rules';
import { readDeclaredMtow } from './landing-fee';
import { formatPrice } from './money';

/**
 * What an airplane is priced by: the known one's record, else the MTOW declared for it (kg);
 * null when neither is known, and it is to be priced at the desk.
 */
export function pricedAs(
  aircraft: Pick<Aircraft, 'mtow' | 'category'> | null | undefined,
  mtowTyped: string,
): Pick<Aircraft, 'mtow' | 'category'> | null {
  if (aircraft) return aircraft;
  const read = readDeclaredMtow(mtowTyped);
  return read.ok && read.kg !== null ? { mtow: read.kg, category: '' } : null;
}

/** EST. COST: the landing price of the band holding the aircraft's MTOW; null when none does. */
export function estimatedCost(
  bands: readonly WeightBand[],
  aircraft: Pick<Aircraft, 'mtow'> | null | undefined,
  purpose: string | null = null,
): number | null {
  return aircraft?.mtow != null ? estimatedLandingFee(bands, aircraft.mtow, purpose) : null;
}

/** One line of EST. COST: what it is for, and its amount or why there is none. */
export interface CostLine {
  label: Message;
  /** An amount already written in the reader's format, or a message saying why there is none. */
  value: string | Message;
}

/**
 * EST. COST's lines: the landing's band and price, services, and parking after the free hours.
 * `tag` is the Intl tag amounts are written in ('en-GB', 'pt-PT').
 */
export function costBreakdown(
  bands: readonly WeightBand[],
  aircraft: Pick<Aircraft, 'mtow' | 'category'> | null | undefined,
  purpose: string,
  rates: ParkingRates | null,
  tag?: string,
): CostLine[] {
  const band = aircraft?.mtow != null ? bandFor(bands, aircraft.mtow) : undefined;
  const what = purpose === TOUCH_AND_GO ? 'touchAndGo' : 'landing';
  const landing: CostLine = band
    ? {
        label: msg('movements.createLanding.cost.band', {
          purpose: what,
          from: band.weight1,
          to: band.weight2,
        }),
        value: formatPrice(estimatedCost(bands, aircraft, purpose), tag),
      }
    : {
        label: msg(what === 'touchAndGo' ? 'common.purpose.touchAndGo' : 'common.purpose.landing'),
        value: msg(
          !aircraft
            ? 'movements.createLanding.cost.unknownAirplane'
            : // A known airplane whose record has no MTOW (a plain Strapi's has none): to be priced.
              aircraft.mtow === null
              ? 'movements.fee.noMtow'
              : 'movements.createLanding.cost.noBand',
        ),
      };
  const free = rates?.hours_free_park ?? 0;
  const hourly = rates && aircraft ? formatPrice(hourlyParkingRate(rates, aircraft.category), tag) : null;
  const parking = hourly
    ? msg('movements.createLanding.cost.hourly', { free, hourly })
    : msg('movements.createLanding.cost.clubRates');
  return [
    landing,
    { label: msg('movements.details.services'), value: msg('movements.createLanding.cost.none') },
    { label: msg('movements.createLanding.cost.parking'), value: parking },
  ];
}
