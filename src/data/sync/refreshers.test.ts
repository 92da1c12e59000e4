// Refreshers against the real server: they fill the mirror, delete only what their scope proves
// gone, and record the sync time.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastSyncedAt } from '@/data/db/meta';
import { type SyncHarness, startSyncHarness } from '@/test/sync-harness';
import { enqueue } from './outbox';
import { historyLandingsQuery, parkedLandingsQuery } from './refreshers';
import { settingsRefreshers } from './settings-refreshers';

let h: SyncHarness;
const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });

beforeEach(async () => {
  h = await startSyncHarness();
});

afterEach(async () => {
  client.clear();
  await h.close();
});

const deps = () => ({ api: h.api, db: h.db, clock: h.clock, clubId: h.clubId });

describe('refreshers', () => {
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
    await client.fetchQuery(parkedLandingsQuery(deps()));
    await client.fetchQuery(historyLandingsQuery(deps()));
    const rows = await h.db.landings.toArray();
    expect(rows.some((row) => row.status === 'parked')).toBe(true);
    expect(rows.some((row) => row.status === 'finished')).toBe(true);
  });

  it('fill the settings collections of the club', async () => {
    await h.db.schedules.put({ id: 99_999, clubId: h.clubId, day_index: 0, day: 'mon', open: '', close: '' });
    for (const query of settingsRefreshers(deps())) await client.fetchQuery(query);

    expect((await h.db.clubs.get(h.clubId))?.name1).toBe('Example Aero Club');
    expect((await h.db.clubs.get(h.clubId))?.category?.name).toBe('Aerodrome');
    expect(await h.db.schedules.get(99_999)).toBeUndefined();
    expect(await h.db.schedules.where('clubId').equals(h.clubId).count()).toBeGreaterThan(0);
    expect(await h.db.mtows.where('clubId').equals(h.clubId).count()).toBeGreaterThan(0);
    expect(await h.db.services.count()).toBe(5);
    const offers = await h.db.clubServices.where('clubId').equals(h.clubId).toArray();
    expect(offers.map((offer) => offer.service?.name).sort()).toEqual([
      'Aircraft cleaning',
      'Hangar overnight',
    ]);
    expect(await h.db.users.count()).toBeGreaterThan(0);
    expect(await h.db.aircrafts.count()).toBeGreaterThan(0);
    expect(await h.db.categories.count()).toBe(4);
  });
});
