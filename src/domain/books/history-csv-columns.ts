// The History CSV's columns, in order, each one entry: its header (from the catalogs, in the
// reader's language) and how a landing fills its cell: a new column is one more entry here. The
// rules are in docs/product/movement-log.md, "The books".
import { type MessageId, say, type Translate } from '@/i18n/messages';
import { serviceNames } from '../club/catalogue-words';
import { decimalEuros } from '../fees/cents';
import { shownFee } from '../fees/landing-fee';
import {
  isRefundedOnline,
  type PaidLanding,
  paidByWords,
  settledCents,
  toCollectCents,
  toRefundCents,
} from '../fees/paid-by';
import { pilotNameOf } from '../landings/landing-facts';
import { type AerodromeNameOf, landingIdentity, originHeadline } from '../landings/landing-identity';
import { peopleOnBoard } from '../landings/passengers';
import { purposeWords } from '../landings/purpose-words';
import { parseInstant } from '../time/instants';
import type { Landing, PaymentStatus } from '../wire/entities';
import { isNotFlown } from './history-books';
import { paymentStatusOf } from './history-view';

/** A payment status as the file's other words are written: in sentence case, not the screen's capitals. */
const PAYMENT_WORDS: Readonly<Record<PaymentStatus, MessageId>> = {
  Paid: 'history.csv.payment.paid',
  Pending: 'history.csv.payment.missingPayment',
  Captive: 'history.csv.payment.captive',
};

/** Every time in the file is in this zone, and every time column's header says so. */
export const CSV_ZONE = 'UTC';

export type Exported = Pick<
  Landing,
  | 'date'
  | 'time'
  | 'status'
  | 'ata'
  | 'departure'
  | 'from'
  | 'aircraft'
  | 'user'
  | 'passengers_on_board'
  | 'price'
  | 'paymentStatus'
  | 'landingPurpose'
  | 'club_services'
> &
  Partial<
    Pick<
      Landing,
      | 'registration'
      | 'aircraftType'
      | 'origin'
      | 'ppr'
      | 'fee_by_hand'
      | 'fee_reason'
      | 'mtow'
      | 'payment_method'
      | 'paid_cents'
    >
  >;

/** The fee a landing is billed and how it was priced: by the club's rule, by hand, or not yet. */
const feeOf = (l: Exported) =>
  shownFee({ price: l.price, fee_by_hand: l.fee_by_hand ?? null, fee_reason: l.fee_reason ?? null });

function pricedAs(l: Exported, t: Translate): string {
  if (isNotFlown(l)) return t('history.csv.notBilled');
  const fee = feeOf(l);
  if (fee.kind === 'hand') return t('history.csv.pricedByHand', { reason: fee.reason ?? '' });
  return t(fee.kind === 'rule' ? 'history.csv.pricedByRule' : 'history.csv.pricedNot');
}

/**
 * A cell: text that a person or a pilot typed (and could start with '=') is escaped against
 * formulas when written; a number the desk itself writes ('-12.50', '1111') is left as a number.
 */
export type CsvCell = { text: string } | { number: string };

export interface CsvColumn {
  header: (t: Translate) => string;
  /** `nameOf` names an origin stored as an ICAO code, as the screen does. */
  cell: (landing: Exported, t: Translate, nameOf: AerodromeNameOf) => CsvCell;
}

const text = (value: string | null | undefined): CsvCell => ({ text: value ?? '' });
const number = (value: string): CsvCell => ({ number: value });
const titled = (id: MessageId) => (t: Translate) => t(id);
const zoned = (id: MessageId) => (t: Translate) => t(id, { zone: CSV_ZONE });

