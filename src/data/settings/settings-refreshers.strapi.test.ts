// The settings refreshers on a real Strapi (5 or 4.26.2; npm run test:strapi): every one fills its
// part of the mirror, and none asks for what a plain Strapi does not keep (no 404 at each sync).
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapiHarness } from '@/test/strapi-peer';
import type { DeskHarness } from '@/test/sync-harness';
import { settingsRefreshers } from './settings-refreshers';

let h: DeskHarness;
const queries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });

beforeAll(async () => {
  h = await startStrapiHarness();
});

afterAll(async () => {
  queries.clear();
  await h.close();
});

describe('settings refreshers on a plain Strapi', () => {
  it('read the club and its lists, and never ask for closure dates', async () => {
    const deps = { api: h.api, server: h.serverInfo, db: h.db, clock: h.clock, clubId: h.clubId };
    for (const query of settingsRefreshers(deps)) await queries.fetchQuery(query);

    expect((await h.db.clubs.get(h.clubId))?.id).toBe(h.clubId);
    expect(await h.db.schedules.where('clubId').equals(h.clubId).count()).toBeGreaterThan(0);
    expect(await h.db.closures.where('clubId').equals(h.clubId).count()).toBe(0);
    // The one 404 is the question that tells a plain Strapi from our server (docs/decisions/0005).
    const refused = h.network.sent.filter((request) => request.status >= 400).map((request) => request.path);
    expect(refused).toEqual([expect.stringMatching(/\/ppr-desk\/capabilities$/)]);
    expect(h.network.sent.some((request) => request.path.endsWith('/closures'))).toBe(false);
  });
});
