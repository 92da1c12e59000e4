import { describe, expect, it } from 'vitest';
import { deskPaidCents } from './desk-paid';

const ruleFee = { price: 25, fee_by_hand: null, fee_reason: null, paymentStatus: 'Pending' };
const taken = (cents: number | undefined) => ({ ok: true, cents });

describe('deskPaidCents', () => {
  it('records what the desk sends with Paid: the fee it showed, whatever the fee is now', () => {
    expect(deskPaidCents(ruleFee, { paymentStatus: 'Paid' }, 1800)).toEqual(taken(1800));
    expect(deskPaidCents(ruleFee, { paymentStatus: 'Paid', fee_by_hand: 4000, fee_reason: 'x' }, 0)).toEqual(
      taken(0),
    );
  });

  it('records the fee as it stands from a desk that sends no amount', () => {
    expect(deskPaidCents(ruleFee, { paymentStatus: 'Paid' }, undefined)).toEqual(taken(2500));
    expect(
      deskPaidCents(
        { ...ruleFee, fee_by_hand: 1850, fee_reason: 'Member' },
        { paymentStatus: 'Paid' },
        undefined,
      ),
    ).toEqual(taken(1850));
    expect(
      deskPaidCents(ruleFee, { paymentStatus: 'Paid', fee_by_hand: 4000, fee_reason: 'Night' }, undefined),
    ).toEqual(taken(4000));
    expect(
      deskPaidCents(
        { ...ruleFee, fee_by_hand: 1000, fee_reason: 'x' },
        { paymentStatus: 'Paid', fee_by_hand: null },
        undefined,
      ),
    ).toEqual(taken(2500));
  });

  it('takes nothing of a fee still to be priced: once priced, it is all to collect', () => {
    const toPrice = { ...ruleFee, price: null };
    expect(deskPaidCents(toPrice, { paymentStatus: 'Paid' }, undefined)).toEqual(taken(0));
    // Already Paid, its fee since gone to be priced: what was taken stays.
    expect(
      deskPaidCents({ ...toPrice, paymentStatus: 'Paid' }, { paymentStatus: 'Paid' }, undefined),
    ).toEqual(taken(undefined));
  });

  it('leaves the amount of a change that does not say Paid, and refuses one sent without Paid', () => {
    expect(deskPaidCents(ruleFee, { paymentStatus: 'Pending' }, undefined)).toEqual(taken(undefined));
    expect(deskPaidCents(ruleFee, { fee_by_hand: 1000, fee_reason: 'x' }, undefined)).toEqual(
      taken(undefined),
    );
    expect(deskPaidCents(ruleFee, { paymentStatus: 'Captive' }, 2500)).toMatchObject({
      ok: false,
      reason: { id: 'validation.landing.paymentMethodNeedsPaid' },
    });
  });
});
