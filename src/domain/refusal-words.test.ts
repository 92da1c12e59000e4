import { describe, expect, it } from 'vitest';
import { CANCELLED_BY_PILOT } from './landing-transitions';
import { refusalHeadline, refusalText } from './refusal-words';

describe('refusalText', () => {
  it("says a refused accept was not accepted, in the server's words", () => {
    expect(refusalText('decision', { permission: true }, 'failed', CANCELLED_BY_PILOT)).toBe(
      'Not accepted: the request was cancelled by the pilot',
    );
    expect(
      refusalText('arrival', { status: 'parked' }, 'failed', 'Only an accepted landing can arrive.'),
    ).toBe('Arrival not recorded: only an accepted landing can arrive');
  });

  it('names a conflict as another desk’s change, and an unexplained refusal as such', () => {
    expect(refusalText('payment', { paymentStatus: 'Paid' }, 'conflict', 'changed')).toBe(
      'Payment not changed: another desk changed this landing meanwhile',
    );
    expect(refusalText('departure', {}, 'failed', null)).toBe(
      'Departure not recorded: the server refused it',
    );
    expect(refusalText('create', {}, 'failed', '  ')).toBe('Not added: the server refused it');
  });

  it('names a cancellation the server answered with, even in a conflict', () => {
    expect(refusalText('decision', { permission: true }, 'conflict', 'changed', 'cancelled')).toBe(
      'Not accepted: the request was cancelled by the pilot',
    );
  });

  it('tells the decisions apart', () => {
    expect(refusalHeadline('decision', { permission: false })).toBe('Not rejected');
    expect(refusalHeadline('decision', { permission: null })).toBe('Not reopened');
  });
});
