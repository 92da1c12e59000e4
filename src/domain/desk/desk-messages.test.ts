import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/messages';
import { refusalMessage, stuckChangeMessages } from './desk-messages';

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

describe('stuckChangeMessages', () => {
  const reject = { kind: 'decision' as const, patch: { permission: false, reason: 'Runway closed' } };

  it("says a decision another desk overtook by the product's error text, then why", () => {
    expect(stuckChangeMessages({ ...reject, state: 'conflict' })).toEqual([
      msg('errors.deny'),
      msg('shell.outbox.conflict'),
    ]);
  });

  it("says any other overtaken change in the row's words", () => {
    const correction = {
      kind: 'correction' as const,
      patch: { date: '2026-12-01' },
      state: 'conflict' as const,
    };
    expect(stuckChangeMessages(correction)).toEqual([
      msg('movements.refused.conflict', { action: 'correction' }),
    ]);
    expect(
      stuckChangeMessages({ ...correction, serverCurrent: { status: 'cancelled', cancelledBy: 'pilot' } }),
    ).toEqual([msg('movements.refused.cancelled', { action: 'correction' })]);
  });

  it("keeps the product's error text alone for a change the server refused", () => {
    expect(stuckChangeMessages({ ...reject, state: 'failed' })).toEqual([msg('errors.deny')]);
  });
});
