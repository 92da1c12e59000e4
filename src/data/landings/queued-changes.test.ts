import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/data/db/mirror-types';
import { queuedChangesOf } from './queued-changes';

const entry = (seq: number, landingId: number, kind: OutboxEntry['kind'], state: OutboxEntry['state']) =>
  ({ seq, landingId, kind, state }) as OutboxEntry;

describe('queuedChangesOf', () => {
  it('groups the landings by the kind of change that waits, and keeps the oldest refused one per landing', () => {
    const changes = queuedChangesOf([
      entry(1, 10, 'decision', 'waiting'),
      entry(2, 11, 'departure', 'failed'),
      entry(3, 11, 'state', 'conflict'),
      entry(4, 12, 'state', 'waiting'),
    ]);
    expect([...changes.any]).toEqual([10, 11, 12]);
    expect([...changes.decisions]).toEqual([10]);
    expect([...changes.departures]).toEqual([11]);
    expect([...changes.endings]).toEqual([11, 12]);
    expect([...changes.stuck]).toEqual([11]);
    expect(changes.refused.get(11)?.seq).toBe(2);
    expect(changes.refused.has(10)).toBe(false);
  });
});
