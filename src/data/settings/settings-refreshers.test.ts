// The settings refreshers against the real server: each fills its collection of the mirror and
// deletes, within the club, the rows the server no longer has.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import { settingsRefreshers } from './settings-refreshers';

let h: SyncHarness;
const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });

withSyncHarness((started) => {
  h = started;
});

afterEach(() => {
  client.clear();
});

const deps = () => ({ api: h.api, server: h.serverInfo, db: h.db, clock: h.clock, clubId: h.clubId });

describe('settings refreshers', () => {
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
