// Weight bands on a real Strapi (5 or 4.26.2; npm run test:strapi), which has no all-or-nothing band
// save: the guarded sequence leaves the desk pricing with the old table or the new one, never a
// mix, says so when a save is cut off, and a second save finishes it.
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMtows } from '@/data/api/mtows';
import { bandsHalfSavedSince } from '@/data/db/meta';
import { mtowsQuery } from '@/data/settings/settings-refreshers';
import { isHalfSaved } from '@/domain/fees/band-replacement';
import type { WeightBand } from '@/domain/fees/fee-rules';
import { startStrapiHarness } from '@/test/strapi-peer';
import type { DeskHarness } from '@/test/sync-harness';
import { BANDS_HALF_SAVED, BandsHalfSavedError, saveBandsRowByRow } from './save-bands';

let h: DeskHarness;
const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeAll(async () => {
  h = await startStrapiHarness();
});

afterAll(async () => {
  queries.clear();
  await h.close();
});

const bandsOnServer = async () =>
  (await listMtows(h.direct, h.clubId))
    .map(({ id: _id, ...band }) => band)
    .sort((a, b) => a.weight1 - b.weight1);
const refreshBands = () =>
  queries.fetchQuery({
    ...mtowsQuery({ api: h.api, db: h.db, clock: h.clock, clubId: h.clubId }),
    staleTime: 0,
  });
const bandsInMirror = async () =>
  (await h.db.mtows.where('clubId').equals(h.clubId).sortBy('weight1')).map(
    ({ id: _id, clubId: _club, ...band }) => band,
  );

const FIRST: WeightBand[] = [
  { weight1: 0, weight2: 750, priceLand: 9, priceTouchGo: 4.5 },
  { weight1: 751, weight2: 2000, priceLand: 18, priceTouchGo: 9 },
  { weight1: 2001, weight2: 99_999, priceLand: 45, priceTouchGo: 22.5 },
];
const SECOND: WeightBand[] = [
  { weight1: 0, weight2: 1000, priceLand: 12, priceTouchGo: 6 },
  { weight1: 1001, weight2: 99_999, priceLand: 30, priceTouchGo: 15 },
];

describe('saving weight bands on a plain Strapi', () => {
  it('replaces the whole table, one request at a time, without a custom header', async () => {
    await saveBandsRowByRow(h.api, h.clubId, FIRST);

    expect(await bandsOnServer()).toEqual(FIRST);
    await refreshBands();
    expect(await bandsInMirror()).toEqual(FIRST);
    expect(h.network.sent.filter((r) => r.idempotencyKey !== null || r.ifMatch !== null)).toEqual([]);
    expect(h.network.sent.some((r) => r.path.endsWith('/mtows') && r.method === 'PUT')).toBe(false);
  });

  it('a save cut off part-way shows as half-saved, keeps the old prices, and a second save finishes it', async () => {
    await saveBandsRowByRow(h.api, h.clubId, FIRST);
    await refreshBands();
    let posts = 0;
    // The link drops on the third POST: guard and one new band are in, old bands partly deleted.
    h.network.failNext(503, (request) => request.method === 'POST' && ++posts === 3);

    const failure = await saveBandsRowByRow(h.api, h.clubId, SECOND).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(BandsHalfSavedError);
    expect((failure as Error).message).toContain(BANDS_HALF_SAVED);
    expect(isHalfSaved(await listMtows(h.direct, h.clubId))).toBe(true);
    await refreshBands();
    expect(await bandsInMirror()).toEqual(FIRST);
    expect(await bandsHalfSavedSince(h.db, h.clubId)).not.toBeNull();

    await saveBandsRowByRow(h.api, h.clubId, SECOND);

    expect(await bandsOnServer()).toEqual(SECOND);
    await refreshBands();
    expect(await bandsInMirror()).toEqual(SECOND);
    expect(await bandsHalfSavedSince(h.db, h.clubId)).toBeNull();
  });

  it('sends nothing when the server already has the bands', async () => {
    await saveBandsRowByRow(h.api, h.clubId, SECOND);
    h.network.sent.length = 0;
    await saveBandsRowByRow(h.api, h.clubId, SECOND);
    expect(h.network.sent.map((r) => r.method)).toEqual(['GET']);
  });
});
