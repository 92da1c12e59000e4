// The History screen's search params (?q=&from=&to=&status=&page=), read leniently: a hand-edited or
// stale URL never breaks the screen, it only loses the part that makes no sense. Kept free of
// luxon so the router's validateSearch does not pull it into the sign-in chunk (ADR 0017).
import { z } from 'zod/mini';
import { MAX_QUERY_LENGTH } from '../landings/landing-search';
import { PAYMENT_STATUSES, type PaymentStatus } from '../wire/entities';

export interface HistorySearch {
  /** What the search box holds: registration, pilot, email, origin… (landing-search.ts says what matches). */
  q?: string;
  /** First landing date shown, 'yyyy-MM-dd' (UTC, as stored). */
  from?: string;
  /** Last landing date shown, inclusive. */
  to?: string;
  status?: PaymentStatus;
  /** 1-based table page. */
  page?: number;
}

/**
 * zod's ISO date check, the one the landings schema checks `date` with: the sign-in route already
 * carries zod/mini, and a test keeps it in step with the time module's isIsoDate.
 */
const ISO_DATE = z.iso.date();

function isoDate(value: unknown): string | undefined {
  return typeof value === 'string' && z.safeParse(ISO_DATE, value).success ? value : undefined;
}

function paymentStatus(value: unknown): PaymentStatus | undefined {
  return PAYMENT_STATUSES.find((status) => status === value);
}

function pageNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 1 ? n : undefined;
}

/**
 * For the route's validateSearch: keeps only valid values, and leaves defaults (page 1) out of the
 * URL. Every key is there, undefined where the URL's value makes no sense: the router lays a
 * route's search over the URL's own, so a key left out would keep what the URL said (?from=garbage).
 */
export function parseHistorySearch(raw: Record<string, unknown>): HistorySearch {
  const q = typeof raw.q === 'string' ? raw.q.slice(0, MAX_QUERY_LENGTH) : '';
  const from = isoDate(raw.from);
  const to = isoDate(raw.to);
  // A range typed the wrong way round (a date input's min is not enforced on typing) is read the
  // right way round, and its fields show it so, rather than listing nothing without saying why.
  const reversed = from !== undefined && to !== undefined && from > to;
  return {
    q: q.trim() ? q : undefined,
    from: reversed ? to : from,
    to: reversed ? from : to,
    status: paymentStatus(raw.status),
    page: pageNumber(raw.page),
  };
}

/** True when any filter narrows the list (the page number is not a filter). */
export function hasFilters(search: HistorySearch): boolean {
  return (
    search.q !== undefined ||
    search.from !== undefined ||
    search.to !== undefined ||
    search.status !== undefined
  );
}
