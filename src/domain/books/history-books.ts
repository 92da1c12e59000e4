// The History tiles as books that add up (docs/product/movement-log.md, "The books"): what was
// billed, what of it was paid, what is still owed, and the landings that never flew kept apart.
import { billedCents } from '../fees/landing-fee';
import { settledCents } from '../fees/paid-by';
import type { Landing } from '../wire/entities';

type Booked = Pick<Landing, 'status' | 'price'> &
  Partial<Pick<Landing, 'paymentStatus' | 'fee_by_hand' | 'fee_reason' | 'payment_method' | 'paid_cents'>>;

/** What a flown landing is billed in cents: a fee set by hand, else the rule's; 0 while to be priced. */
export function bookedCents(row: Booked): number {
  return (
    billedCents({
      price: row.price,
      fee_by_hand: row.fee_by_hand ?? null,
      fee_reason: row.fee_reason ?? null,
    }) ?? 0
  );
}

export { isNotFlown } from './not-flown';

export interface HistoryBooks {
  /** Landings that flew (everything listed but cancelled and no-shows): TOTAL LANDINGS. */
  landings: number;
  cancelled: number;
  noShows: number;
  /** Every flown landing's fee: BILLED. */
  billedCents: number;
  /** The fees marked PAID (online: what Stripe took, up to the fee; docs/decisions/0029): INCOME. */
  paidCents: number;
  /** Billed and not (yet) paid, MISSING PAYMENT and CAPTIVE alike: OUTSTANDING = BILLED − INCOME. */
  outstandingCents: number;
}

/** The tiles over the rows History lists under its filters (history-view.ts decides which). */
export function historyBooks(rows: readonly Booked[]): HistoryBooks {
  const books = { landings: 0, cancelled: 0, noShows: 0, billedCents: 0, paidCents: 0 };
  for (const row of rows) {
    if (row.status === 'cancelled') books.cancelled += 1;
    else if (row.status === 'no_show') books.noShows += 1;
    else {
      const cents = bookedCents(row);
      books.landings += 1;
      books.billedCents += cents;
      books.paidCents += settledCents({
        price: row.price,
        fee_by_hand: row.fee_by_hand ?? null,
        fee_reason: row.fee_reason ?? null,
        paymentStatus: row.paymentStatus ?? null,
        payment_method: row.payment_method ?? null,
        paid_cents: row.paid_cents ?? null,
      });
    }
  }
  return { ...books, outstandingCents: books.billedCents - books.paidCents };
}
