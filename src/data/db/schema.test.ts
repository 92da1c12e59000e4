// A device's database upgraded in place from an older version (only the latest is declared,
// docs/decisions/0072): the tables added since appear, version 5 drops the landings' single indexes
// on status and date, and every row a desk stored before, its outbox first, is still there.
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

  it('upgrades a version 1 desk to version 5 with its outbox, adding the tables that came since', async () => {
    const before = new Dexie(name);
    before.version(1).stores({
      landings: 'id, clubId, status, date, [clubId+status], [clubId+date]',
      clubs: 'id',
      schedules: 'id, clubId',
      mtows: 'id, clubId',
      services: 'id, name',
      clubServices: 'id, clubId',
      users: 'id',
      aircrafts: 'id',
      categories: 'id',
      outbox: '++seq, &opId, state, landingId, userId',
      meta: 'key',
    });
    await before.table('landings').put({ id: 3, clubId: 7, status: 'pending', date: '2026-11-27' });
    await before.table('outbox').add({ opId: 'op-1', state: 'pending', landingId: 3, userId: 1 });
    before.close();

    const db = new PprDb(name);
    await db.open();
    expect(db.verno).toBe(5);
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        'aerodromeNames',
        'aircrafts',
        'categories',
        'closures',
        'clubServices',
        'clubs',
        'documentKeys',
        'landings',
        'meta',
        'mtows',
        'outbox',
        'schedules',
        'services',
        'users',
      ].sort(),
    );
    expect(await db.outbox.where('opId').equals('op-1').count()).toBe(1);
    expect(await db.outbox.where('landingId').equals(3).count()).toBe(1);
    await db.closures.put({ id: 1, clubId: 7, from: '2026-12-24', to: '2026-12-26', note: '' });
    await db.aerodromeNames.put({ icao: 'LFBO', name: 'Toulouse-Blagnac Airport' });
    expect(await db.closures.where('clubId').equals(7).count()).toBe(1);
    expect(await db.landings.where('[clubId+status]').equals([7, 'pending']).primaryKeys()).toEqual([3]);
    db.close();
  });
});
