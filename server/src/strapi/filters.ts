// A Strapi v4 `filters` tree, parsed against a content type into a checked Where: known fields,
// known operators, values coerced to the column's type. Anything else is a 400. Also reads a parsed
// tree back: whether it filters at all, and which ids it names.
import { type Attribute, type ContentType, contentTypes, FILTERABLE_THROUGH_RELATION } from './content-types';
import { validationError } from './errors';
import { asList, isRecord, MAX_DEPTH, MAX_PAGE_SIZE, own, type Raw } from './raw-query';

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

/** What a filter may name through a relation, when the collection limits it (another club, a person). */
const limitedThroughRelation = (ct: ContentType, nested: boolean): ReadonlySet<string> | undefined =>
  nested ? FILTERABLE_THROUGH_RELATION[ct.name] : undefined;

/**
 * The attribute a query may name. Beyond the caller's own root collection, another club or a
 * person exposes only what FILTERABLE_THROUGH_RELATION lists: filtering on hidden fields would let
 * them be guessed a character at a time.
 */
export function attributeOf(ct: ContentType, field: string, nested = false): Attribute | undefined {
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

export function parseFilters(ct: ContentType, raw: Raw, path: string, depth: number, nested = false): Where {
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
