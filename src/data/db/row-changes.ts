// What a refresh must write to bring stored rows to the server's copy: the rows that are new or
// differ, and the ids of stored rows the server no longer returned. Pure; the mirror does the writes.

export interface RowChanges<T> {
  put: T[];
  gone: number[];
}

/**
 * Rows are compared as JSON: the server answers with its fields in one order, and IndexedDB keeps
 * them in the order they were stored, so an unchanged row prints the same. A row whose fields came
 * in another order is only written again, never lost.
 */
export function rowChanges<T extends { id: number }>(
  stored: readonly T[],
  incoming: readonly T[],
  deleteMissing = true,
): RowChanges<T> {
  const before = new Map(stored.map((row) => [row.id, JSON.stringify(row)]));
  const put = incoming.filter((row) => before.get(row.id) !== JSON.stringify(row));
  const returned = new Set(incoming.map((row) => row.id));
  const gone = deleteMissing ? stored.filter((row) => !returned.has(row.id)).map((row) => row.id) : [];
  return { put, gone };
}
