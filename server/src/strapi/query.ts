// Parses a Strapi v4 query (already decoded by qs) against a content type into a checked tree:
// filters, populate, sort and pagination. Anything it does not understand is a 400, never a 500.
import { type CollectionName, type ContentType, contentTypes } from './content-types';
import { validationError } from './errors';
import { attributeOf, parseFilters, type Where } from './filters';
import { type Pagination, parsePagination } from './pagination';
import { asList, isRecord, MAX_DEPTH, own, type Raw } from './raw-query';

export interface PopulateTree {
  [relation: string]: PopulateTree;
}

export interface SortItem {
  column: string;
  direction: 'asc' | 'desc';
}

export interface ParsedQuery {
  where: Where;
  populate: PopulateTree;
  sort: SortItem[];
  pagination: Pagination;
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
