// Parses a Strapi v4 query (already decoded by qs) against a content type into a checked tree:
// filters, populate, sort and pagination. Anything it does not understand is a 400, never a 500.
import {
  type Attribute,
  type CollectionName,
  type ContentType,
  contentTypes,
  FILTERABLE_THROUGH_RELATION,
} from './content-types';
import { validationError } from './errors';

export type Scalar = string | number | null;

export const OPERATORS = [
  '$eq',
  '$ne',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$null',
  '$notNull',
  '$contains',
  '$notContains',
  '$containsi',
  '$startsWith',
  '$endsWith',
  '$between',
] as const;
export type Operator = (typeof OPERATORS)[number];

export type Where =
  | { kind: 'and'; items: Where[] }
  | { kind: 'or'; items: Where[] }
  | { kind: 'not'; item: Where }
  | { kind: 'cmp'; column: string; op: Operator; value: Scalar | Scalar[] }
  | { kind: 'rel'; relation: string; where: Where };

export interface PopulateTree {
  [relation: string]: PopulateTree;
}

export interface SortItem {
  column: string;
  direction: 'asc' | 'desc';
}

export interface Pagination {
  start: number;
  limit: number;
  /** Page-based requests answer with page/pageSize/pageCount; offset-based with start/limit. */
  mode: 'page' | 'offset';
}

export interface ParsedQuery {
  where: Where;
  populate: PopulateTree;
  sort: SortItem[];
  pagination: Pagination;
}

export const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 25;
const MAX_DEPTH = 5;

type Raw = unknown;

const isRecord = (value: Raw): value is Record<string, Raw> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** qs turns long or sparse arrays into objects with numeric keys: read both as a list. */
function asList(value: Raw): Raw[] | null {
  if (Array.isArray(value)) return value;
  if (isRecord(value) && Object.keys(value).every((k) => /^\d+$/.test(k))) return Object.values(value);
  return null;
}

function coerce(attribute: Attribute, raw: Raw, path: string): Scalar {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
    throw validationError(`Invalid value for ${path}`);
  }
  const text = String(raw);
  // No stored text holds a NUL, and PostgreSQL refuses one in a parameter.
  if (text.includes('\0')) throw validationError(`Invalid value for ${path}`);
  switch (attribute.type) {
    case 'integer':
    case 'decimal': {
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n)) throw validationError(`Invalid number for ${path}`);
      return n;
    }
    case 'boolean':
      if (text === 'true' || text === '1') return 1;
      if (text === 'false' || text === '0') return 0;
      throw validationError(`Invalid boolean for ${path}`);
    default:
      return text;
  }
}

const ID_ATTRIBUTE: Attribute = { type: 'integer' };

/** Own properties only: `constructor` or `__proto__` in a query are not fields. */
const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** What a filter may name through a relation, when the collection limits it (another club, a person). */
const limitedThroughRelation = (ct: ContentType, nested: boolean): ReadonlySet<string> | undefined =>
  nested ? FILTERABLE_THROUGH_RELATION[ct.name] : undefined;

/**
 * The attribute a query may name. Beyond the caller's own root collection, another club or a
 * person exposes only what FILTERABLE_THROUGH_RELATION lists: filtering on hidden fields would let
 * them be guessed a character at a time.
 */
function attributeOf(ct: ContentType, field: string, nested = false): Attribute | undefined {
  if (field === 'id') return ID_ATTRIBUTE;
  const attribute = own(ct.attributes, field);
  if (!attribute || attribute.private) return undefined;
  if (limitedThroughRelation(ct, nested)?.has(field) === false) return undefined;
  return attribute;
}

function parseOperators(attribute: Attribute, column: string, raw: Raw, path: string): Where {
  if (!isRecord(raw)) return { kind: 'cmp', column, op: '$eq', value: coerce(attribute, raw, path) };
  const items: Where[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const op = OPERATORS.find((o) => o === key);
    if (!op) throw validationError(`Invalid operator ${key} for ${path}`);
    if (op === '$null' || op === '$notNull') {
      const flag = String(value) === 'true' || String(value) === '1';
      items.push({ kind: 'cmp', column, op, value: flag ? 1 : 0 });
    } else if (op === '$in' || op === '$notIn' || op === '$between') {
      const list = asList(value) ?? [value];
      if (op === '$between' && list.length !== 2)
        throw validationError(`$between needs two values for ${path}`);
      if (list.length > MAX_PAGE_SIZE * 10) throw validationError(`Too many values for ${path}`);
      items.push({ kind: 'cmp', column, op, value: list.map((v) => coerce(attribute, v, path)) });
    } else {
      items.push({ kind: 'cmp', column, op, value: coerce(attribute, value, path) });
    }
  }
  return items.length === 1 && items[0] ? items[0] : { kind: 'and', items };
}

