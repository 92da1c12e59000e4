import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { shaped } from './shaped-rows';

const sqlite = new SQLite(':memory:');
sqlite.exec(`create table t (id integer primary key, name text, price real, flag integer, note text);
  insert into t (name, price, flag, note) values ('a', 1.5, 1, null), ('b', null, 0, 'x''y');`);
afterAll(() => sqlite.close());

/** better-sqlite3's own rows, the shape Kysely and every repository were written against. */
const plain = (text: string, parameters: unknown[] = []) => sqlite.prepare(text).all(parameters);

describe('shaped rows', () => {
  it.each([
    ['select * from t order by id', []],
    ['select id, name as "we""ird", price from t where id = ?', [2]],
    // A column named twice: its first place, its last value, as better-sqlite3 gives it.
    ['select name as x, id, price as x from t order by id', []],
    ['select count(*) as total from t where flag = ?', [1]],
    ['select * from t where id in (?, ?, ?) order by id', [1, 2, 3]],
  ])('%s answers what better-sqlite3 answers, key order included', (text, parameters) => {
    const rows = shaped(sqlite.prepare(text)).all(parameters);
    expect(rows).toEqual(plain(text, parameters));
    expect(rows.map((row) => Object.keys(row as object))).toEqual(
      plain(text, parameters).map((row) => Object.keys(row as object)),
    );
  });

  it('iterates, answers RETURNING rows and passes writes through', () => {
    const insert = shaped(sqlite.prepare('insert into t (name) values (?) returning id, name'));
    expect(insert.all(['c'])).toEqual([{ id: 3, name: 'c' }]);
    const update = shaped(sqlite.prepare('update t set flag = 1 where id = ?'));
    expect(update.reader).toBe(false);
    expect(update.run([3]).changes).toBe(1);
    const read = shaped(sqlite.prepare('select id from t order by id'));
    expect([...read.iterate([])]).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('keeps better-sqlite3 rows for a column called __proto__, so no row gets a prototype', () => {
    const text = 'select id as "__proto__", name from t where id = 1';
    const rows = shaped(sqlite.prepare(text)).all([]);
    expect(rows).toEqual(plain(text));
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });
});
