// Compiles a parsed Strapi filter tree into a parameterised SQL condition. Column names come
// only from the content-type model (never from the request); every value is a bound parameter.
// The text operators differ per dialect (docs/decisions/0012): the same answers on both.
import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../db/dialect';
import { type ContentType, contentTypes } from '../strapi/content-types';
import type { Scalar, Where } from '../strapi/filters';

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Where `needle` starts in `column` (1-based; 0 when absent): instr on SQLite, strpos on PostgreSQL. */
const position = (dialect: Dialect, column: RawBuilder<unknown>, needle: string) =>
  dialect === 'postgres' ? sql`strpos(${column}, ${needle})` : sql`instr(${column}, ${needle})`;

const TEXT_OPERATORS = new Set(['$contains', '$notContains', '$containsi', '$startsWith', '$endsWith']);

/**
 * SQLite compares and matches any column with any value; PostgreSQL needs the column in the
 * value's type: text for the text operators, double precision for a fraction or a number beyond
 * 64 bits (a bound integer would not parse).
 */
function typedColumn(column: RawBuilder<unknown>, op: string, values: Scalar[], dialect: Dialect) {
  if (dialect === 'sqlite') return column;
  if (TEXT_OPERATORS.has(op)) return sql`cast(${column} as text)`;
  const inexact = values.some((v) => typeof v === 'number' && !Number.isSafeInteger(v));
  return inexact ? sql`cast(${column} as double precision)` : column;
}

function comparison(
  raw: RawBuilder<unknown>,
  op: string,
  value: Scalar | Scalar[],
  dialect: Dialect,
): RawBuilder<unknown> {
  const list = Array.isArray(value) ? value : [value];
  const one = Array.isArray(value) ? value[0] : value;
  const column = typedColumn(raw, op, list, dialect);
  switch (op) {
    case '$eq':
      return one === null ? sql`${column} is null` : sql`${column} = ${one}`;
    case '$ne':
      return one === null ? sql`${column} is not null` : sql`(${column} is null or ${column} <> ${one})`;
    case '$lt':
      return sql`${column} < ${one}`;
    case '$lte':
      return sql`${column} <= ${one}`;
    case '$gt':
      return sql`${column} > ${one}`;
    case '$gte':
      return sql`${column} >= ${one}`;
    case '$in':
      return list.length ? sql`${column} in (${sql.join(list)})` : sql`0 = 1`;
    case '$notIn':
      return list.length ? sql`(${column} is null or ${column} not in (${sql.join(list)}))` : sql`1 = 1`;
    case '$null':
      return one ? sql`${column} is null` : sql`${column} is not null`;
    case '$notNull':
      return one ? sql`${column} is not null` : sql`${column} is null`;
    case '$contains':
      return sql`${position(dialect, column, String(one))} > 0`;
    case '$notContains':
      return sql`(${column} is null or ${position(dialect, column, String(one))} = 0)`;
    case '$containsi': {
      // SQLite's LIKE ignores ASCII case already; PostgreSQL's needs ILIKE.
      const like = dialect === 'postgres' ? sql`ilike` : sql`like`;
      return sql`${column} ${like} ${`%${escapeLike(String(one))}%`} escape '\\'`;
    }
    case '$startsWith':
      return sql`substr(${column}, 1, length(${String(one)})) = ${String(one)}`;
    case '$endsWith':
      // substr from the end: a negative start counts from the end on SQLite but not on PostgreSQL.
      return sql`substr(${column}, length(${column}) - length(${String(one)}) + 1) = ${String(one)}`;
    case '$between':
      return sql`${column} between ${list[0] ?? null} and ${list[1] ?? null}`;
    default:
      throw new Error(`unreachable operator ${op}`);
  }
}

/** `alias` names the table of `ct` in the surrounding query; nested relations get fresh aliases. */
export function whereSql(
  dialect: Dialect,
  ct: ContentType,
  alias: string,
  where: Where,
  depth = 0,
): RawBuilder<unknown> {
  switch (where.kind) {
    case 'and':
    case 'or': {
      if (where.items.length === 0) return where.kind === 'and' ? sql`1 = 1` : sql`0 = 1`;
      const parts = where.items.map((item) => whereSql(dialect, ct, alias, item, depth));
      return sql`(${sql.join(parts, where.kind === 'and' ? sql` and ` : sql` or `)})`;
    }
    case 'not':
      return sql`not ${whereSql(dialect, ct, alias, where.item, depth)}`;
    case 'cmp':
      return comparison(sql.ref(`${alias}.${where.column}`), where.op, where.value, dialect);
    case 'rel': {
      const relation = ct.relations[where.relation];
      if (!relation) throw new Error(`unknown relation ${where.relation}`);
      const target = contentTypes[relation.target];
      const inner = `r${depth + 1}`;
      const condition = whereSql(dialect, target, inner, where.where, depth + 1);
      if (relation.kind === 'toOne') {
        return sql`${sql.ref(`${alias}.${relation.column}`)} in (select ${sql.ref(`${inner}.id`)} from ${sql.table(target.table)} as ${sql.raw(inner)} where ${condition})`;
      }
      const join = `j${depth + 1}`;
      return sql`${sql.ref(`${alias}.id`)} in (select ${sql.ref(`${join}.${relation.ownColumn}`)} from ${sql.table(relation.joinTable)} as ${sql.raw(join)} join ${sql.table(target.table)} as ${sql.raw(inner)} on ${sql.ref(`${inner}.id`)} = ${sql.ref(`${join}.${relation.targetColumn}`)} where ${condition})`;
    }
  }
}
