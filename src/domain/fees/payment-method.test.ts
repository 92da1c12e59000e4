import { describe, expect, it } from 'vitest';
import { paymentMethodChange } from './payment-method';

describe('paymentMethodChange', () => {
  it('keeps the method sent with Paid', () => {
    expect(paymentMethodChange('Pending', { paymentStatus: 'Paid', payment_method: 'cash' })).toEqual({
      ok: true,
      method: 'cash',
    });
  });

  it('accepts a method alone on a landing already Paid (the desk corrects how)', () => {
    expect(paymentMethodChange('Paid', { payment_method: 'card' })).toEqual({ ok: true, method: 'card' });
  });

  it('refuses a method on a landing that is not Paid', () => {
    const result = paymentMethodChange('Pending', { payment_method: 'cash' });
    expect(result).toMatchObject({ ok: false, reason: { id: 'validation.landing.paymentMethodNeedsPaid' } });
    expect(paymentMethodChange('Paid', { paymentStatus: 'Pending', payment_method: 'cash' }).ok).toBe(false);
  });

  it('refuses online from the desk: only the webhook records it', () => {
    const result = paymentMethodChange('Pending', { paymentStatus: 'Paid', payment_method: 'online' });
    expect(result).toMatchObject({ ok: false, reason: { id: 'validation.landing.paymentMethodOnline' } });
  });

  it('forgets the method when the status leaves Paid, and leaves it when nothing is said', () => {
    expect(paymentMethodChange('Paid', { paymentStatus: 'Pending' })).toEqual({ ok: true, method: null });
    expect(paymentMethodChange('Paid', {})).toEqual({ ok: true, method: undefined });
    expect(paymentMethodChange('Pending', { payment_method: null })).toEqual({ ok: true, method: null });
  });
});
