// The movements lists read whole against a server whose parked aircraft arrived two days ago: the
// "date ≥ today" call alone would lose them at midnight, the parked call keeps them.
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { login } from '@/data/api/auth';
import { type ApiClient, createApiClient } from '@/data/api/client';
import { closeDb, getDb } from '@/data/db/db';
import type { PprDb } from '@/data/db/schema';
import { landingsOfClub } from '@/data/landings/mirror';
import { splitMovements } from '@/domain/desk/movements-view';
import { systemClock } from '@/domain/time/clock';
import { todayIsoDate } from '@/domain/time/instants';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server';
import { readParked, readUpcoming } from './list-reads';

let server: TestServer;
let api: ApiClient;
let db: PprDb;
let dbName: string;

beforeEach(async () => {
  server = await startTestServer({ seedAt: new Date(Date.now() - 2 * 86_400_000) });
  let token: string | null = null;
  api = createApiClient({ baseUrl: `${server.url}/api`, getToken: () => token });
  token = (await login(api, 'owner@example.com', 'Desk!2026')).jwt;
  dbName = `ppr-movements-refresh-${crypto.randomUUID()}`;
  db = getDb(dbName, { indexedDB, IDBKeyRange });
});

afterEach(async () => {
  closeDb(dbName);
  await server.close();
});

const deps = () => ({ api, db, clock: systemClock, clubId: 1 });
const parkedShown = async () =>
  splitMovements(await landingsOfClub(db, 1), todayIsoDate(systemClock)).parked.map((l) => l.date);

it('lists aircraft parked since an earlier day only thanks to the parked list', async () => {
  await readUpcoming(deps());
  expect(await parkedShown()).toEqual([]);

  await readParked(deps());
  const dates = await parkedShown();
  expect(dates).toHaveLength(3);
  expect(dates.every((date) => date < todayIsoDate(systemClock))).toBe(true);
});
