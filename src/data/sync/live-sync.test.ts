// The live sync engine against the real server in-process (docs/decisions/0010): the first sync,
// a change of another desk arriving through the event stream, waiting changes kept on top, a reset,
// a broken cursor, settings, and the list reads used where the server has no sync.
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markSynced } from '@/data/db/meta';
import type { MirrorLanding } from '@/data/db/mirror-types';
import { serverRow } from '@/data/db/patches';
import { readCursor, saveCursor } from '@/data/landings/cursor';
import { adapterFor } from '@/data/server/choose-adapter';
import type { ServerInfo } from '@/data/server/server-info';
import { PLAIN_STRAPI_CAPABILITIES } from '@/domain/wire/server-capabilities';
import { type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import { createLiveSync, type LiveSync } from './live-sync';
import { enqueue } from './outbox';

/** The server's copy behind a mirror row (undefined when the row is not there). */
const serverOf = (row: MirrorLanding | undefined) => (row ? serverRow(row) : undefined);

let h: SyncHarness;
let live: LiveSync | null = null;
let settingsChanged = 0;

withSyncHarness((started) => {
  h = started;
  settingsChanged = 0;
});

afterEach(() => {
  live?.stop();
  live = null;
});

function engine(server: ServerInfo = h.serverInfo): LiveSync {
  live = createLiveSync({
    api: h.api,
    db: h.db,
    server,
    clock: h.clock,
    clubId: h.clubId,
    onSettingsChanged: () => {
      settingsChanged += 1;
    },
  });
  return live;
}

const clubLandingIds = async () =>
  (
    await h.server.db
      .selectFrom('landings')
      .select('id')
      .where('club_id', '=', h.clubId)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
const mirrorIds = async () =>
  (await h.db.landings.where('clubId').equals(h.clubId).primaryKeys()).sort((a, b) => a - b);
const pulls = () => h.network.sent.filter((r) => r.path === '/api/sync/landings');
const pendingIds = async () =>
  (
    await h.server.db
      .selectFrom('landings')
      .select('id')
      .where('club_id', '=', h.clubId)
      .where('status', '=', 'pending')
      .where('permission', 'is', null)
      .execute()
  ).map((row) => row.id);

describe('live sync', () => {
  it('fills the mirror with every landing of the club on the first sync, and then pulls only what changed', async () => {
    const sync = engine();
    await sync.syncNow();
    expect(await mirrorIds()).toEqual(await clubLandingIds());
    expect(sync.state()).toMatchObject({ synced: true, failedAt: 0 });
    expect(await readCursor(h.db, h.clubId)).toMatch(/^v1\./);
    // The settings refreshers read everything on a first sync: no second read for them.
    expect(settingsChanged).toBe(0);

    const [landing] = await pendingIds();
    await h.changeOnServer(landing ?? 0, { paymentStatus: 'Captive' });
    h.network.sent.length = 0;
    await sync.syncNow();
    expect(pulls()).toHaveLength(1);
    expect((await h.db.landings.get(landing ?? 0))?.paymentStatus).toBe('Captive');
  });

  it('takes only a completed landings sync for an earlier copy: settings synced before a cut-off pull are not one', async () => {
    // A first sync cut off by a reload: the settings were read, the landings never completed.
    await markSynced(h.db, 'settings', h.clubId, h.clock.now());
    const cut = engine();
    cut.start();
    await expect.poll(() => cut.state().earlierCopy).toBe('none');
    // Not ready before the pull ends: a screen never shows the half it stored.
    expect(cut.state().synced || !cut.state().ready).toBe(true);
    await expect.poll(() => cut.state().ready, { timeout: 5_000 }).toBe(true);
    cut.stop();

    const again = engine();
    again.start();
    await expect.poll(() => again.state().earlierCopy).toBe('some');
    expect(again.state().ready).toBe(true);
  });

  it('stores the club’s pending and parked landings whole before the first page of a first pull', async () => {
    const movementIds = async () =>
      (
        await h.server.db
          .selectFrom('landings')
          .select('id')
          .where('club_id', '=', h.clubId)
          .where('status', 'in', ['pending', 'parked'])
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
    const expected = await movementIds();
    expect(expected.length).toBeGreaterThan(0);
    expect((await clubLandingIds()).length).toBeGreaterThan(expected.length);

    const sync = engine();
    // Read in the notification itself: that transaction comes before the pull's next write.
    const flip: { ready?: boolean; ids?: Promise<number[]> } = {};
    sync.subscribe(() => {
      if (!sync.state().movements || flip.ids) return;
      flip.ready = sync.state().ready;
      flip.ids = mirrorIds();
    });
    await sync.syncNow();
    expect(flip.ready).toBe(false);
    expect(await flip.ids).toEqual(expected);
    expect(await mirrorIds()).toEqual(await clubLandingIds());
    expect(sync.state()).toMatchObject({ ready: true, movements: true });

    // Later pulls only ask what changed: Movements is not read ahead again.
    h.network.sent.length = 0;
    await sync.syncNow();
    expect(h.network.sent.filter((r) => r.path === '/api/landings')).toHaveLength(0);
  });

  it("shows another desk's decision through the event stream, without a pull asked for", async () => {
    const sync = engine();
    sync.start();
    await expect.poll(() => sync.state().mode, { timeout: 5_000 }).toBe('live');
    await expect.poll(() => sync.state().synced).toBe(true);
    const [landing] = await pendingIds();
    const decided = Date.now();
    await h.changeOnServer(landing ?? 0, { permission: true, landing_permission: true });
    await expect
      .poll(async () => (await h.db.landings.get(landing ?? 0))?.permission, { timeout: 2_000 })
      .toBe(true);
    expect(Date.now() - decided).toBeLessThan(1_000);
  });

  it('survives being started, stopped and started again (React StrictMode runs effects twice)', async () => {
    const sync = engine();
    sync.start();
    sync.stop();
    sync.start();
    await expect.poll(() => sync.state().mode, { timeout: 5_000 }).toBe('live');
    await expect.poll(() => sync.state().synced).toBe(true);
    const streams = () => h.network.sent.filter((r) => r.path === '/api/sync/events').length;
    // The first start's stream is dropped before it opens: one stream listens, not two.
    expect(streams()).toBe(1);
    const [landing] = await pendingIds();
    await h.changeOnServer(landing ?? 0, { permission: true, landing_permission: true });
    await expect
      .poll(async () => (await h.db.landings.get(landing ?? 0))?.permission, { timeout: 2_000 })
      .toBe(true);

    // Stopped for good: nothing more is asked of the server.
    sync.stop();
    const asked = h.network.sent.length;
    await h.changeOnServer(landing ?? 0, { paymentStatus: 'Captive' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.network.sent.slice(asked).map((r) => r.path)).toEqual([]);
  });

  it('never undoes a change still waiting in the outbox, and keeps the server row under it', async () => {
    const sync = engine();
    await sync.syncNow();
    const [landing] = await pendingIds();
    h.network.offline = true;
    await enqueue(
      h.db,
      {
        kind: 'payment',
        landingId: landing ?? 0,
        patch: { paymentStatus: 'Paid' },
        userId: h.userId,
        clubId: h.clubId,
      },
      h.clock,
    );
    h.network.offline = false;
    await h.changeOnServer(landing ?? 0, { paymentStatus: 'Captive' });
    await sync.syncNow();
    const row = await h.db.landings.get(landing ?? 0);
    expect(row?.paymentStatus).toBe('Paid');
    expect(serverOf(row)?.paymentStatus).toBe('Captive');
  });

  it('replaces the club’s landings after a reset, and starts over from a cursor the server refuses', async () => {
    const sync = engine();
    await sync.syncNow();
    const [first] = await mirrorIds();
    const ghost = await h.db.landings.get(first ?? 0);
    const copied = serverOf(ghost);
    if (!ghost || !copied) throw new Error('no landing to copy');
    await h.db.landings.put({ ...ghost, id: 990_001, _server: { ...copied, id: 990_001 } });
    await sql`update server_meta set value = 'fedcba987654' where key = 'sync_epoch'`.execute(h.server.db);

    await sync.syncNow();
    expect(await h.db.landings.get(990_001)).toBeUndefined();
    expect(await readCursor(h.db, h.clubId)).toMatch(/^v1\.fedcba987654\./);
    expect(settingsChanged).toBe(1);

    await saveCursor(h.db, h.clubId, 'not-a-cursor', h.clock.now());
    await sync.syncNow();
    expect(sync.state().failedAt).toBe(0);
    expect(await readCursor(h.db, h.clubId)).toMatch(/^v1\./);
    expect(await mirrorIds()).toEqual(await clubLandingIds());
  });

  it('keeps the mirror and the cursor when a pulled landing does not fit, and catches up once it does', async () => {
    const sync = engine();
    await sync.syncNow();
    const cursor = await readCursor(h.db, h.clubId);
    const [bad, other] = await pendingIds();
    if (bad === undefined || other === undefined) throw new Error('no pending landings seeded');
    const kept = await h.db.landings.bulkGet([bad, other]);
    await h.changeOnServer(other, { paymentStatus: 'Captive' });
    await h.changeOnServer(bad, { paymentStatus: 'Captive' });
    await sql`update landings set status = 'diverted' where id = ${bad}`.execute(h.server.db);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    // Started, as on a desk: a failed pull of an engine not started is nobody's concern.
    sync.start();
    await expect.poll(() => sync.state().failedAt, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(logged).toHaveBeenCalledWith(
      'The landings could not be loaded',
      expect.objectContaining({
        name: 'UnexpectedShapeError',
        message: `Landing ${bad}: status 'diverted' is not one the desk knows`,
      }),
    );
    expect(await readCursor(h.db, h.clubId)).toBe(cursor);
    // The page holding it was not stored: neither landing rewritten, nor the other half-read.
    expect(await h.db.landings.bulkGet([bad, other])).toEqual(kept);
    logged.mockRestore();

    // Nothing was lost: once the server sends what the desk knows, the same pull brings both.
    await sql`update landings set status = 'pending' where id = ${bad}`.execute(h.server.db);
    await sync.syncNow();
    expect(sync.state().failedAt).toBe(0);
    expect((await h.db.landings.get(bad))?.paymentStatus).toBe('Captive');
    expect((await h.db.landings.get(other))?.paymentStatus).toBe('Captive');
  });

  it('reads the settings again when another desk changed them', async () => {
    const sync = engine();
    await sync.syncNow();
    await h.direct.put(`clubs/${h.clubId}`, { data: { phone: '+351 999 000 111' } });
    await sync.syncNow();
    expect(settingsChanged).toBe(1);
    await sync.syncNow();
    expect(settingsChanged).toBe(1);
  });

  it('reads the lists whole, on the same pace, where the server has no sync (a plain Strapi)', async () => {
    const plain: ServerInfo = { ...h.serverInfo, detect: async () => adapterFor(PLAIN_STRAPI_CAPABILITIES) };
    const sync = engine(plain);
    sync.start();
    await expect.poll(() => sync.state().synced).toBe(true);
    expect(sync.state().mode).toBe('polling');
    expect(pulls()).toEqual([]);
    const lists = h.network.sent.filter((r) => r.path === '/api/landings');
    expect(lists.length).toBeGreaterThanOrEqual(3);
    expect(h.network.sent.some((r) => r.path === '/api/sync/events')).toBe(false);
  });
});
