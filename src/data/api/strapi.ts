// Strapi v4 dialect, answers: the `{data: {id, attributes}}` envelope turned into flat records
// (relations inlined), which normalise.ts then types. Query strings are in strapi-query.ts.

export type FlatRecord = { id: number } & Record<string, unknown>;

export interface Pagination {
  start: number;
  limit: number;
  total: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A relation as Strapi populates it: an object whose only key is `data` (sometimes with `meta`). */
function isRelation(value: unknown): value is { data: unknown } {
  if (!isRecord(value) || !('data' in value)) return false;
  return Object.keys(value).every((key) => key === 'data' || key === 'meta');
}

function flattenValue(value: unknown): unknown {
  if (isRelation(value)) {
    const { data } = value;
    if (data === null || data === undefined) return null;
    if (Array.isArray(data)) return data.map(flattenValue).filter((item) => item !== null);
    return flattenValue(data);
  }
  if (isRecord(value) && typeof value.id === 'number') return flattenEntry(value);
  return value;
}

/**
 * `{id, attributes: {...}}` → `{id, ...}` with nested relations flattened the same way. Records that
 * are already flat (users-permissions answers, a user's `clubOwner`) go through unchanged but for
 * their own relations.
 */
export function flattenEntry(entry: Record<string, unknown>): FlatRecord {
  const id = Number(entry.id);
  const source = isRecord(entry.attributes) ? entry.attributes : entry;
  const flat: FlatRecord = { id };
  for (const [key, value] of Object.entries(source)) {
    if (key === 'id' || (source === entry && key === 'attributes')) continue;
    flat[key] = flattenValue(value);
  }
  return flat;
}

/** The body of a malformed answer is a server bug, not something to guess around. */
export class UnexpectedShapeError extends Error {
  override readonly name = 'UnexpectedShapeError';
}

export function unwrapCollection(body: unknown): { rows: FlatRecord[]; pagination: Pagination } {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new UnexpectedShapeError('Expected a collection');
  const rows = body.data.filter(isRecord).map(flattenEntry);
  const meta = isRecord(body.meta) && isRecord(body.meta.pagination) ? body.meta.pagination : {};
  return {
    rows,
    pagination: {
      start: Number(meta.start ?? 0),
      limit: Number(meta.limit ?? rows.length),
      total: Number(meta.total ?? rows.length),
    },
  };
}

export function unwrapSingle(body: unknown): FlatRecord {
  if (!isRecord(body) || !isRecord(body.data)) throw new UnexpectedShapeError('Expected a single record');
  return flattenEntry(body.data);
}

/** users-permissions answers without an envelope: a bare array or a bare object. */
export function unwrapFlatList(body: unknown): FlatRecord[] {
  if (!Array.isArray(body)) throw new UnexpectedShapeError('Expected a list');
  return body.filter(isRecord).map(flattenEntry);
}

export function unwrapFlat(body: unknown): FlatRecord | null {
  return isRecord(body) && body.id !== undefined ? flattenEntry(body) : null;
}
