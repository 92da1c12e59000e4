// What the page tells the pilot while they type: the estimated fee (the very rule the server
// prices the request with, so the desk's AMOUNT is this figure), as catalog messages with prices
// already written in the page's language. Whether the time is open is rules.ts's (it reads the
// club's wall clock through the date library, loaded once the page is in use).

import { serviceWords } from '@/domain/club/catalogue-words';
import { readDeclaredMtow } from '@/domain/fees/landing-fee';
import { formatPrice } from '@/domain/fees/money';
import { type FeeBasis, type FeeQuote, quoteRequestFee } from '@/domain/fees/request-fee';
import { findAircraftType } from '@/domain/landings/aircraft-types';
import { TOUCH_AND_GO } from '@/domain/wire/entities';
import type { PublicAirfield } from '@/domain/wire/pilot-request-wire';
import { type Message, type MessageId, msg } from '@/i18n/messages';
import type { RequestValues } from './request-draft';

export interface Estimate {
  quote: FeeQuote;
  /** The total, e.g. 'Estimated fee: €41.50'. */
  headline: Message;
  /** How it is made up, one line each. */
  lines: Message[];
}

/** How parking is charged, for a rate and its free hours; never added to a request's fee. */
export function parkingMessage(quote: Pick<FeeQuote, 'freeHours' | 'hourlyRate'>, tag: string): Message {
  if (quote.hourlyRate <= 0) return msg('pilot.estimate.parkingFree');
  const price = formatPrice(quote.hourlyRate, tag);
  return quote.freeHours > 0
    ? msg('pilot.estimate.parkingAfterFree', { hours: quote.freeHours, price })
    : msg('pilot.estimate.parkingHourly', { price });
}

const BASIS_WORDS = {
  declared: 'pilot.estimate.basisDeclared',
  toPrice: 'pilot.estimate.basisToPrice',
  none: 'pilot.estimate.basisNone',
} as const satisfies Record<Exclude<FeeBasis, 'mtow'>, MessageId>;

/** The MTOW typed, when it is one the rule takes; anything else prices nothing yet. */
function declaredMtow(typed: string): number | null {
  const read = readDeclaredMtow(typed);
  return read.ok ? read.kg : null;
}

/** Whether the page asks for the MTOW: a type typed that the catalogue does not know. */
export const asksMtow = (airfield: PublicAirfield, aircraftType: string): boolean =>
  aircraftType.trim() !== '' && findAircraftType(aircraftType.trim(), airfield.aircraftTypes) === null;

export function estimateFee(
  airfield: PublicAirfield,
  values: Pick<RequestValues, 'aircraftType' | 'mtow' | 'purpose' | 'services'>,
  tag: string,
): Estimate {
  const typed = values.aircraftType.trim();
  const chosen = airfield.services.filter((service) => values.services.includes(service.id));
  const quote = quoteRequestFee({
    bands: airfield.bands,
    rates: airfield.parking,
    aircraft: findAircraftType(typed, airfield.aircraftTypes),
    declaredMtow: declaredMtow(values.mtow),
    purpose: values.purpose,
    servicePrices: chosen.map((service) => service.price),
  });
  const touchAndGo = values.purpose === TOUCH_AND_GO;
  // No type yet: nothing is known of the landing's price, not even that the desk must set it.
  const landingLine: Message[] =
    typed === ''
      ? []
      : [
          quote.landing === null
            ? msg(touchAndGo ? 'pilot.estimate.touchAndGoByDesk' : 'pilot.estimate.landingByDesk')
            : msg(touchAndGo ? 'pilot.estimate.touchAndGo' : 'pilot.estimate.landing', {
                price: formatPrice(quote.landing, tag),
              }),
        ];
  const lines: Message[] = [
    ...landingLine,
    ...chosen.map((service) =>
      msg('pilot.estimate.service', {
        service: serviceWords(service.name),
        price: formatPrice(service.price, tag),
      }),
    ),
  ];
  if (!touchAndGo) lines.push(parkingMessage(quote, tag));
  if (typed !== '' && quote.basis !== 'mtow') lines.push(msg(BASIS_WORDS[quote.basis]));
  return {
    quote,
    headline:
      typed === ''
        ? msg('pilot.estimate.headlineNoType')
        : quote.total === null
          ? msg('pilot.estimate.headlineToPrice')
          : msg('pilot.estimate.headline', { price: formatPrice(quote.total, tag) }),
    lines,
  };
}
