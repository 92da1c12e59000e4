import { describe, expect, it } from 'vitest';
import { deskPaidCents } from './desk-paid';

const ruleFee = { price: 25, fee_by_hand: null, fee_reason: null };

describe('deskPaidCents', () => {
  it('records the fee as it stands when the desk marks Paid', () => {
    expect(deskPaidCents(ruleFee, { paymentStatus: 'Paid' })).toBe(2500);
  });

  it('records a fee set by hand over the rule', () => {
    expect(
      deskPaidCents({ price: 25, fee_by_hand: 1850, fee_reason: 'Club member' }, { paymentStatus: 'Paid' }),
    ).toBe(1850);
  });

  it('records the fee the same change sets', () => {
    expect(deskPaidCents(ruleFee, { paymentStatus: 'Paid', fee_by_hand: 4000, fee_reason: 'Night' })).toBe(
      4000,
    );
    expect(
      deskPaidCents(
        { price: 25, fee_by_hand: 1000, fee_reason: 'x' },
        { paymentStatus: 'Paid', fee_by_hand: null },
      ),
    ).toBe(2500);
  });

  it('says nothing of a change that does not say Paid', () => {
    expect(deskPaidCents(ruleFee, { paymentStatus: 'Pending' })).toBeUndefined();
    expect(deskPaidCents(ruleFee, { fee_by_hand: 1000, fee_reason: 'x' })).toBeUndefined();
  });

  it('knows nothing taken while the landing is still to be priced', () => {
    expect(
      deskPaidCents({ price: null, fee_by_hand: null, fee_reason: null }, { paymentStatus: 'Paid' }),
    ).toBeNull();
  });
});
