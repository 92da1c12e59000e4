// Bands, club services and opening hours: the API client refuses, unsent, what the server's routes
// refuse, because both check with the same schema from src/domain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedUnsent, sentDirect } from '@/test/refusal-checks';
import { type SyncHarness, startSyncHarness } from '@/test/sync-harness';
import { createClubService } from './club-services';
import { replaceClubMtows } from './mtows';
import { createSchedule } from './schedules';

let h: SyncHarness;
beforeAll(async () => {
  h = await startSyncHarness();
});
afterAll(() => h.close());

const direct = (method: string, path: string, data: unknown) => sentDirect(h, method, path, { data });
const refused = (call: () => Promise<unknown>) => refusedUnsent(h, call);

describe('settings records refused alike by the client and the server', () => {
  it('a band over a million kg', async () => {
    const bands = [{ weight1: 0, weight2: 1_000_001, priceLand: 10, priceTouchGo: 5 }];
    expect(await refused(() => replaceClubMtows(h.api, h.clubId, bands))).toBe(
      'Not sent: 0.weight2 is not what the server accepts',
    );
    expect(await direct('PUT', `clubs/${h.clubId}/mtows`, bands)).toEqual({
      status: 400,
      fields: ['data.0.weight2'],
    });
  });

  it('a service at a negative price', async () => {
    expect(await refused(() => createClubService(h.api, h.clubId, 1, -1))).toBe(
      'Not sent: price is not what the server accepts',
    );
    expect((await direct('POST', 'club-services', { club: h.clubId, service: 1, price: -1 })).status).toBe(
      400,
    );
  });

  it('opening hours written as HH:mm', async () => {
    const day = { day_index: 0, day: 'mon', open: '09:00', close: '18:00:00.000' };
    expect(await refused(() => createSchedule(h.api, h.clubId, day))).toBe(
      'Not sent: open is not what the server accepts',
    );
    expect(await direct('POST', 'schedules', { club: h.clubId, ...day })).toEqual({
      status: 400,
      fields: ['data.open'],
    });
  });
});
