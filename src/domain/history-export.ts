// The History export accounts asked for: the shown rows as CSV (date, from ICAO, aircraft, call
// sign, POB, fee, payment status) and a file name that says which dates it covers.
import { neutraliseFormula, toCsv } from './csv';
import type { DateRange } from './history-view';
import { isCancelled, paymentStatusOf } from './history-view';
import { CANCELLED_LABEL, PAYMENT_STATUS_LABELS } from './landings';
import { peopleOnBoard } from './passengers';
import type { Landing, PaymentStatus } from './types';

export const HISTORY_CSV_HEADER = [
  'Date',
  'From ICAO',
  'Aircraft',
  'Call sign',
  'POB',
  'Fee (EUR)',
  'Payment status',
] as const;

type Exported = Pick<
  Landing,
  'date' | 'from' | 'aircraft' | 'user' | 'passengers_on_board' | 'price' | 'paymentStatus'
> &
  Partial<Pick<Landing, 'status'>>;

/** A plain amount ('1234.50'): no euro sign or grouping, so the spreadsheet can sum the column. */
function amount(price: number | null): string {
  const cents = price !== null && Number.isFinite(price) ? Math.round(price * 100) : 0;
  return (cents / 100).toFixed(2);
}

/** Dates stay ISO ('2026-05-31'): every spreadsheet reads them as dates whatever its locale. */
export function historyCsvRow(landing: Exported): string[] {
  return [
    landing.date,
    neutraliseFormula(landing.from?.name2 ?? ''),
    neutraliseFormula(landing.aircraft?.name ?? ''),
    neutraliseFormula(landing.user?.callSign ?? ''),
    String(peopleOnBoard(landing.passengers_on_board)),
    amount(landing.price),
    isCancelled(landing) ? CANCELLED_LABEL : PAYMENT_STATUS_LABELS[paymentStatusOf(landing)],
  ];
}

export function historyCsv(landings: readonly Exported[]): string {
  return toCsv([[...HISTORY_CSV_HEADER], ...landings.map(historyCsvRow)]);
}

/** e.g. 'landing-history_2026-05-01_to_2026-05-31_missing-payment.csv'. */
export function historyCsvFileName(range: DateRange, status?: PaymentStatus): string {
  const dates =
    range.from === null && range.to === null
      ? 'no-landings'
      : `${range.from ?? 'start'}_to_${range.to ?? 'today'}`;
  const suffix = status ? `_${PAYMENT_STATUS_LABELS[status].toLowerCase().replaceAll(' ', '-')}` : '';
  return `landing-history_${dates}${suffix}.csv`;
}
