// Bands, club services and opening hours: the API client refuses, unsent, what the server's routes
// refuse, because both check with the same schema from src/domain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SyncHarness, startSyncHarness } from '@/test/sync-harness';
import { createClubService } from './club-services';
import { isApiError } from './errors';
import { replaceClubMtows } from './mtows';
import { createSchedule } from './schedules';

let h: SyncHarness;
beforeAll(async () => {
  h = await startSyncHarness();
});
afterAll(() => h.close());

/** The same body sent past the client's check: the status and the fields the server names. */
async function direct(method: string, path: string, data: unknown) {
  const response = await fetch(`${h.server.url}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${h.session.read().token}` },
    body: JSON.stringify({ data }),
  });
  const { error } = (await response.json()) as { error: { details: { errors?: { path: unknown[] }[] } } };
  return { status: response.status, fields: (error.details.errors ?? []).map((e) => e.path.join('.')) };
}

async function refusedUnsent(call: () => Promise<unknown>): Promise<string> {
  const sentBefore = h.network.sent.length;
  const error = await call().then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(h.network.sent.length).toBe(sentBefore);
  if (!isApiError(error)) throw new Error(`not refused: ${String(error)}`);
  expect(error.status).toBe(400);
  return error.message;
}

describe('settings records refused alike by the client and the server', () => {
  it('a band over a million kg', async () => {
    const bands = [{ weight1: 0, weight2: 1_000_001, priceLand: 10, priceTouchGo: 5 }];
    expect(await refusedUnsent(() => replaceClubMtows(h.api, h.clubId, bands))).toBe(
      'Not sent: 0.weight2 is not what the server accepts',
    );
    expect(await direct('PUT', `clubs/${h.clubId}/mtows`, bands)).toEqual({
      status: 400,
      fields: ['data.0.weight2'],
    });
  });

  it('a service at a negative price', async () => {
    expect(await refusedUnsent(() => createClubService(h.api, h.clubId, 1, -1))).toBe(
      'Not sent: price is not what the server accepts',
    );
    expect((await direct('POST', 'club-services', { club: h.clubId, service: 1, price: -1 })).status).toBe(
      400,
    );
  });

  it('opening hours written as HH:mm', async () => {
    const day = { day_index: 0, day: 'mon', open: '09:00', close: '18:00:00.000' };
    expect(await refusedUnsent(() => createSchedule(h.api, h.clubId, day))).toBe(
      'Not sent: open is not what the server accepts',
    );
    expect(await direct('POST', 'schedules', { club: h.clubId, ...day })).toEqual({
      status: 400,
      fields: ['data.open'],
    });
  });
});
