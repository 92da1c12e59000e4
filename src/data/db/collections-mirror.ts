// Settings collections in the mirror: each refresh replaces its scope (all rows, or one club's)
// with what the server returned, in one transaction.
import type { Table } from 'dexie';
import type { PprDb } from './schema';

/** Put `rows` and delete the rows of the same scope that the server no longer returned. */
export async function replaceRows<T extends { id: number }>(
  db: PprDb,
  table: Table<T, number>,
  rows: readonly T[],
  inScope: (row: T) => boolean = () => true,
): Promise<void> {
  await db.transaction('rw', table, async () => {
    const keep = new Set(rows.map((row) => row.id));
    const gone = await table.filter((row) => inScope(row) && !keep.has(row.id)).primaryKeys();
    await table.bulkDelete(gone);
    await table.bulkPut([...rows]);
  });
}

/** Tag rows with their club so one club's refresh never touches another's. */
export function withClub<T extends object>(
  rows: readonly T[],
  clubId: number,
): Array<T & { clubId: number }> {
  return rows.map((row) => ({ ...row, clubId }));
}
