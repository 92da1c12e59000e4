// The History export accounts asked for: the shown rows as CSV (date, from ICAO, aircraft, call
// sign, POB, fee, payment status) and a file name that says which dates it covers.
//
// The header row and the status labels follow the desk's language: the file is opened by people
// (the club's accountant, in the club's language), and a Portuguese desk handing over English
// column names would be the one English screen left. What a spreadsheet or a script has to read
// stays the same in every language: ISO dates, plain '1234.50' amounts, the column order, and
// the file name (ASCII, from the status's stored value).
import type { MessageId, Translate } from '@/i18n/messages';
import { neutraliseFormula, toCsv } from './csv';
import type { DateRange } from './history-view';
import { CANCELLED_WORDS, isCancelled, PAYMENT_STATUS_WORDS, paymentStatusOf } from './history-view';
import { peopleOnBoard } from './passengers';
import type { Landing, PaymentStatus } from './types';

/** The columns, in order. */
export const HISTORY_CSV_HEADER: readonly MessageId[] = [
  'history.csv.date',
  'history.csv.fromIcao',
  'history.csv.aircraft',
  'history.csv.callSign',
  'history.csv.pob',
  'history.csv.fee',
  'history.csv.paymentStatus',
];

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
export function historyCsvRow(landing: Exported, t: Translate): string[] {
  return [
    landing.date,
    neutraliseFormula(landing.from?.name2 ?? ''),
    neutraliseFormula(landing.aircraft?.name ?? ''),
    neutraliseFormula(landing.user?.callSign ?? ''),
    String(peopleOnBoard(landing.passengers_on_board)),
    amount(landing.price),
    t(isCancelled(landing) ? CANCELLED_WORDS : PAYMENT_STATUS_WORDS[paymentStatusOf(landing)]),
  ];
}

export function historyCsv(landings: readonly Exported[], t: Translate): string {
  return toCsv([
    HISTORY_CSV_HEADER.map((column) => t(column)),
    ...landings.map((row) => historyCsvRow(row, t)),
  ]);
}

/** The file name's word for a status filter: the same in every language. */
const STATUS_IN_FILE_NAME: Readonly<Record<PaymentStatus, string>> = {
  Paid: 'paid',
  Pending: 'missing-payment',
  Captive: 'captive',
};

/** e.g. 'landing-history_2026-05-01_to_2026-05-31_missing-payment.csv'. */
export function historyCsvFileName(range: DateRange, status?: PaymentStatus): string {
  const dates =
    range.from === null && range.to === null
      ? 'no-landings'
      : `${range.from ?? 'start'}_to_${range.to ?? 'today'}`;
  const suffix = status ? `_${STATUS_IN_FILE_NAME[status]}` : '';
  return `landing-history_${dates}${suffix}.csv`;
}
