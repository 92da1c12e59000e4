// What the page tells the pilot while they type: the estimated fee (the very rule the server
// prices the request with, so the desk's AMOUNT is this figure) and whether the time is open.
import { formatPrice } from '@/domain/money';
import { CLOSED_MESSAGE, hoursVerdict } from '@/domain/opening-hours';
import type { PublicAirfield } from '@/domain/pilot-request-wire';
import { basisExplanation, type FeeQuote, parkingExplanation, quoteRequestFee } from '@/domain/request-fee';
import { isIsoDate } from '@/domain/time/instants';
import { isTimeOfDay } from '@/domain/time/time-of-day';
import { TOUCH_AND_GO } from '@/domain/types';
import type { RequestValues } from './request-draft';

export interface Estimate {
  quote: FeeQuote;
  /** The total, e.g. 'Estimated fee: €41.50'. */
  headline: string;
  /** How it is made up, one line each. */
  lines: string[];
}

export function estimateFee(airfield: PublicAirfield, values: RequestValues): Estimate {
  const typed = values.aircraftType.trim().toLowerCase();
  const aircraft = airfield.aircraft.find((a) => a.name.toLowerCase() === typed) ?? null;
  const chosen = airfield.services.filter((service) => values.services.includes(service.id));
  const quote = quoteRequestFee({
    bands: airfield.bands,
    rates: airfield.parking,
    aircraft,
    purpose: values.purpose,
    servicePrices: chosen.map((service) => service.price),
  });
  const landing = values.purpose === TOUCH_AND_GO ? 'Touch & Go' : 'Landing';
  const lines = [
    `${landing}: ${quote.landing === null ? 'set by the desk' : formatPrice(quote.landing)}`,
    ...chosen.map((service) => `${service.name}: ${formatPrice(service.price)}`),
  ];
  if (values.purpose !== TOUCH_AND_GO)
    lines.push(`${parkingExplanation(quote)} Not included: it depends on your stay.`);
  if (typed !== '' && quote.basis !== 'mtow') lines.push(basisExplanation(quote.basis));
  return { quote, headline: `Estimated fee: ${formatPrice(quote.total)}`, lines };
}

/** What to say before sending when the arrival is outside the opening hours; null when it is not. */
export function hoursNotice(
  airfield: PublicAirfield,
  values: Pick<RequestValues, 'date' | 'eta'>,
): string | null {
  if (!isIsoDate(values.date) || !isTimeOfDay(values.eta, 'filed')) return null;
  if (hoursVerdict(values.date, values.eta, airfield.hours) !== 'closed') return null;
  return airfield.outsideHours === 'refused'
    ? CLOSED_MESSAGE
    : 'That time is outside the opening hours. You may still send the request: the desk will see it is outside the hours.';
}
