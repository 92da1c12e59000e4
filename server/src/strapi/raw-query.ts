// What qs decodes from a query string, read safely: plain records, lists qs may have turned into
// objects, own properties only, and the limits every part of a Strapi query shares.

/** Whatever qs decoded: checked before it is used. */
export type Raw = unknown;

export const isRecord = (value: Raw): value is Record<string, Raw> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** qs turns long or sparse arrays into objects with numeric keys: read both as a list. */
export function asList(value: Raw): Raw[] | null {
  if (Array.isArray(value)) return value;
  if (isRecord(value) && Object.keys(value).every((k) => /^\d+$/.test(k))) return Object.values(value);
  return null;
}

/** Own properties only: `constructor` or `__proto__` in a query are not fields. */
export const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

export const MAX_PAGE_SIZE = 100;
/** How deep filters and populate may nest. */
export const MAX_DEPTH = 5;