/** An instant as 'yyyy-MM-dd HH:mm' in UTC, which every spreadsheet reads as a date and time. */
function utcMinute(iso: string | null): string {
  const ms = iso ? parseInstant(iso) : Number.NaN;
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/** The filed ETA: date and time of day are stored in UTC already. */
function eta(landing: Pick<Landing, 'date' | 'time'>): string {
  return /^\d{2}:\d{2}/.test(landing.time) ? `${landing.date} ${landing.time.slice(0, 5)}` : '';
}

function purpose(stored: string | null, t: Translate): string {
  const words = purposeWords(stored);
  return typeof words === 'string' ? words : say(t, words);
}

const STATE_WORDS: Readonly<Record<Landing['status'], MessageId>> = {
  pending: 'history.state.pending',
  parked: 'history.state.parked',
  finished: 'history.state.finished',
  cancelled: 'shell.done.cancelled',
  no_show: 'history.state.noShow',
};

/** The landing as the payment rules read it (paid-by.ts). */
const paid = (l: Exported): PaidLanding => ({
  ...l,
  fee_by_hand: l.fee_by_hand ?? null,
  fee_reason: l.fee_reason ?? null,
});

const amountOrEmpty = (cents: number): CsvCell => (cents > 0 ? number(decimalEuros(cents)) : text(''));

/** A header says what the desk calls the same thing on screen: its words are the screen's keys. */
export const HISTORY_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: titled('movements.details.ppr'), cell: (l) => text(l.ppr) },
  { header: titled('movements.createLanding.date'), cell: (l) => text(l.date) },
  { header: zoned('movements.createLanding.eta'), cell: (l) => text(eta(l)) },
  { header: zoned('history.csv.ata'), cell: (l) => text(utcMinute(l.ata)) },
  { header: zoned('movements.correct.departure'), cell: (l) => text(utcMinute(l.departure)) },
  { header: titled('movements.details.registration'), cell: (l) => text(landingIdentity(l).registration) },
  { header: titled('movements.details.type'), cell: (l) => text(landingIdentity(l).type) },
  {
    header: titled('movements.createLanding.mtow'),
    cell: (l) => {
      // The aircraft record's, else what the pilot or the desk declared for an unknown type.
      const kg = landingIdentity(l).mtowKg ?? l.mtow ?? null;
      return kg === null ? text('') : number(String(kg));
    },
  },
  {
    header: titled('movements.details.from'),
    cell: (l, _t, nameOf) => text(originHeadline(landingIdentity(l, nameOf))),
  },
  { header: titled('movements.createLanding.pilot'), cell: (l) => text(pilotNameOf(l)) },
  {
    header: titled('movements.columns.pob'),
    cell: (l) => number(String(peopleOnBoard(l.passengers_on_board))),
  },
  { header: titled('movements.createLanding.purpose'), cell: (l, t) => text(purpose(l.landingPurpose, t)) },
  {
    header: titled('movements.details.services'),
    cell: (l, t) => text(serviceNames(l.club_services, t).join(', ')),
  },
  // A landing that never flew is never billed: its fee is 0.00 whatever was quoted; one still to
  // be priced has none yet.
  {
    header: titled('history.csv.fee'),
    cell: (l) => {
      if (isNotFlown(l)) return number(decimalEuros(0));
      const fee = feeOf(l);
      return fee.kind === 'toPrice' ? text('') : number(decimalEuros(fee.cents));
    },
  },
  { header: titled('history.csv.priced'), cell: (l, t) => text(pricedAs(l, t)) },
  { header: titled('history.csv.state'), cell: (l, t) => text(t(STATE_WORDS[l.status])) },
  {
    header: titled('history.filters.paymentStatus'),
    cell: (l, t) => text(t(isNotFlown(l) ? 'history.csv.notBilled' : PAYMENT_WORDS[paymentStatusOf(l)])),
  },
  // Cash, card at the desk or online (docs/decisions/0029); empty when not Paid or not said.
  {
    header: titled('shell.conflict.field.paidBy'),
    cell: (l, t) => {
      // A landing that never flew shows a payment only while it is still held, to be given back.
      const words = isNotFlown(l) && !isRefundedOnline(l) ? null : paidByWords(l);
      return text(words ? t(words) : '');
    },
  },
  // What of the fee counts as paid, as INCOME counts it: summed, the column is the tile
  // (docs/decisions/0069). A landing that never flew is never billed: none.
  {
    header: titled('history.csv.paid'),
    cell: (l) => number(decimalEuros(isNotFlown(l) ? 0 : settledCents(paid(l)))),
  },
  // Left to collect when the fee grew after it was paid.
  { header: titled('history.csv.toCollect'), cell: (l) => amountOrEmpty(toCollectCents(paid(l))) },
  // Paid beyond what it owes: the difference when the fee fell, or all of an online payment once
  // cancelled or a no-show (docs/decisions/0067).
  { header: titled('history.csv.toRefund'), cell: (l) => amountOrEmpty(toRefundCents(paid(l))) },
];
