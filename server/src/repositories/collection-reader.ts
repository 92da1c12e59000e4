// Reads any collection the Strapi way: one query for the page (filters, scope, sort, limits),
// one more per populated relation (no N+1), and the total for the pagination meta.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';
import { type ContentType, contentTypes } from '../strapi/content-types';
import type { Where } from '../strapi/filters';
import type { PopulateTree, SortItem } from '../strapi/query';
import { whereSql } from './where-sql';

export type Row = Record<string, unknown> & { id: number };

export interface LoadedRecord {
  ct: ContentType;
  row: Row;
  relations: Record<string, LoadedRecord | LoadedRecord[] | null>;
}

export interface ReadRequest {
  where: Where;
  /** Extra condition on the root table (alias t0) that confines the caller to what it may see. */
  scope: RawBuilder<unknown> | null;
  populate: PopulateTree;
  sort: SortItem[];
  start: number;
  limit: number;
}

const ROOT = 't0';
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

async function selectByIds(db: Db, table: string, ids: number[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const part of chunks(ids)) {
    const { rows: found } =
      await sql<Row>`select * from ${sql.table(table)} where id in (${sql.join(part)})`.execute(db);
    rows.push(...found);
  }
  return rows;
}

const uniqueIds = (values: unknown[]): number[] => [
  ...new Set(values.filter((v): v is number => typeof v === 'number')),
];

export async function populate(
  db: Db,
  ct: ContentType,
  rows: Row[],
  tree: PopulateTree,
): Promise<LoadedRecord[]> {
  const records: LoadedRecord[] = rows.map((row) => ({ ct, row, relations: {} }));
  for (const [name, subtree] of Object.entries(tree)) {
    const relation = ct.relations[name];
    if (!relation) continue;
    const target = contentTypes[relation.target];
    if (relation.kind === 'toOne') {
      const ids = uniqueIds(rows.map((row) => row[relation.column]));
      const loaded = await populate(db, target, await selectByIds(db, target.table, ids), subtree);
      const byId = new Map(loaded.map((rec) => [rec.row.id, rec]));
      for (const rec of records) rec.relations[name] = byId.get(rec.row[relation.column] as number) ?? null;
      continue;
    }
    const links: { own: number; target: number }[] = [];
    for (const part of chunks(rows.map((row) => row.id))) {
      const { rows: found } = await sql<{
        own: number;
        target: number;
      }>`select ${sql.ref(relation.ownColumn)} as own, ${sql.ref(relation.targetColumn)} as target from ${sql.table(relation.joinTable)} where ${sql.ref(relation.ownColumn)} in (${sql.join(part)})`.execute(
        db,
      );
      links.push(...found);
    }
    const loaded = await populate(
      db,
      target,
      await selectByIds(db, target.table, uniqueIds(links.map((l) => l.target))),
      subtree,
    );
    const byId = new Map(loaded.map((rec) => [rec.row.id, rec]));
    for (const rec of records) {
      rec.relations[name] = links
        .filter((link) => link.own === rec.row.id)
        .map((link) => byId.get(link.target))
        .filter((found): found is LoadedRecord => found !== undefined)
        .sort((a, b) => a.row.id - b.row.id);
    }
  }
  return records;
}

function condition(
  db: Db,
  ct: ContentType,
  request: Pick<ReadRequest, 'where' | 'scope'>,
): RawBuilder<unknown> {
  const filters = whereSql(dialectOf(db), ct, ROOT, request.where);
  return request.scope ? sql`${filters} and ${request.scope}` : filters;
}

export async function findMany(
  db: Db,
  ct: ContentType,
  request: ReadRequest,
): Promise<{ records: LoadedRecord[]; total: number }> {
  const where = condition(db, ct, request);
  const orderBy = [
    ...request.sort.map((s) => sql`${sql.ref(`${ROOT}.${s.column}`)} ${sql.raw(s.direction)}`),
    sql`${sql.ref(`${ROOT}.id`)} asc`,
  ];
  const { rows } =
    await sql<Row>`select ${sql.ref(ROOT)}.* from ${sql.table(ct.table)} as ${sql.raw(ROOT)} where ${where} order by ${sql.join(orderBy)} limit ${request.limit} offset ${request.start}`.execute(
      db,
    );
  const { rows: counted } = await sql<{
    total: number;
  }>`select count(*) as total from ${sql.table(ct.table)} as ${sql.raw(ROOT)} where ${where}`.execute(db);
  return { records: await populate(db, ct, rows, request.populate), total: counted[0]?.total ?? 0 };
}

export async function findOne(
  db: Db,
  ct: ContentType,
  id: number,
  tree: PopulateTree,
  scope: RawBuilder<unknown> | null = null,
): Promise<LoadedRecord | null> {
  const where = condition(db, ct, { where: { kind: 'cmp', column: 'id', op: '$eq', value: id }, scope });
  const { rows } =
    await sql<Row>`select ${sql.ref(ROOT)}.* from ${sql.table(ct.table)} as ${sql.raw(ROOT)} where ${where}`.execute(
      db,
    );
  const [record] = await populate(db, ct, rows, tree);
  return record ?? null;
}
