import { describe, expect, it } from 'vitest';
import type { Landing } from '../wire/entities';
import { historyBooks, isNotFlown } from './history-books';

type Row = Pick<Landing, 'status' | 'price' | 'paymentStatus'>;
const row = (status: Landing['status'], price: number | null, paymentStatus: Row['paymentStatus']): Row => ({
  status,
  price,
  paymentStatus,
});

describe('historyBooks', () => {
  it('adds up: INCOME is what was paid, OUTSTANDING is BILLED less INCOME', () => {
    const books = historyBooks([
      row('finished', 25, 'Paid'),
      row('finished', 37.5, 'Pending'),
      row('finished', 10, 'Captive'),
      row('finished', null, null),
    ]);
    expect(books).toEqual({
      landings: 4,
      cancelled: 0,
      noShows: 0,
      billedCents: 7250,
      paidCents: 2500,
      outstandingCents: 4750,
    });
    expect(books.paidCents + books.outstandingCents).toBe(books.billedCents);
  });

  it('counts cancelled and no-show landings apart and bills neither, even one marked paid', () => {
    const books = historyBooks([
      row('finished', 20, 'Pending'),
      row('cancelled', 40, 'Paid'),
      row('no_show', 60, 'Pending'),
      row('no_show', 60, null),
    ]);
    expect(books).toMatchObject({ landings: 1, cancelled: 1, noShows: 2, billedCents: 2000, paidCents: 0 });
  });

  it('sums whole cents, so a hundred €0.10 fees make exactly €10.00', () => {
    const books = historyBooks(Array.from({ length: 100 }, () => row('finished', 0.1, 'Paid')));
    expect(books.paidCents).toBe(1000);
    expect(historyBooks([])).toMatchObject({ landings: 0, billedCents: 0, outstandingCents: 0 });
  });

  it('counts a payment as what was taken: a raised fee leaves the difference outstanding', () => {
    const paidOnline = { status: 'finished', paymentStatus: 'Paid', payment_method: 'online' } as const;
    const books = historyBooks([
      { ...paidOnline, price: 40, paid_cents: 4000 },
      { ...paidOnline, price: 40, fee_by_hand: 5000, fee_reason: 'Fuel', paid_cents: 4000 },
      // The rest collected in cash at the desk: it took the fee as it then stood.
      { ...paidOnline, price: 50, payment_method: 'cash', paid_cents: 5000 },
      // Taken in cash, and the fee raised afterwards.
      { ...paidOnline, price: 30, payment_method: 'cash', paid_cents: 2500 },
      { status: 'finished', price: 20, paymentStatus: 'Pending' },
    ]);
    expect(books).toMatchObject({ billedCents: 19000, paidCents: 15500, outstandingCents: 3500 });
  });

  it('falls OUTSTANDING as pilots pay', () => {
    const pending = { status: 'finished', price: 30, paymentStatus: 'Pending' } as const;
    expect(historyBooks([pending, pending]).outstandingCents).toBe(6000);
    const paid = { ...pending, paymentStatus: 'Paid', payment_method: 'online', paid_cents: 3000 } as const;
    expect(historyBooks([pending, paid]).outstandingCents).toBe(3000);
    expect(historyBooks([paid, { ...paid, payment_method: 'card' }]).outstandingCents).toBe(0);
  });

  it('knows which landings never flew', () => {
    expect(
      ['pending', 'parked', 'finished', 'cancelled', 'no_show'].map((status) =>
        isNotFlown({ status: status as Landing['status'] }),
      ),
    ).toEqual([false, false, false, true, true]);
  });
});
