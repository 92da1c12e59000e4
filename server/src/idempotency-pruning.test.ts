import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { createTestServer, type TestServer } from './testing/test-server';

const HOUR = 3_600_000;
const START = Date.parse('2026-11-22T12:00:00.000Z');
let clock = START;
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer({ seedAt: new Date(START), now: () => new Date(clock), pruneEveryMs: 20 });
  token = await server.token();
});
afterAll(() => server.close());

const storedKeys = async () =>
  (await server.db.selectFrom('idempotency_keys').select('key').execute()).map((row) => row.key);

async function createWithKey(key: string) {
  const pilot = await server.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'pilot1')
    .executeTakeFirstOrThrow();
  const aircraft = await server.db.selectFrom('aircrafts').select('id').executeTakeFirstOrThrow();
  return server.app.inject({
    method: 'POST',
    url: '/api/landings',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: { data: { user: pilot.id, aircraft: aircraft.id, date: '2026-11-23' } },
  });
}

describe('stored idempotent answers are kept 24 hours', () => {
  it('replays within the day; after the pruning a reused key is a new request', async () => {
    const first = await createWithKey('walk-in-0001');
    expect(first.statusCode).toBe(200);

    clock = START + 23 * HOUR;
    await sleep(100); // several pruning passes at 23 h: the answer stays
    const replay = await createWithKey('walk-in-0001');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.id).toBe(first.json().data.id);

    clock = START + 24 * HOUR + 1000;
    await vi.waitFor(async () => expect(await storedKeys()).not.toContain('walk-in-0001'), { timeout: 5000 });
    const again = await createWithKey('walk-in-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().data.id).not.toBe(first.json().data.id);
  });

  it('prunes a day-old answer as soon as the app is ready, keeping a younger one', async () => {
    // Its own file and an hourly pruner: no pass runs between the inserts and the restart.
    const quiet = await createTestServer({ seedAt: new Date(START), now: () => new Date(START) });
    const keys = async () =>
      (await quiet.db.selectFrom('idempotency_keys').select('key').execute()).map((row) => row.key);
    const userId = (await quiet.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    for (const [key, age] of [
      ['two-days-old', 48 * HOUR],
      ['an-hour-old', HOUR],
    ] as const) {
      await quiet.db
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          key,
          fingerprint: 'x',
          status_code: 200,
          body: '{}',
          createdAt: new Date(START - age).toISOString(),
        })
        .execute();
    }
    const restarted = await buildApp({ db: quiet.db, jwtSecret: 'x'.repeat(40), now: () => new Date(START) });
    await restarted.ready();
    await vi.waitFor(async () => expect(await keys()).not.toContain('two-days-old'), { timeout: 5000 });
    expect(await keys()).toContain('an-hour-old');
    await restarted.close();
    await quiet.close();
  });
});
