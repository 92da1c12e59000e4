import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/messages';
import { canSendAgain, refusalText, refusedAction } from './refusal-words';

describe('refusalText', () => {
  it("says a refused accept was not accepted, in the server's words", () => {
    expect(
      refusalText('decision', { permission: true }, 'failed', 'The request was cancelled by the pilot'),
    ).toEqual(
      msg('movements.refused.because', { action: 'accept', cause: 'the request was cancelled by the pilot' }),
    );
    expect(
      refusalText('arrival', { status: 'parked' }, 'failed', 'Only an accepted landing can arrive.'),
    ).toEqual(
      msg('movements.refused.because', { action: 'arrival', cause: 'only an accepted landing can arrive' }),
    );
  });

  it('names a conflict as another desk’s change, and an unexplained refusal as such', () => {
    expect(refusalText('payment', { paymentStatus: 'Paid' }, 'conflict', 'changed')).toEqual(
      msg('movements.refused.conflict', { action: 'payment' }),
    );
    expect(refusalText('departure', {}, 'failed', null)).toEqual(
      msg('movements.refused.unknown', { action: 'departure' }),
    );
    expect(refusalText('create', {}, 'failed', '  ')).toEqual(
      msg('movements.refused.unknown', { action: 'create' }),
    );
  });

  it('names a cancellation the server answered with, even in a conflict', () => {
    expect(refusalText('decision', { permission: true }, 'conflict', 'changed', 'cancelled')).toEqual(
      msg('movements.refused.cancelled', { action: 'accept' }),
    );
  });

  it('tells the decisions apart', () => {
    expect(refusedAction('decision', { permission: true })).toBe('accept');
    expect(refusedAction('decision', { permission: false })).toBe('reject');
    expect(refusedAction('decision', { permission: null })).toBe('reopen');
    expect(refusedAction('payment', { paymentStatus: 'Paid' })).toBe('payment');
  });
});

describe('desk cancel and no-show refusals', () => {
  it('names the action of a refused cancel or no-show', () => {
    expect(refusedAction('state', { status: 'cancelled' })).toBe('cancel');
    expect(refusedAction('state', { status: 'no_show' })).toBe('noShow');
    expect(refusalText('state', { status: 'no_show' }, 'failed', null)).toEqual(
      msg('movements.refused.unknown', { action: 'noShow' }),
    );
  });

  it('says who cancelled when the server has the landing cancelled', () => {
    expect(refusalText('decision', { permission: true }, 'conflict', null, 'cancelled', 'pilot')).toEqual(
      msg('movements.refused.cancelled', { action: 'accept' }),
    );
    expect(refusalText('state', { status: 'no_show' }, 'conflict', null, 'cancelled', 'desk')).toEqual(
      msg('movements.refused.cancelledByDesk', { action: 'noShow' }),
    );
  });
});

describe('canSendAgain', () => {
  it('offers no retry for a change to a cancelled landing, however the desk learnt it', () => {
    expect(canSendAgain({ serverCurrent: { status: 'cancelled' } })).toBe(false);
    expect(
      canSendAgain({ serverCurrent: null, errorWords: msg('validation.landing.cancelledByPilot') }),
    ).toBe(false);
    expect(canSendAgain({ serverCurrent: null, errorWords: msg('validation.landing.cancelledByDesk') })).toBe(
      false,
    );
  });

  it('offers it for any other refusal or conflict', () => {
    expect(canSendAgain({ serverCurrent: { status: 'pending' } })).toBe(true);
    expect(
      canSendAgain({ serverCurrent: null, errorWords: msg('validation.landing.arriveAcceptedOnly') }),
    ).toBe(true);
    expect(canSendAgain({ serverCurrent: null })).toBe(true);
  });
});