function parseFilters(ct: ContentType, raw: Raw, path: string, depth: number, nested = false): Where {
  if (depth > MAX_DEPTH) throw validationError(`Filters nest too deep at ${path}`);
  if (!isRecord(raw)) throw validationError(`Invalid filters at ${path}`);
  const items: Where[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const here = `${path}[${key}]`;
    if (key === '$and' || key === '$or') {
      const list = asList(value);
      if (!list) throw validationError(`${key} needs a list at ${here}`);
      const parts = list.map((item, i) => parseFilters(ct, item, `${here}[${i}]`, depth + 1, nested));
      items.push({ kind: key === '$and' ? 'and' : 'or', items: parts });
    } else if (key === '$not') {
      items.push({ kind: 'not', item: parseFilters(ct, value, here, depth + 1, nested) });
    } else if (own(ct.relations, key) && !limitedThroughRelation(ct, nested)) {
      const relation = ct.relations[key] as (typeof ct.relations)[string];
      const target = contentTypes[relation.target];
      const where = isRecord(value)
        ? parseFilters(target, value, here, depth + 1, true)
        : parseOperators(ID_ATTRIBUTE, 'id', value, here);
      items.push({ kind: 'rel', relation: key, where });
    } else {
      const attribute = attributeOf(ct, key, nested);
      if (!attribute) throw validationError(`Invalid key ${key} at ${path}`);
      items.push(parseOperators(attribute, key, value, here));
    }
  }
  return { kind: 'and', items };
}

