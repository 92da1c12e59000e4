// The sign-in throttle on a real database (SQLite, or PostgreSQL under test:pg): its counters are
// rows, so every server process on one database shares them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createMigratedDatabase, type MigratedDatabase } from '../testing/test-database';
import { LoginThrottle, MAX_DELAY_MS } from './login-throttle';

let migrated: MigratedDatabase;
let db: Db;
/** Another connection to the same database, as a second server process would hold. */
let second: Db;
beforeAll(async () => {
  migrated = await createMigratedDatabase();
  db = migrated.db;
  second = migrated.database.open();
});
afterAll(async () => {
  await second.destroy();
  await migrated.close();
});

describe('LoginThrottle', () => {
  it('holds an account longer after each failure past the limit, up to the cap, and forgets after the window', async () => {
    let now = new Date('2026-03-01T10:00:00.000Z');
    const throttle = new LoginThrottle(db, 3, 60_000, () => now);
    const delays = [];
    for (let i = 0; i < 9; i += 1) {
      delays.push(await throttle.delayMs('account 1'));
      await throttle.failed('account 1');
    }
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, MAX_DELAY_MS]);
    expect(await throttle.delayMs('account 2')).toBe(0);
    now = new Date(now.getTime() + 60_000);
    expect(await throttle.delayMs('account 1')).toBe(0);
    await throttle.failed('account 1');
    expect(await throttle.delayMs('account 1')).toBe(0);
  });

  it('a right password ends the slow-down', async () => {
    const throttle = new LoginThrottle(db, 1, 60_000);
    await throttle.failed('account 5');
    await throttle.failed('account 5');
    expect(await throttle.delayMs('account 5')).toBe(500);
    await throttle.succeeded('account 5');
    expect(await throttle.delayMs('account 5')).toBe(0);
  });

  it('refuses an address on one account past the limit, not on another account nor another address', async () => {
    const throttle = new LoginThrottle(db, 2, 60_000);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await throttle.allow('10.0.0.1', 'account 7'));
    expect(answers).toEqual([true, true, false]);
    expect(await throttle.allow('10.0.0.1', 'account 8')).toBe(true);
    expect(await throttle.allow('10.0.0.2', 'account 7')).toBe(true);
  });

  it('counts once across two connections hitting at the same moment (two server processes)', async () => {
    const a = new LoginThrottle(db, 10, 60_000);
    const b = new LoginThrottle(second, 10, 60_000);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).allow('10.0.0.9', 'account 9')),
    );
    expect(answers.filter(Boolean)).toHaveLength(10);
  });
});
