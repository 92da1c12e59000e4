// Strapi v4 pagination, page-based or offset-based, checked and capped at MAX_PAGE_SIZE.
import { validationError } from './errors';
import { isRecord, MAX_PAGE_SIZE, type Raw } from './raw-query';

const DEFAULT_PAGE_SIZE = 25;

export interface Pagination {
  start: number;
  limit: number;
  /** Page-based requests answer with page/pageSize/pageCount; offset-based with start/limit. */
  mode: 'page' | 'offset';
}

/** Offsets beyond this are refused: no club has a billion landings, and SQLite needs 64-bit ints. */
const MAX_OFFSET = 1_000_000_000;

function positiveInt(raw: Raw, name: string, min: number): number {
  const n = Number(raw);
  if (typeof raw !== 'string' && typeof raw !== 'number') throw validationError(`Invalid ${name}`);
  if (!Number.isSafeInteger(n) || n < min || n > MAX_OFFSET) throw validationError(`Invalid ${name}`);
  return n;
}

export function parsePagination(raw: Raw): Pagination {
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
