// Settings collections in the mirror: each refresh replaces its scope (all rows, or one club's)
// with what the server returned, in one transaction that writes only the rows that differ.
import type { Table } from 'dexie';
import { rowChanges } from './row-changes';
import type { PprDb } from './schema';

/**
 * Put the rows of `rows` that differ from the stored ones and delete the rows of the same scope
 * that the server no longer returned. A refresh that finds nothing new writes nothing, so the
 * screens' live reads of the table are not woken to render the same rows again.
 */
export async function replaceRows<T extends { id: number }>(
  db: PprDb,
  table: Table<T, number>,
  rows: readonly T[],
  inScope: (row: T) => boolean = () => true,
): Promise<void> {
  await db.transaction('rw', table, async () => {
    const stored = await table.filter(inScope).toArray();
    const { put, gone } = rowChanges(stored, rows);
    if (gone.length > 0) await table.bulkDelete(gone);
    if (put.length > 0) await table.bulkPut(put);
  });
}

/** Put one row unless the stored copy is the same already (see replaceRows for why). */
export async function putIfChanged<T extends { id: number }>(
  db: PprDb,
  table: Table<T, number>,
  row: T,
): Promise<void> {
  await db.transaction('rw', table, async () => {
    const stored = await table.get(row.id);
    if (rowChanges(stored ? [stored] : [], [row], false).put.length > 0) await table.put(row);
  });
}

/** Tag rows with their club so one club's refresh never touches another's. */
export function withClub<T extends object>(
  rows: readonly T[],
  clubId: number,
): Array<T & { clubId: number }> {
  return rows.map((row) => ({ ...row, clubId }));
}
