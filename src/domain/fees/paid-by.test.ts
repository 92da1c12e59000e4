import { describe, expect, it } from 'vitest';
import type { Landing } from '../wire/entities';
import {
  isDeskMethod,
  isRefundedOnline,
  type PaidLanding,
  paidByWords,
  settledCents,
  toCollectCents,
  toRefundCents,
} from './paid-by';

/** A mirror row: its statuses typed, as the desk reads them (paidByWords takes only such). */
type MirrorPaid = PaidLanding &
  Pick<Landing, 'paymentStatus'> &
  Partial<Pick<Landing, 'payment_method' | 'paid_cents' | 'status'>>;

const landing = (over: Partial<MirrorPaid> = {}): MirrorPaid => ({
  price: 40,
  fee_by_hand: null,
  fee_reason: null,
  paymentStatus: 'Paid',
  payment_method: null,
  paid_cents: null,
  ...over,
});

describe('toCollectCents', () => {
  it('is the raise after an online payment', () => {
    const raised = landing({
      fee_by_hand: 5000,
      fee_reason: 'Fuel',
      payment_method: 'online',
      paid_cents: 4000,
    });
    expect(toCollectCents(raised)).toBe(1000);
  });

  it('is the raise after the desk took the fee in cash or by card', () => {
    expect(toCollectCents(landing({ price: 50, payment_method: 'cash', paid_cents: 4000 }))).toBe(1000);
    expect(toCollectCents(landing({ price: 50, payment_method: 'card', paid_cents: 4000 }))).toBe(1000);
  });

  it('is 0 when settled, lowered, nothing taken is kept, or not Paid', () => {
    expect(toCollectCents(landing({ payment_method: 'online', paid_cents: 4000 }))).toBe(0);
    expect(toCollectCents(landing({ payment_method: 'online', paid_cents: 5000 }))).toBe(0);
    // The desk recorded the rest in cash: it took the fee as it then stood.
    expect(toCollectCents(landing({ price: 50, payment_method: 'cash', paid_cents: 5000 }))).toBe(0);
    // An older row, or a plain Strapi: a Paid with no amount settles the whole fee.
    expect(toCollectCents(landing({ price: 50, payment_method: 'cash', paid_cents: null }))).toBe(0);
    expect(toCollectCents(landing({ price: 50, paymentStatus: 'Pending', paid_cents: 4000 }))).toBe(0);
    expect(toCollectCents(landing({ payment_method: undefined, paid_cents: undefined }))).toBe(0);
  });
});

describe('a Paid landing whose fee went back to be priced', () => {
  it('has nothing to collect or refund and counts nothing, until it is priced again', () => {
    const toPrice = landing({ price: null, payment_method: 'cash', paid_cents: 3500 });
    expect(toCollectCents(toPrice)).toBe(0);
    expect(toRefundCents(toPrice)).toBe(0);
    expect(settledCents(toPrice)).toBe(0);
    // Priced again at the same fee: settled, nothing lost.
    expect(toCollectCents({ ...toPrice, price: 35 })).toBe(0);
    expect(settledCents({ ...toPrice, price: 35 })).toBe(3500);
  });
});

describe('toRefundCents', () => {
  const online = (over: Partial<MirrorPaid>) =>
    landing({ payment_method: 'online', paid_cents: 4000, ...over });

  it('is the whole payment once cancelled or a no-show, whatever the fee, and nothing is then to collect', () => {
    expect(toRefundCents(online({ status: 'cancelled' }))).toBe(4000);
    expect(toRefundCents(online({ status: 'no_show', fee_by_hand: 9000, fee_reason: 'Fuel' }))).toBe(4000);
    expect(toCollectCents(online({ status: 'no_show', fee_by_hand: 9000, fee_reason: 'Fuel' }))).toBe(0);
  });

  it('is what was paid beyond a lowered fee, online or at the desk', () => {
    expect(toRefundCents(online({ status: 'finished', price: 25 }))).toBe(1500);
    expect(
      toRefundCents(landing({ status: 'finished', price: 25, payment_method: 'cash', paid_cents: 4000 })),
    ).toBe(1500);
  });

  it('is 0 when the fee is met or raised, taken by hand and not flown, or no longer Paid (refunded)', () => {
    expect(toRefundCents(online({ status: 'finished' }))).toBe(0);
    expect(toRefundCents(online({ status: 'parked', price: 50 }))).toBe(0);
    // What the desk took by hand is the club's to give back: no server refund to follow.
    expect(toRefundCents(landing({ status: 'cancelled', payment_method: 'cash', paid_cents: 4000 }))).toBe(0);
    expect(toRefundCents(landing({ status: 'cancelled', payment_method: 'cash' }))).toBe(0);
    expect(
      toRefundCents(online({ status: 'cancelled', paymentStatus: 'Pending', payment_method: null })),
    ).toBe(0);
  });
});

describe('isRefundedOnline', () => {
  it('is a cancelled or no-show landing still Paid online, and nothing else', () => {
    const paid = { paymentStatus: 'Paid', payment_method: 'online' } as const;
    expect(isRefundedOnline({ ...paid, status: 'cancelled' })).toBe(true);
    expect(isRefundedOnline({ ...paid, status: 'no_show' })).toBe(true);
    expect(isRefundedOnline({ ...paid, status: 'finished' })).toBe(false);
    expect(isRefundedOnline({ ...paid, status: 'cancelled', payment_method: 'cash' })).toBe(false);
    expect(isRefundedOnline({ status: 'cancelled', paymentStatus: 'Pending', payment_method: null })).toBe(
      false,
    );
  });
});

describe('settledCents', () => {
  it('counts a whole fee Paid with no amount kept (an older row, a plain Strapi)', () => {
    expect(settledCents(landing({ payment_method: 'cash' }))).toBe(4000);
    expect(settledCents(landing())).toBe(4000);
  });

  it('counts what was taken, online or at the desk, up to the fee', () => {
    expect(settledCents(landing({ price: 50, payment_method: 'online', paid_cents: 4000 }))).toBe(4000);
    expect(settledCents(landing({ price: 30, payment_method: 'online', paid_cents: 4000 }))).toBe(3000);
    expect(settledCents(landing({ price: 50, payment_method: 'card', paid_cents: 2500 }))).toBe(2500);
    expect(settledCents(landing({ price: 20, payment_method: 'cash', paid_cents: 2500 }))).toBe(2000);
  });

  it('counts nothing while not Paid or still to be priced', () => {
    expect(settledCents(landing({ paymentStatus: 'Pending' }))).toBe(0);
    expect(settledCents(landing({ paymentStatus: 'Captive' }))).toBe(0);
    expect(settledCents(landing({ price: null }))).toBe(0);
  });
});

describe('paidByWords', () => {
  it('names how a Paid landing was paid', () => {
    expect(paidByWords(landing({ payment_method: 'cash' }))).toBe('history.paidBy.cash');
    expect(paidByWords(landing({ payment_method: 'card' }))).toBe('history.paidBy.card');
    expect(paidByWords(landing({ payment_method: 'online' }))).toBe('history.paidBy.online');
  });

  it('says nothing without a method or when not Paid', () => {
    expect(paidByWords(landing())).toBeNull();
    expect(paidByWords(landing({ paymentStatus: 'Pending', payment_method: 'cash' }))).toBeNull();
  });
});

describe('isDeskMethod', () => {
  it('is cash or card only', () => {
    expect(isDeskMethod('cash')).toBe(true);
    expect(isDeskMethod('card')).toBe(true);
    expect(isDeskMethod('online')).toBe(false);
    expect(isDeskMethod('cheque')).toBe(false);
  });
});
