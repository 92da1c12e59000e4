// A device's database upgraded in place: version 5 drops the landings' single indexes on status and
// date, and the rows a desk stored under version 4 are all still there and found by the club's indexes.
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { PprDb } from './schema';

const name = `ppr-schema-${crypto.randomUUID()}`;

afterEach(async () => {
  await Dexie.delete(name);
});

describe('the IndexedDB schema', () => {
  it('keeps a version 4 desk’s landings through the upgrade to version 5', async () => {
    const before = new Dexie(name);
    before.version(4).stores({
      landings: 'id, clubId, status, date, [clubId+status], [clubId+date]',
      documentKeys: 'key',
    });
    await before.table('landings').bulkPut([
      { id: 1, clubId: 7, status: 'pending', date: '2026-11-27' },
      { id: 2, clubId: 7, status: 'parked', date: '2026-11-26' },
    ]);
    before.close();

    const db = new PprDb(name);
    await db.open();
    expect(db.verno).toBe(5);
    expect(db.landings.schema.indexes.map((index) => index.name).sort()).toEqual([
      '[clubId+date]',
      '[clubId+status]',
      'clubId',
    ]);
    expect(await db.landings.where('[clubId+status]').equals([7, 'parked']).primaryKeys()).toEqual([2]);
    expect(await db.landings.where('clubId').equals(7).count()).toBe(2);
    db.close();
  });
});
