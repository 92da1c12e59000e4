import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type MigratedDatabase } from '../testing/test-database';
import { allowSendFrom, DEFAULT_REQUEST_LIMITS } from './send-limits';

let migrated: MigratedDatabase;
beforeAll(async () => {
  migrated = await createMigratedDatabase();
});
afterAll(() => migrated.close());

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
    for (const [ip, ms] of sends) answers.push(await allowSendFrom(migrated.db, limits, ip, at(ms)));
    expect(answers).toEqual([true, true, false, true, true, true, false]);
  });
});
