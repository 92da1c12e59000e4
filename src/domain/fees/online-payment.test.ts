import { describe, expect, it } from 'vitest';
import { checkoutKey, type PayableLanding, payableCents } from './online-payment';

const accepted: PayableLanding = {
  status: 'pending',
  permission: true,
  paymentStatus: 'Pending',
  price: 12.3,
  fee_by_hand: null,
  fee_reason: null,
};

describe('payableCents', () => {
  it('is the rule fee in cents on an accepted, parked or departed landing', () => {
    expect(payableCents(accepted)).toEqual({ ok: true, cents: 1230 });
    expect(payableCents({ ...accepted, status: 'parked' })).toEqual({ ok: true, cents: 1230 });
    expect(payableCents({ ...accepted, status: 'finished', price: 0.1 })).toEqual({ ok: true, cents: 10 });
  });

  it('is the fee set by hand when there is one', () => {
    expect(payableCents({ ...accepted, fee_by_hand: 4550, fee_reason: 'Club event' })).toEqual({
      ok: true,
      cents: 4550,
    });
  });

  it('refuses a landing already paid', () => {
    expect(payableCents({ ...accepted, paymentStatus: 'Paid' })).toEqual({ ok: false, why: 'alreadyPaid' });
  });

  it('has nothing to pay while undecided, rejected, cancelled, unpriced or free', () => {
    for (const landing of [
      { ...accepted, permission: null },
      { ...accepted, permission: false },
      { ...accepted, status: 'cancelled' },
      { ...accepted, price: null },
      { ...accepted, price: 0 },
    ])
      expect(payableCents(landing)).toEqual({ ok: false, why: 'nothingToPay' });
  });
});

describe('checkoutKey', () => {
  it('is the same for the same landing, amount and day, and differs when the fee changes', () => {
    expect(checkoutKey(1, 2, 1230, '2026-05-02')).toBe(checkoutKey(1, 2, 1230, '2026-05-02'));
    expect(checkoutKey(1, 2, 1230, '2026-05-02')).not.toBe(checkoutKey(1, 2, 1500, '2026-05-02'));
  });
});
