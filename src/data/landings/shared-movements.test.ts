// The club's movements read again after writes: equal reads share their objects, a changed landing or
// outbox is new, and nothing equal is dropped for it.
import { describe, expect, it } from 'vitest';
import { enqueue } from '@/data/sync/outbox';
import { type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import { movementsOfClub, serverRow, writeServerLandings } from './mirror';
import { shareMovements } from './shared-movements';

let h: SyncHarness;
withSyncHarness(async (started) => {
  h = started;
  await h.refreshUpcoming();
});

const read = () => movementsOfClub(h.db, h.clubId);

describe('shareMovements', () => {
  it('answers the last read itself when a page writes the same landings again', async () => {
    const first = await read();
    expect(first.landings.length).toBeGreaterThan(1);
    const server = first.landings.map((row) => serverRow(row)).filter((row) => row !== null);
    await writeServerLandings(h.db, server, h.clubId);

    const again = await read();
    expect(again).not.toBe(first);
    expect(again.landings[0]).not.toBe(first.landings[0]);
    expect(shareMovements(first, again)).toBe(first);
  });

  it('keeps every unchanged landing and the queued changes when one landing changes on the server', async () => {
    const first = await read();
    const [changed, ...others] = first.landings;
    const server = changed ? serverRow(changed) : null;
    if (!server) throw new Error('the refresh wrote no landing');
    const later = new Date(Date.parse(server.updatedAt) + 60_000).toISOString();
    await writeServerLandings(h.db, [{ ...server, notes: 'Fuel on arrival', updatedAt: later }], h.clubId);

    const shared = shareMovements(first, await read());
    expect(shared).not.toBe(first);
    expect(shared.changes).toBe(first.changes);
    const byId = new Map(shared.landings.map((row) => [row.id, row]));
    expect(byId.get(server.id)?.notes).toBe('Fuel on arrival');
    for (const row of others) expect(byId.get(row.id)).toBe(row);
  });

  it('answers new queued changes when a change waits, with the landings it did not touch kept', async () => {
    const first = await read();
    const target = first.landings.find((row) => row.status === 'parked') ?? first.landings[0];
    if (!target) throw new Error('the refresh wrote no landing');
    await enqueue(
      h.db,
      {
        kind: 'payment',
        landingId: target.id,
        patch: { paymentStatus: 'Paid' },
        userId: h.userId,
        clubId: h.clubId,
      },
      h.clock,
    );

    const shared = shareMovements(first, await read());
    expect(shared).not.toBe(first);
    expect([...shared.changes.any]).toEqual([target.id]);
    for (const row of shared.landings.filter((landing) => landing.id !== target.id))
      expect(first.landings).toContain(row);
  });

  it('has nothing to share on a first read', async () => {
    const first = await read();
    expect(shareMovements(undefined, first)).toBe(first);
  });
});
