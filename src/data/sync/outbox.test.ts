// The outbox against the real server and a fake-indexeddb database: enqueue is durable and
// patches the mirror; discard and refresh rebuild the row from the server's copy.
import { describe, expect, it } from 'vitest';
import type { MirrorClub, MirrorLanding } from '@/data/db/mirror-types';
import { serverRow } from '@/data/db/patches';
import { type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import { discard, enqueue, listOutbox, releaseHolds } from './outbox';

/** The server's copy behind a mirror row (undefined when the row is not there). */
const serverOf = (row: MirrorLanding | undefined) => (row ? serverRow(row) : undefined);

let h: SyncHarness;

withSyncHarness(async (started) => {
  h = started;
  await h.refreshUpcoming();
});

const owner = () => ({ userId: h.userId, clubId: h.clubId });

describe('outbox', () => {
  it('an enqueued change patches the mirror and survives closing and re-opening the database', async () => {
    const before = await h.db.landings.get(1);
    expect(before?.permission).toBeNull();

    const entry = await enqueue(
      h.db,
      { kind: 'decision', landingId: 1, patch: { permission: true, landing_permission: true }, ...owner() },
      h.clock,
    );
    expect(entry.opId).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry.baseUpdatedAt).toBe(before?.updatedAt);

    const db = h.reopenDb();
    const row = await db.landings.get(1);
    expect(row?.permission).toBe(true);
    expect(serverOf(row)?.permission).toBeNull();
    const entries = await listOutbox(db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      opId: entry.opId,
      kind: 'decision',
      landingId: 1,
      state: 'waiting',
      attempts: 0,
      userId: h.userId,
      clubId: h.clubId,
      ifMatch: true,
    });
    // Nothing reached the server: the change is only queued.
    expect((await h.serverLanding(1)).permission).toBeNull();
  });

  it('a departure reads until the server has it with its time parked and the parking in its fee', async () => {
    const row = await h.db.landings.get(1);
    if (!row) throw new Error('no landing 1');
    const now = h.clock.now();
    const ata = new Date(now.getTime() - (5 * 60 + 30) * 60_000).toISOString();
    const aircraft = { id: 99, name: 'Beechcraft Baron CS-TWN', category: 'Twin engine', mtow: 2500 };
    await h.db.landings.put({ ...row, status: 'parked', permission: true, ata, price: 12.5, aircraft });
    // Two hours free, then €8.00 each full hour for a twin: three more hours.
    await h.db.clubs.put({ id: h.clubId, hours_free_park: 2, price_park_twin: 8 } as MirrorClub);
    await enqueue(
      h.db,
      {
        kind: 'departure',
        landingId: 1,
        patch: { status: 'finished', departure: now.toISOString() },
        ...owner(),
      },
      h.clock,
    );
    const shown = await h.db.landings.get(1);
    expect(shown).toMatchObject({ status: 'finished', price: 36.5, time_parked: '5h 30m' });
  });

  it('a refresh during a pending change does not undo it', async () => {
    await enqueue(
      h.db,
      { kind: 'payment', landingId: 5, patch: { paymentStatus: 'Paid' }, ...owner() },
      h.clock,
    );
    // The server changes something else on the landing meanwhile; the refresh brings it in.
    await h.changeOnServer(5, { status: 'parked' });
    await h.refreshUpcoming();

    const row = await h.db.landings.get(5);
    expect(row?.paymentStatus).toBe('Paid');
    expect(row?.status).toBe('parked');
    expect(serverOf(row)?.paymentStatus).toBe('Pending');
    expect(serverOf(row)?.status).toBe('parked');
  });

  it('a refresh keeps a manual creation that is not on the server yet', async () => {
    const template = await h.db.landings.get(5);
    if (!template) throw new Error('landing 5 missing');
    const entry = await enqueue(
      h.db,
      {
        kind: 'create',
        draft: { ...template, id: 0 },
        data: { user: template.user?.id, aircraft: template.aircraft?.id, date: template.date },
        ...owner(),
      },
      h.clock,
    );
    expect(entry.landingId).toBeLessThan(0);
    await h.refreshUpcoming();
    expect(await h.db.landings.get(entry.landingId)).toBeDefined();
  });

  it('releasing the holds ends every open undo window and leaves the change queued', async () => {
    const decision = {
      kind: 'decision',
      landingId: 1,
      patch: { permission: true, landing_permission: true },
    } as const;
    const held = await enqueue(h.db, { ...decision, ...owner() }, h.clock, 5_000);
    expect(held.holdUntil).toBe(h.clock.now().getTime() + 5_000);

    expect(await releaseHolds(h.db, h.clock)).toBe(1);
    const [entry] = await listOutbox(h.db);
    expect(entry).toMatchObject({ seq: held.seq, state: 'waiting', holdUntil: 0 });
    expect(await releaseHolds(h.db, h.clock)).toBe(0);
  });

  it('discard removes the entry and shows the server row again', async () => {
    const entry = await enqueue(
      h.db,
      { kind: 'decision', landingId: 2, patch: { permission: false, landing_permission: false }, ...owner() },
      h.clock,
    );
    expect((await h.db.landings.get(2))?.permission).toBe(false);
    await discard(h.db, entry.seq);
    expect(await listOutbox(h.db)).toHaveLength(0);
    expect((await h.db.landings.get(2))?.permission).toBeNull();
  });
});
