// The landing fees save against the real server (in-process, fresh SQLite): bands and discount in
// one SAVE, and a refused band table sends no discount either.
import { describe, expect, it } from 'vitest';
import { isApiError } from '@/data/api/api-errors';
import { type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import { saveClubFields, saveLandingFees } from './save-club';

let h: SyncHarness;

withSyncHarness((started) => {
  h = started;
});

const clubRow = () =>
  h.server.db.selectFrom('clubs').selectAll().where('id', '=', h.clubId).executeTakeFirstOrThrow();
const bandRows = () =>
  h.server.db
    .selectFrom('mtows')
    .select(['weight1', 'weight2', 'priceLand', 'priceTouchGo'])
    .where('club_id', '=', h.clubId)
    .orderBy('weight1')
    .execute();

describe('saveLandingFees', () => {
  it('writes the bands and the home base discount', async () => {
    const bands = [
      { weight1: 0, weight2: 1200, priceLand: 16.5, priceTouchGo: 8 },
      { weight1: 1201, weight2: 9000, priceLand: 40, priceTouchGo: 20.25 },
    ];
    await saveLandingFees(h.api, await h.serverInfo.detect(), h.clubId, {
      bands,
      discount: { home_base_discount: 12.5 },
    });
    expect(await bandRows()).toEqual(bands);
    expect((await clubRow()).home_base_discount).toBe(12.5);
  });

  it('sends no discount when the band table is refused', async () => {
    const before = { bands: await bandRows(), discount: (await clubRow()).home_base_discount };
    const failure = await saveLandingFees(h.api, await h.serverInfo.detect(), h.clubId, {
      bands: [
        { weight1: 0, weight2: 1000, priceLand: 1, priceTouchGo: 1 },
        { weight1: 1500, weight2: 2000, priceLand: 1, priceTouchGo: 1 },
      ],
      discount: { home_base_discount: 50 },
    }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(400);
    expect({ bands: await bandRows(), discount: (await clubRow()).home_base_discount }).toEqual(before);
  });
});

describe('saveClubFields', () => {
  it('writes the fields it is given', async () => {
    await saveClubFields(h.api, h.clubId, { slug: 'new-address' });
    expect((await clubRow()).slug).toBe('new-address');
  });
});
