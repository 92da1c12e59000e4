// What the movements screen reads from the mirror: pending and parked landings through the status
// index, finished ones only while a change on them is still queued.
import { describe, expect, it } from 'vitest';
import type { MirrorLanding } from '@/data/db/mirror-types';
import { enqueue } from '@/data/sync/outbox';
import { type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import { movementLandingsOfClub } from './mirror';

let h: SyncHarness;
withSyncHarness(async (started) => {
  h = started;
  await h.refreshUpcoming();
});

const finishedRow = (id: number, clubId: number, template: MirrorLanding): MirrorLanding => ({
  ...template,
  id,
  clubId,
  status: 'finished',
  departure: '2026-11-01T12:00:00.000Z',
});

describe('movementLandingsOfClub', () => {
  it('reads pending and parked landings, and a finished one only while a change on it is queued', async () => {
    const all = await h.db.landings.where('clubId').equals(h.clubId).toArray();
    const template = all[0];
    if (!template) throw new Error('the refresh wrote no landing');
    await h.db.landings.bulkPut([
      finishedRow(90001, h.clubId, template),
      finishedRow(90002, h.clubId + 1000, template),
    ]);

    const ids = (rows: MirrorLanding[]) => new Set(rows.map((row) => row.id));
    const before = await movementLandingsOfClub(h.db, h.clubId);
    expect(before.every((row) => row.status === 'pending' || row.status === 'parked')).toBe(true);
    expect(ids(before)).toEqual(ids(all.filter((row) => row.status !== 'finished')));

    await enqueue(
      h.db,
      {
        kind: 'payment',
        landingId: 90001,
        patch: { paymentStatus: 'Paid' },
        userId: h.userId,
        clubId: h.clubId,
      },
      h.clock,
    );
    const after = await movementLandingsOfClub(h.db, h.clubId);
    expect(ids(after).has(90001)).toBe(true);
    expect(ids(after).has(90002)).toBe(false);
    expect(after).toHaveLength(before.length + 1);
  });
});