function relationNames(ct: ContentType, raw: Raw, path: string): string[] {
  if (typeof raw === 'string') {
    if (raw === '*') return Object.keys(ct.relations);
    return raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  const list = asList(raw);
  if (list) return list.flatMap((item) => relationNames(ct, item, path));
  throw validationError(`Invalid populate at ${path}`);
}

function parsePopulate(ct: ContentType, raw: Raw, path: string, depth: number): PopulateTree {
  if (raw === undefined || raw === null || raw === '') return {};
  if (depth > MAX_DEPTH) throw validationError(`Populate nests too deep at ${path}`);
  const tree: PopulateTree = {};
  const relationOf = (name: string): CollectionName => {
    const relation = own(ct.relations, name);
    if (!relation) throw validationError(`Invalid populate field ${name} at ${path}`);
    return relation.target;
  };
  if (isRecord(raw) && !asList(raw)) {
    for (const [name, value] of Object.entries(raw)) {
      const target = contentTypes[relationOf(name)];
      if (isRecord(value)) {
        for (const key of Object.keys(value)) {
          if (key !== 'populate' && key !== 'fields') {
            throw validationError(`Invalid populate option ${key} at ${path}[${name}]`);
          }
        }
        tree[name] = parsePopulate(target, value.populate, `${path}[${name}][populate]`, depth + 1);
      } else if (value === true || value === 'true' || value === '*' || value === '') {
        tree[name] = {};
      } else {
        throw validationError(`Invalid populate value at ${path}[${name}]`);
      }
    }
    return tree;
  }
  for (const name of relationNames(ct, raw, path)) {
    relationOf(name);
    tree[name] = {};
  }
  return tree;
}

function parseSort(ct: ContentType, raw: Raw): SortItem[] {
  if (raw === undefined || raw === '') return [];
  const entries =
    typeof raw === 'string'
      ? raw.split(',')
      : (asList(raw)?.map((v) => (typeof v === 'string' ? v : null)) ?? null);
  if (!entries) throw validationError('Invalid sort');
  return entries.map((entry) => {
    if (entry === null) throw validationError('Invalid sort');
    const [field = '', dir = 'asc', ...rest] = entry.trim().split(':');
    const direction = dir.toLowerCase();
    if (rest.length || (direction !== 'asc' && direction !== 'desc'))
      throw validationError(`Invalid sort ${entry}`);
    if (!attributeOf(ct, field)) throw validationError(`Invalid sort field ${field}`);
    return { column: field, direction };
  });
}

/** Offsets beyond this are refused: no club has a billion landings, and SQLite needs 64-bit ints. */
const MAX_OFFSET = 1_000_000_000;

function positiveInt(raw: Raw, name: string, min: number): number {
  const n = Number(raw);
  if (typeof raw !== 'string' && typeof raw !== 'number') throw validationError(`Invalid ${name}`);
  if (!Number.isSafeInteger(n) || n < min || n > MAX_OFFSET) throw validationError(`Invalid ${name}`);
  return n;
}

function parsePagination(raw: Raw): Pagination {
  if (raw === undefined) return { start: 0, limit: DEFAULT_PAGE_SIZE, mode: 'page' };
  if (!isRecord(raw)) throw validationError('Invalid pagination');
  const { page, pageSize, start, limit, withCount, ...rest } = raw;
  const unknown = Object.keys(rest)[0];
  if (unknown) throw validationError(`Invalid pagination key ${unknown}`);
  void withCount;
  const pageBased = page !== undefined || pageSize !== undefined;
  const offsetBased = start !== undefined || limit !== undefined;
  if (pageBased && offsetBased) throw validationError('Invalid pagination: mix of page and offset');
  if (offsetBased) {
    const wanted =
      limit === undefined
        ? DEFAULT_PAGE_SIZE
        : positiveInt(limit === '-1' ? MAX_PAGE_SIZE : limit, 'limit', 1);
    return {
      start: start === undefined ? 0 : positiveInt(start, 'start', 0),
      limit: Math.min(wanted, MAX_PAGE_SIZE),
      mode: 'offset',
    };
  }
  const size = Math.min(
    pageSize === undefined ? DEFAULT_PAGE_SIZE : positiveInt(pageSize, 'pageSize', 1),
    MAX_PAGE_SIZE,
  );
  const pageNumber = page === undefined ? 1 : positiveInt(page, 'page', 1);
  const offset = (pageNumber - 1) * size;
  if (offset > MAX_OFFSET) throw validationError('Invalid page');
  return { start: offset, limit: size, mode: 'page' };
}

const KNOWN_KEYS = new Set([
  'filters',
  'populate',
  'sort',
  'pagination',
  'fields',
  'publicationState',
  'locale',
]);

export function parseQuery(ct: ContentType, raw: Raw): ParsedQuery {
  const query = isRecord(raw) ? raw : {};
  for (const key of Object.keys(query)) {
    if (!KNOWN_KEYS.has(key)) throw validationError(`Invalid query parameter ${key}`);
  }
  return {
    where:
      query.filters === undefined
        ? { kind: 'and', items: [] }
        : parseFilters(ct, query.filters, 'filters', 0),
    populate: parsePopulate(ct, query.populate, 'populate', 0),
    sort: parseSort(ct, query.sort),
    pagination: parsePagination(query.pagination),
  };
}

/** Only populate may be asked of a single record's read. */
export function parsePopulateOnly(ct: ContentType, raw: Raw): PopulateTree {
  return parseQuery(ct, raw).populate;
}

export const noFilter = (where: Where): boolean => where.kind === 'and' && where.items.length === 0;

/** Whether a filter is one exact match (`filters[f][$eq]=v` or `filters[f]=v`) on one of `fields`. */
export function isExactMatch(where: Where, fields: readonly string[]): boolean {
  const item = where.kind === 'and' && where.items.length === 1 ? where.items[0] : undefined;
  return (
    item?.kind === 'cmp' &&
    item.op === '$eq' &&
    typeof item.value === 'string' &&
    fields.includes(item.column)
  );
}

/**
 * The ids a filter names for one relation (or the record's own id when relation is null), through
 * $eq and $in only: used to refuse another club's id with 403 rather than silently answer nothing.
 */
export function namedIds(where: Where, relation: string | null): number[] {
  switch (where.kind) {
    case 'and':
    case 'or':
      return where.items.flatMap((item) => namedIds(item, relation));
    case 'not':
      return [];
    case 'rel':
      return relation !== null && where.relation === relation ? namedIds(where.where, null) : [];
    case 'cmp': {
      if (relation !== null || where.column !== 'id') return [];
      if (where.op === '$eq' && typeof where.value === 'number') return [where.value];
      if (where.op === '$in' && Array.isArray(where.value)) {
        return where.value.filter((v): v is number => typeof v === 'number');
      }
      return [];
    }
  }
}
