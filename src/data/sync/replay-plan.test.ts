import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/data/db/mirror-types';
import { BACKOFF_CAP_MS, backoffDelay, pickNext, settlingUntil, undoableUntil } from './replay-plan';

function entry(seq: number, landingId: number, more: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    seq,
    opId: `op-${seq}`,
    kind: 'payment',
    landingId,
    patch: { paymentStatus: 'Paid' },
    createData: null,
    baseUpdatedAt: null,
    ifMatch: false,
    userId: 1,
    clubId: 1,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    serverCurrent: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...more,
  };
}

describe('pickNext', () => {
  it('takes the oldest entry of the signed-in user', () => {
    const picked = pickNext([entry(3, 1), entry(2, 2, { userId: 9 }), entry(4, 3)], 1, 0);
    expect(picked.next?.seq).toBe(3);
    expect(picked.waiting).toBe(2);
  });

  it('a stuck entry holds back later entries of its landing only', () => {
    const entries = [entry(1, 7, { state: 'conflict' }), entry(2, 7), entry(3, 8)];
    expect(pickNext(entries, 1, 0).next?.seq).toBe(3);
    expect(pickNext([entry(1, 7, { state: 'failed' }), entry(2, 7)], 1, 0).next).toBeNull();
  });

  it('a manual creation waits behind an earlier identical one, whatever its state', () => {
    const data = { user: 4, aircraft: 2, date: '2026-11-30', time: '12:00:00' };
    const create = (seq: number, landingId: number, more: Partial<OutboxEntry> = {}) =>
      entry(seq, landingId, { kind: 'create', patch: {}, createData: data, ...more });
    expect(pickNext([create(1, -1, { nextAttemptAt: 5_000 }), create(2, -2)], 1, 0)).toMatchObject({
      next: null,
      nextWakeAt: 5_000,
    });
    expect(pickNext([create(1, -1, { state: 'failed' }), create(2, -2)], 1, 0).next).toBeNull();
    const otherDay = create(2, -2, { createData: { ...data, date: '2026-12-01' } });
    expect(pickNext([create(1, -1, { nextAttemptAt: 5_000 }), otherDay], 1, 0).next?.seq).toBe(2);
  });

  it('a backing-off entry holds its landing and gives the wake-up time', () => {
    const picked = pickNext(
      [entry(1, 7, { nextAttemptAt: 5_000 }), entry(2, 7), entry(3, 8, { nextAttemptAt: 9_000 })],
      1,
      1_000,
    );
    expect(picked.next).toBeNull();
    expect(picked.nextWakeAt).toBe(5_000);
    expect(pickNext([entry(1, 7, { nextAttemptAt: 5_000 })], 1, 5_000).next?.seq).toBe(1);
  });
});

describe('the undo window', () => {
  it('an entry in its window is not sent, not even when backoff is ignored, and holds its landing', () => {
    const held = [entry(1, 7, { holdUntil: 10_000 }), entry(2, 7), entry(3, 8, { holdUntil: 12_000 })];
    const picked = pickNext(held, 1, Number.POSITIVE_INFINITY, 1_000);
    expect(picked.next).toBeNull();
    expect(picked.nextWakeAt).toBe(10_000);
    expect(picked.waiting).toBe(3);
    expect(pickNext(held, 1, 10_000).next?.seq).toBe(1);
  });

  it('is open until holdUntil, and only for a change still waiting', () => {
    expect(undoableUntil({ holdUntil: 10_000, state: 'waiting' }, 9_999)).toBe(10_000);
    expect(undoableUntil({ holdUntil: 10_000, state: 'waiting' }, 10_000)).toBe(0);
    expect(undoableUntil({ holdUntil: 10_000, state: 'failed' }, 1_000)).toBe(0);
    expect(undoableUntil({ state: 'waiting' }, 1_000)).toBe(0);
  });
});

describe('a creation sent without an answer', () => {
  it('is not sent again while its send may still reach the server, not even when backoff is ignored', () => {
    const creation = entry(1, -4, { kind: 'create', nextAttemptAt: 3_000, settleUntil: 15_000 });
    const others = [creation, entry(2, -4), entry(3, 8)];
    const picked = pickNext(others, 1, Number.POSITIVE_INFINITY, 4_000);
    // Only its own landing waits with it: another landing's change goes on.
    expect(picked.next?.seq).toBe(3);
    expect(picked.nextWakeAt).toBe(15_000);
    expect(pickNext([creation], 1, Number.POSITIVE_INFINITY, 14_999).next).toBeNull();
    expect(pickNext([creation], 1, Number.POSITIVE_INFINITY, 15_000).next?.seq).toBe(1);
  });

  it('settles at settleUntil, and only matters for a change still waiting', () => {
    expect(settlingUntil({ settleUntil: 15_000, state: 'waiting' }, 14_999)).toBe(15_000);
    expect(settlingUntil({ settleUntil: 15_000, state: 'waiting' }, 15_000)).toBe(0);
    expect(settlingUntil({ settleUntil: 15_000, state: 'failed' }, 1_000)).toBe(0);
    expect(settlingUntil({ state: 'waiting' }, 1_000)).toBe(0);
  });
});

describe('backoffDelay', () => {
  it('doubles from 2 s with jitter in [50 %, 100 %] and stops at the cap', () => {
    expect(backoffDelay(1, () => 1)).toBe(2_000);
    expect(backoffDelay(1, () => 0)).toBe(1_000);
    expect(backoffDelay(3, () => 1)).toBe(8_000);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_CAP_MS);
  });
});
