import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/messages';
import { refusalMessage, stuckChangeMessage } from './desk-messages';

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

describe('stuckChangeMessage', () => {
  const reject = { kind: 'decision' as const, patch: { permission: false, reason: 'Runway closed' } };

  it("says a change another desk overtook in the row's words, not that it failed", () => {
    expect(stuckChangeMessage({ ...reject, state: 'conflict' })).toEqual(
      msg('movements.refused.conflict', { action: 'reject' }),
    );
    expect(
      stuckChangeMessage({
        ...reject,
        state: 'conflict',
        serverCurrent: { status: 'cancelled', cancelledBy: 'pilot' },
      }),
    ).toEqual(msg('movements.refused.cancelled', { action: 'reject' }));
  });

  it("keeps the product's error texts for a change the server refused", () => {
    expect(stuckChangeMessage({ ...reject, state: 'failed' })).toEqual(msg('errors.deny'));
  });
});
