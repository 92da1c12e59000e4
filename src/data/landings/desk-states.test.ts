// Desk cancel and no-show through the outbox to the real server, the notice of a pilot's
// cancellation as the mirror learns it, and History's read of no-shows
// (docs/product/movement-log.md, States).
import { describe, expect, it } from 'vitest';
import { endingChange } from '@/data/landings/commands';
import { readHistory } from '@/data/landings/list-reads';
import { enqueue } from '@/data/sync/outbox';
import { type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import { type CancelledLanding, onPilotCancellations } from './cancellation-notices';
import { finishedLandingsOfClub, movementLandingsOfClub } from './mirror';

let h: SyncHarness;
withSyncHarness(async (started) => {
  h = started;
  await h.refreshUpcoming();
});

async function mirrored(filter: (row: { status: string; permission: boolean | null }) => boolean) {
  const rows = await movementLandingsOfClub(h.db, h.clubId);
  const row = rows.find(filter);
  if (!row) throw new Error('no such landing in the mirror');
  return row;
}

const change = (landingId: number, status: 'cancelled' | 'no_show', reason = '') => {
  const { kind, patch } = endingChange(landingId, status, reason) as { kind: 'state'; patch: object };
  return { kind, landingId, patch, userId: h.userId, clubId: h.clubId };
};

describe('desk cancel and no-show through the outbox', () => {
  it('sends a cancel once, with its reason; the server records the desk and the row leaves the lists', async () => {
    const request = await mirrored((row) => row.status === 'pending' && row.permission === null);
    await enqueue(h.db, change(request.id, 'cancelled', ' Fog at the field '), h.clock);
    expect((await h.replayer().drain()).sent).toBe(1);
    expect(await h.serverLanding(request.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'desk',
      reason: 'Fog at the field',
    });
    const stored = await h.db.landings.get(request.id);
    expect(stored).toMatchObject({ status: 'cancelled', cancelledBy: 'desk' });
    expect((await movementLandingsOfClub(h.db, h.clubId)).some((row) => row.id === request.id)).toBe(false);
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('marks an accepted landing a no-show, and History reads it', async () => {
    const accepted = await mirrored((row) => row.status === 'pending' && row.permission === true);
    // Its ETA has gone by, as a no-show's must (and History lists only what is dated up to today).
    await h.server.db
      .updateTable('landings')
      .set({ date: '2026-01-01' })
      .where('id', '=', accepted.id)
      .execute();
    await enqueue(h.db, change(accepted.id, 'no_show'), h.clock);
    expect((await h.replayer().drain()).sent).toBe(1);
    expect(await h.serverLanding(accepted.id)).toMatchObject({ status: 'no_show', cancelledBy: null });
    await readHistory({ api: h.api, db: h.db, clock: h.clock, clubId: h.clubId });
    const history = await finishedLandingsOfClub(h.db, h.clubId);
    expect(history.find((row) => row.id === accepted.id)?.status).toBe('no_show');
  });

  it('keeps a refused no-show (the landing is undecided) refused, never applied', async () => {
    const request = await mirrored((row) => row.status === 'pending' && row.permission === null);
    await enqueue(h.db, change(request.id, 'no_show'), h.clock);
    await h.replayer().drain();
    const [entry] = await h.db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'state', state: 'failed' });
    expect((await h.serverLanding(request.id)).status).toBe('pending');
  });
});

describe("the pilot's cancellation", () => {
  it('is announced once when a synced landing turns cancelled by its pilot, not when the desk cancels', async () => {
    const heard: CancelledLanding[] = [];
    const stop = onPilotCancellations(h.db.name, (landings) => heard.push(...landings));
    const [first, second] = (await movementLandingsOfClub(h.db, h.clubId)).filter(
      (row) => row.status === 'pending' && row.permission !== false,
    );
    if (!first || !second) throw new Error('two pending landings expected');
    const later = new Date(Date.parse(first.updatedAt) + 60_000).toISOString();
    await h.server.db
      .updateTable('landings')
      .set({ status: 'cancelled', cancelled_by: 'pilot', updatedAt: later })
      .where('id', '=', first.id)
      .execute();
    await h.server.db
      .updateTable('landings')
      .set({ status: 'cancelled', cancelled_by: 'desk', updatedAt: later })
      .where('id', '=', second.id)
      .execute();
    await h.refreshUpcoming();
    expect(heard.map((landing) => landing.id)).toEqual([first.id]);
    expect(heard[0]).toMatchObject({ date: first.date, time: first.time });
    await h.refreshUpcoming();
    expect(heard).toHaveLength(1);
    stop();
  });
});
