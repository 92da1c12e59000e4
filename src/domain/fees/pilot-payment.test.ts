import { describe, expect, it } from 'vitest';
import { type PilotPaymentLanding, pilotPayment } from './pilot-payment';

const accepted: PilotPaymentLanding = {
  status: 'pending',
  permission: true,
  paymentStatus: 'Pending',
  price: 41.5,
  fee_by_hand: null,
  fee_reason: null,
  landingPurpose: 'landing',
  paid_cents: null,
  payment_method: null,
  refund_asked_at: null,
};
const fuel = [{ name: 'Fuel', price: 11.5 }];

describe('pilotPayment', () => {
  it('offers PAY on an accepted landing with its services and the landing as the rest', () => {
    expect(pilotPayment(accepted, fuel, true)).toEqual({
      online: true,
      due: {
        cents: 4150,
        lines: [
          { kind: 'landing', cents: 3000 },
          { kind: 'service', name: 'Fuel', cents: 1150 },
        ],
      },
      paidCents: null,
      restCents: 0,
      overCents: 0,
      refund: 'none',
    });
  });

  it('names parking once landed, a touch and go as such, and a fee set by the desk as one line', () => {
    expect(pilotPayment({ ...accepted, status: 'finished' }, [], true).due?.lines).toEqual([
      { kind: 'landingAndParking', cents: 4150 },
    ]);
    expect(
      pilotPayment({ ...accepted, landingPurpose: 'training_touch_and_go' }, [], true).due?.lines,
    ).toEqual([{ kind: 'touchAndGo', cents: 4150 }]);
    const byHand = { ...accepted, fee_by_hand: 2550, fee_reason: 'Club event' };
    expect(pilotPayment(byHand, fuel, true).due).toEqual({
      cents: 2550,
      lines: [{ kind: 'byDesk', cents: 2550 }],
    });
  });

  it('offers nothing when the club takes no payments online, before acceptance or without a fee', () => {
    expect(pilotPayment(accepted, fuel, false)).toEqual({
      online: false,
      due: null,
      paidCents: null,
      restCents: 0,
      overCents: 0,
      refund: 'none',
    });
    expect(pilotPayment({ ...accepted, permission: null }, fuel, true).due).toBeNull();
    expect(pilotPayment({ ...accepted, price: null }, fuel, true).due).toBeNull();
  });

  it('says Paid with what was paid online, else the fee billed', () => {
    const paidOnline = { ...accepted, paymentStatus: 'Paid', paid_cents: 4000, payment_method: 'online' };
    expect(pilotPayment(paidOnline, fuel, true)).toEqual({
      online: true,
      due: null,
      paidCents: 4000,
      // The fee is €41.50: the rest is to pay at the desk.
      restCents: 150,
      overCents: 0,
      refund: 'onCancel',
    });
    expect(pilotPayment({ ...accepted, paymentStatus: 'Paid' }, fuel, false)).toMatchObject({
      paidCents: 4150,
      restCents: 0,
    });
  });

  it('says what is still to pay at the desk when the fee grew after the desk took it, and what is owed back once it fell', () => {
    const taken = { ...accepted, paymentStatus: 'Paid', payment_method: 'cash', paid_cents: 3000 };
    expect(pilotPayment(taken, fuel, false)).toMatchObject({ paidCents: 3000, restCents: 1150 });
    expect(pilotPayment({ ...taken, paid_cents: 5000 }, fuel, false)).toMatchObject({
      restCents: 0,
      overCents: 850,
    });
    // A landing that never flew owes nothing.
    expect(pilotPayment({ ...taken, status: 'cancelled' }, fuel, false)).toMatchObject({
      restCents: 0,
      overCents: 0,
    });
  });

  it('says what becomes of a payment made online when the landing will not land', () => {
    const paidOnline = { ...accepted, paymentStatus: 'Paid', paid_cents: 4000, payment_method: 'online' };
    expect(pilotPayment(paidOnline, fuel, true).refund).toBe('onCancel');
    expect(pilotPayment({ ...paidOnline, status: 'cancelled' }, fuel, true).refund).toBe('underWay');
    expect(pilotPayment({ ...paidOnline, status: 'no_show' }, fuel, true).refund).toBe('underWay');
    // Stripe's charge.refunded took the Paid back.
    const given = { ...accepted, status: 'cancelled', refund_asked_at: '2026-07-01T10:00:00.000Z' };
    expect(pilotPayment(given, fuel, true)).toMatchObject({ paidCents: null, refund: 'done' });
    // Taken by hand at the desk: the club gives it back itself, if it does.
    const byHand = { ...paidOnline, payment_method: 'cash' };
    expect(pilotPayment(byHand, fuel, true).refund).toBe('none');
    expect(pilotPayment({ ...byHand, status: 'cancelled' }, fuel, true).refund).toBe('none');
  });
});
