// The words and amounts of one landing's receipt (docs/decisions/0031, docs/product.md#receipts),
// in the reader's language: the club's letterhead, the PPR's facts, the fee's lines, the VAT inside
// the total and how it was paid. Pure: receipt-pdf.ts lays it out, the tests read it.

import { serviceName } from '@/domain/club/catalogue-words';
import { type FeePart, feeParts } from '@/domain/fees/fee-parts';
import { billableParkingHours, hourlyParkingRate } from '@/domain/fees/fee-rules';
import { billedCents } from '@/domain/fees/landing-fee';
import { toCollectCents, toRefundCents } from '@/domain/fees/paid-by';
import { formatPrice } from '@/domain/fees/money';
import { splitVat } from '@/domain/fees/vat-split';
import { aircraftNames } from '@/domain/landings/landing-identity';
import { clockZone, clubClockOf } from '@/domain/time/club-clock';
import { formatLongDate } from '@/domain/time/format';
import { parseInstant, storedOnClock, wallClock } from '@/domain/time/instants';
import { TOUCH_AND_GO } from '@/domain/wire/entities';
import { intlTag, type Locale } from '@/i18n/locale';
import type { Translate } from '@/i18n/messages';
import { serverTranslator } from '../i18n/server-i18n';
import type { ReceiptRow } from '../repositories/receipts';

export interface ReceiptContent {
  locale: Locale;
  /** 'receipt-PPR-2026-0042.pdf'. */
  fileName: string;
  title: string;
  /** It is a receipt, not a fiscal invoice: said under the title. */
  notice: string;
  /** The club's name and ICAO, then its address, tax number and phone as far as it gave them. */
  letterhead: string[];
  /** Label and value: receipt date, PPR number, aircraft, landing date. */
  facts: [string, string][];
  columns: [string, string];
  lines: [string, string][];
  /**
   * Net, VAT, total paid (or only the total when the club stated no VAT rate); when the fee changed
   * since it was paid, the total, what was paid and what is still to pay or to refund.
   */
  totals: [string, string][];
  paidBy: string;
}

const euros = (cents: number, tag: string): string => formatPrice(cents / 100, tag);

function lineLabel(line: FeePart, t: Translate, tag: string): string {
  switch (line.kind) {
    case 'service':
      return t('receipt.pdf.line.service', { service: line.name });
    case 'parking':
      return t('receipt.pdf.line.parking', { hours: line.hours, hourly: euros(line.hourlyCents, tag) });
    case 'landing':
      return t('receipt.pdf.line.landing');
    case 'touchAndGo':
      return t('receipt.pdf.line.touchAndGo');
    case 'byHand':
      return t('receipt.pdf.line.byHand');
    case 'fee':
      return t('receipt.pdf.line.fee');
  }
}

/** Parking billed at departure: the full hours past the free ones, at the category's rate today. */
function parkingOf(row: ReceiptRow): { hours: number; hourly: number } | null {
  if (row.status !== 'finished' || !row.ata || !row.departure) return null;
  const elapsed = parseInstant(row.departure) - parseInstant(row.ata);
  if (Number.isNaN(elapsed)) return null;
  return {
    hours: billableParkingHours(elapsed, row.hours_free_park),
    hourly: hourlyParkingRate(row, row.aircraftCategory),
  };
}

/** The day it landed on the club's clock (ADR 0027): its arrival, else the day it was due. */
function landingDay(row: ReceiptRow, zone: string): string {
  const arrived = row.ata ? wallClock(row.ata, zone)?.date : undefined;
  return arrived ?? storedOnClock(row.date, row.time, zone)?.date ?? row.date;
}

/**
 * The total as paid, or, when the fee changed after it was paid (docs/product.md#payments), the
 * fee's total, what was taken and the difference either way.
 */
