// A Paid landing's receipt as a PDF (docs/decisions/0031), for the desk of its club, for the pilot
// holding its status token, and for the paid mail's attachment. Generated on each call from the
// landing as it is: nothing about a receipt is stored.
import { isNotFlown } from '@/domain/books/not-flown';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locale';
import { msg } from '@/i18n/messages';
import type { Db } from '../db/database';
import { requestServices } from '../repositories/pilot-requests';
import { type ReceiptRow, receiptRow } from '../repositories/receipts';
import { conflict, notYours } from '../strapi/errors';
import { receiptContent } from './receipt-content';
import { receiptPdf } from './receipt-pdf';

export interface Receipt {
  fileName: string;
  pdf: Buffer;
}

/** The language asked for (`?lang=`), else the one the request was filed in. */
export function receiptLocale(row: Pick<ReceiptRow, 'locale'>, asked: unknown): Locale {
  if (isLocale(asked)) return asked;
  return isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
}

/** The receipt of a Paid landing; null when the landing is missing or not Paid. */
export async function paidReceipt(
  db: Db,
  landingId: number,
  asked: unknown,
  now: Date,
): Promise<Receipt | null> {
  const row = await receiptRow(db, landingId);
  if (row?.paymentStatus !== 'Paid') return null;
  return render(db, row, asked, now);
}

async function render(db: Db, row: ReceiptRow, asked: unknown, now: Date): Promise<Receipt> {
  const content = receiptContent(row, await requestServices(db, row.id), receiptLocale(row, asked), now);
  return { fileName: content.fileName, pdf: await receiptPdf(content) };
}

/**
 * The receipt a caller may have: a landing of another club reads as missing (404, as every
 * landing route answers), a landing not Paid, or never flown, is a 409 saying so. `clubId` null: the pilot's
 * status token already named the landing.
 */
export async function receiptFor(
  db: Db,
  landingId: number,
  clubId: number | null,
  asked: unknown,
  now: Date,
): Promise<Receipt> {
  const row = await receiptRow(db, landingId);
  if (!row || (clubId !== null && row.club_id !== clubId)) throw notYours();
  if (row.paymentStatus !== 'Paid') throw conflict(msg('receipt.notPaid'));
  // Cancelled or a no-show: never billed, so no receipt says a fee was paid (docs/decisions/0069).
  if (isNotFlown(row)) throw conflict(msg('receipt.neverBilled'));
  return render(db, row, asked, now);
}
