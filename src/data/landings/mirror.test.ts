// What the movements screen reads from the mirror (pending and parked landings through the status
// index, finished ones only while a change on them is queued), and a pull's page written into it.
import { describe, expect, it } from 'vitest';
import type { MirrorLanding } from '@/data/db/mirror-types';
import { enqueue } from '@/data/sync/outbox';
import { type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import { movementLandingsOfClub, movementsOfClub, serverRow, writeServerLandings } from './mirror';

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

  it('reads the queued changes with the rows: a landing with a change is marked in the same read', async () => {
    const row = await h.db.landings.where('[clubId+status]').equals([h.clubId, 'pending']).first();
    if (!row) throw new Error('the refresh wrote no pending landing');
    const before = await movementsOfClub(h.db, h.clubId);
    expect(before.changes.any.size).toBe(0);

    await enqueue(
      h.db,
      {
        kind: 'decision',
        landingId: row.id,
        patch: { permission: true, landing_permission: true },
        userId: h.userId,
        clubId: h.clubId,
      },
      h.clock,
    );
    const after = await movementsOfClub(h.db, h.clubId);
    expect([...after.changes.any]).toEqual([row.id]);
    expect([...after.changes.decisions]).toEqual([row.id]);
    expect(after.changes.stuck.size).toBe(0);
    expect(after.landings.find((landing) => landing.id === row.id)?.permission).toBe(true);
  });
});

describe('writeServerLandings without a scope (a pull page)', () => {
  it('keeps mirrored rows fresher than the page, at the edges of its ids too, and writes the rest', async () => {
    const template = (await h.db.landings.where('clubId').equals(h.clubId).first()) ?? null;
    const landing = template ? serverRow(template) : null;
    if (!landing) throw new Error('the refresh wrote no landing');
    const at = (id: number, updatedAt: string, notes: string) => ({ ...landing, id, updatedAt, notes });
    // 80001 (the page's lowest id) and 80020 (its highest) are fresher in the mirror than on the
    // page; 80010 is older there; 80005 is not mirrored yet.
    await writeServerLandings(
      h.db,
      [
        at(80001, '2026-11-03T10:00:00.000Z', 'mirror'),
        at(80010, '2026-11-01T10:00:00.000Z', 'mirror'),
        at(80020, '2026-11-03T10:00:00.000Z', 'mirror'),
      ],
      h.clubId,
    );
    await writeServerLandings(
      h.db,
      [
        at(80001, '2026-11-02T10:00:00.000Z', 'page'),
        at(80005, '2026-11-02T10:00:00.000Z', 'page'),
        at(80010, '2026-11-02T10:00:00.000Z', 'page'),
        at(80020, '2026-11-02T10:00:00.000Z', 'page'),
      ],
      h.clubId,
    );
    const notes = async (id: number) => (await h.db.landings.get(id))?.notes;
    expect(await notes(80001)).toBe('mirror');
    expect(await notes(80005)).toBe('page');
    expect(await notes(80010)).toBe('page');
    expect(await notes(80020)).toBe('mirror');
  });
});