function balanceLines(row: ReceiptRow, total: number, t: Translate, tag: string): [string, string][] {
  const collect = toCollectCents(row);
  const refund = toRefundCents(row);
  if (collect === 0 && refund === 0) return [[t('receipt.pdf.total'), euros(total, tag)]];
  return [
    [t('receipt.pdf.fee'), euros(total, tag)],
    [t('receipt.pdf.paid'), euros(row.paid_cents ?? 0, tag)],
    collect > 0
      ? [t('receipt.pdf.stillDue'), euros(collect, tag)]
      : [t('receipt.pdf.toRefund'), euros(refund, tag)],
  ];
}

/** A rate as the reader writes numbers: '23', '6.5' or '6,5'. */
const percent = (rate: number, tag: string): string =>
  new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(rate);

export const receiptFileName = (row: Pick<ReceiptRow, 'ppr' | 'id'>): string =>
  `receipt-${(row.ppr ?? `landing-${row.id}`).replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

/**
 * The receipt of a Paid landing, issued at `now`. `services`: the landing's, at the club's prices.
 * The total is what the landing is billed (a fee set by hand wins), or what was taken while the fee
 * is to be priced again; the VAT is inside it.
 */
export function receiptContent(
  row: ReceiptRow,
  services: readonly { name: string; price: number | null }[],
  locale: Locale,
  now: Date,
): ReceiptContent {
  const t = serverTranslator(locale);
  const tag = intlTag(locale);
  const zone = clockZone(clubClockOf({ clock: row.clubClock }));
  // A fee gone back to be priced since it was paid: the receipt says what was taken.
  const total = billedCents(row) ?? row.paid_cents ?? 0;
  const lines = feeParts({
    billedCents: total,
    byHand: row.fee_by_hand !== null,
    touchAndGo: row.landingPurpose === TOUCH_AND_GO,
    services: services.map((service) => ({ name: serviceName(service.name, t), price: service.price ?? 0 })),
    parking: parkingOf(row),
  });
  const { type: aircraft, registration: named } = aircraftNames(row, row.aircraftName);
  const registration = named ?? '';
  const issued = wallClock(now, zone)?.date ?? now.toISOString().slice(0, 10);
  const vat = row.vatRate === null ? null : splitVat(total, Math.min(100, Math.max(0, row.vatRate)));
  return {
    locale,
    fileName: receiptFileName(row),
    title: t('receipt.pdf.title'),
    notice: t('receipt.pdf.notice'),
    letterhead: [
      row.clubIcao ? `${row.clubName} (${row.clubIcao})` : row.clubName,
      ...(row.clubAddress ? [row.clubAddress] : []),
      ...(row.clubNif ? [t('receipt.pdf.taxNumber', { nif: row.clubNif })] : []),
      ...(row.clubPhone ? [t('receipt.pdf.phone', { phone: row.clubPhone })] : []),
    ],
    facts: [
      [t('receipt.pdf.date'), formatLongDate(issued, tag)],
      [t('receipt.pdf.ppr'), row.ppr ?? '—'],
      [t('receipt.pdf.aircraft'), aircraft ? `${registration} (${aircraft})` : registration],
      [t('receipt.pdf.landingDate'), formatLongDate(landingDay(row, zone), tag)],
    ],
    columns: [t('receipt.pdf.description'), t('receipt.pdf.amount')],
    lines: lines.map((line) => [lineLabel(line, t, tag), euros(line.cents, tag)]),
    totals: [
      ...(vat
        ? ([
            [t('receipt.pdf.net'), euros(vat.netCents, tag)],
            [
              t('receipt.pdf.vat', { rate: percent(vat.rateBasisPoints / 100, tag) }),
              euros(vat.vatCents, tag),
            ],
          ] as [string, string][])
        : [[t('receipt.pdf.vatNotStated'), '—'] as [string, string]]),
      ...balanceLines(row, total, t, tag),
    ],
    paidBy: t('receipt.pdf.paidBy', { method: row.payment_method ?? 'unknown' }),
  };
}
