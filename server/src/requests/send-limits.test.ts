import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { allowSendFrom, DEFAULT_REQUEST_LIMITS } from './send-limits';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.open();
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe('sends per address', () => {
  it('allows max sends per address in a window, per address, and a new window starts afresh', async () => {
    const limits = { ...DEFAULT_REQUEST_LIMITS, perIp: { max: 2, windowMs: 1000 } };
    const at = (ms: number) => new Date(Date.UTC(2026, 2, 1) + ms);
    const sends: Array<[string, number]> = [
      ['a', 0],
      ['a', 500],
      ['a', 900],
      ['b', 900],
      ['a', 1001],
      ['a', 1200],
      ['a', 1500],
    ];
    const answers = [];
    for (const [ip, ms] of sends) answers.push(await allowSendFrom(db, limits, ip, at(ms)));
    expect(answers).toEqual([true, true, false, true, true, true, false]);
  });
});
