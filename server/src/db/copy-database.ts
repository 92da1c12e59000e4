// Copies every table of one migrated database into another that holds no data yet (npm run
// db:copy), in one transaction on the target, and proves the copy by row counts and a checksum per
// table read back from both. Either side may be SQLite or PostgreSQL.
import { createHash } from 'node:crypto';
import {
  COPY_ORDER,
  countRows,
  insertRows,
  type Row,
  readPage,
  restartIds,
  type TableName,
} from '../repositories/table-copy';
import type { Db } from './database';

const PAGE = 500;

export interface TableSummary {
  rows: number;
  /** sha256 over the sorted hashes of the rows: the same rows give the same sum on either database. */
  checksum: string;
}

export interface TableCheck {
  table: TableName;
  from: TableSummary;
  to: TableSummary;
  same: boolean;
}

async function* pages(db: Db, table: TableName): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += PAGE) {
    const rows = await readPage(db, table, offset, PAGE);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A row as text that does not depend on the driver's column order. */
const canonical = (row: Row) =>
  JSON.stringify(
    Object.keys(row)
      .sort()
      .map((column) => [column, row[column]]),
  );

export async function summarise(db: Db, table: TableName): Promise<TableSummary> {
  const hashes: string[] = [];
  for await (const rows of pages(db, table)) for (const row of rows) hashes.push(sha256(canonical(row)));
  // Sorted: the two databases may order text keys differently (collations), the set is what counts.
  hashes.sort();
  return { rows: hashes.length, checksum: sha256(hashes.join('\n')) };
}

/** Refuses a target with data: ids are copied as they are and would collide with rows already there. */
async function requireEmpty(db: Db): Promise<void> {
  for (const table of COPY_ORDER) {
    // Migrations write the target's own epoch; the source's replaces it.
    if (table === 'server_meta') continue;
    const rows = await countRows(db, table);
    if (rows > 0) {
      throw new Error(
        `The target already holds data (${rows} rows in ${table}): db:copy fills an empty database`,
      );
    }
  }
}

export async function copyDatabase(from: Db, to: Db): Promise<TableCheck[]> {
  await to.transaction().execute(async (trx) => {
    await requireEmpty(trx);
    for (const table of COPY_ORDER) {
      for await (const rows of pages(from, table)) await insertRows(trx, table, rows);
      await restartIds(trx, table);
    }
  });
  const checks: TableCheck[] = [];
  for (const table of COPY_ORDER) {
    const [source, target] = [await summarise(from, table), await summarise(to, table)];
    checks.push({
      table,
      from: source,
      to: target,
      same: source.rows === target.rows && source.checksum === target.checksum,
    });
  }
  return checks;
}
