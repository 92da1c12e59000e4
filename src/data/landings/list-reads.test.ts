// The landing lists read whole (how a desk follows a plain Strapi) against the real server: they
// fill the mirror, delete only what their scope proves gone, and record the sync time.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { UnexpectedShapeError } from '@/data/api/strapi';
import { lastSyncedAt } from '@/data/db/meta';
import { enqueue } from '@/data/sync/outbox';
import { type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import { readHistory, readParked, readUpcoming } from './list-reads';

let h: SyncHarness;

withSyncHarness((started) => {
  h = started;
});

const deps = () => ({ api: h.api, db: h.db, clock: h.clock, clubId: h.clubId });

describe('landing list reads', () => {
  it('write the upcoming landings and delete in-scope rows the server no longer has, unless a change waits on them', async () => {
    await h.refreshUpcoming();
    const upcoming = await h.db.landings.where('clubId').equals(h.clubId).toArray();
    expect(upcoming.length).toBeGreaterThan(5);
    expect(upcoming.every((row) => row._server !== null && row.club?.id === h.clubId)).toBe(true);

    const first = upcoming[0];
    if (!first) throw new Error('no upcoming landings seeded');
    const ghost = { ...first, id: 900_001 };
    const ghostWithChange = { ...ghost, id: 900_002 };
    await h.db.landings.bulkPut([
      { ...ghost, _server: { ...ghost, id: 900_001 } },
      { ...ghostWithChange, _server: { ...ghostWithChange } },
      { ...ghost, id: 900_003, clubId: 777, _server: { ...ghost, id: 900_003 } },
    ]);
    await enqueue(
      h.db,
      {
        kind: 'payment',
        landingId: 900_002,
        patch: { paymentStatus: 'Paid' },
        userId: h.userId,
        clubId: h.clubId,
      },
      h.clock,
    );

    await h.refreshUpcoming();
    expect(await h.db.landings.get(900_001)).toBeUndefined();
    expect(await h.db.landings.get(900_002)).toBeDefined();
    expect(await h.db.landings.get(900_003)).toBeDefined(); // another club's row is not this scope
    expect(await lastSyncedAt(h.db, h.clubId)).toBe(h.clock.now().toISOString());
  });

  it('write parked and history landings', async () => {
    await readParked(deps());
    await readHistory(deps());
    const rows = await h.db.landings.toArray();
    expect(rows.some((row) => row.status === 'parked')).toBe(true);
    expect(rows.some((row) => row.status === 'finished')).toBe(true);
  });

  it('refuse a list holding a landing the desk cannot read, whole: the mirror keeps every row as it was', async () => {
    await h.refreshUpcoming();
    const before = await h.db.landings.orderBy('id').toArray();
    const [bad, other] = before;
    if (!bad || !other) throw new Error('no upcoming landings seeded');
    await h.changeOnServer(other.id, { paymentStatus: 'Captive' });
    await sql`update landings set status = 'diverted' where id = ${bad.id}`.execute(h.server.db);

    const read = readUpcoming(deps());
    await expect(read).rejects.toThrow(UnexpectedShapeError);
    await expect(read).rejects.toThrow(`Landing ${bad.id}: status 'diverted' is not one the desk knows`);
    // Neither rewritten nor dropped, and no other row of the list half-read.
    expect(await h.db.landings.orderBy('id').toArray()).toEqual(before);

    await sql`update landings set status = 'pending' where id = ${bad.id}`.execute(h.server.db);
    await readUpcoming(deps());
    expect((await h.db.landings.get(other.id))?.paymentStatus).toBe('Captive');
  });
});
