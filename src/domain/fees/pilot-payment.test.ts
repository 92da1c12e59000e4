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
      refunding: false,
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
      refunding: false,
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
      refunding: false,
    });
    expect(pilotPayment({ ...accepted, paymentStatus: 'Paid' }, fuel, false).paidCents).toBe(4150);
  });

  it('says a payment made online is being given back once the landing is cancelled or a no-show', () => {
    const paidOnline = { ...accepted, paymentStatus: 'Paid', paid_cents: 4000, payment_method: 'online' };
    expect(pilotPayment({ ...paidOnline, status: 'cancelled' }, fuel, true).refunding).toBe(true);
    expect(pilotPayment({ ...paidOnline, status: 'no_show' }, fuel, true).refunding).toBe(true);
    // Taken by hand at the desk: the club gives it back itself, if it does.
    const byHand = { ...paidOnline, status: 'cancelled', payment_method: 'cash' };
    expect(pilotPayment(byHand, fuel, true).refunding).toBe(false);
  });
});
