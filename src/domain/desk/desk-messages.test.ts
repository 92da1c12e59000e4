import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/messages';
import { refusalMessage } from './desk-messages';

describe('refusalMessage', () => {
  it('uses the decision and payment status errors for decisions and payment status', () => {
    expect(refusalMessage('decision', true)).toEqual(msg('errors.grant'));
    expect(refusalMessage('decision', false)).toEqual(msg('errors.deny'));
    expect(refusalMessage('payment', undefined)).toEqual(msg('errors.paymentStatus'));
  });

  it('tells the operator where the other refused changes are kept', () => {
    expect(refusalMessage('arrival', undefined)).toEqual(msg('shell.refused.arrival'));
    expect(refusalMessage('decision', null)).toEqual(msg('shell.refused.reopen'));
    expect(refusalMessage('create', undefined)).toEqual(msg('shell.refused.create'));
  });
});
