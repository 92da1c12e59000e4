// What the History screen lists: finished, permitted landings dated up to today, and cancelled
// and no-show landings (docs/product/movement-log.md), newest first; narrowed by a date range and a payment status; cut into
// pages for the table.
import { type Message, type MessageId, msg } from '@/i18n/messages';
import type { AerodromeNameOf } from '../landings/landing-identity';
import { matchesQuery, type Searchable } from '../landings/landing-search';
import { DEFAULT_LOCALE, type DisplayLocale, formatDate } from '../time/format';
import { timeOfDayMs } from '../time/time-of-day';
import type { Landing, PaymentStatus } from '../wire/entities';
import type { HistorySearch } from './history-search';
import { isNotFlown } from './not-flown';
import { PAYMENT_STATUS_WORDS } from './payment-status-words';

export const HISTORY_PAGE_SIZE = 50;

/** STATUS for a request its pilot cancelled: there is nothing to pay. */
export const CANCELLED_WORDS: MessageId = 'history.status.cancelled';

/** STATUS for a landing that was accepted and never arrived: there is nothing to pay either. */
export const NO_SHOW_WORDS: MessageId = 'movements.states.noShow';

/** The STATUS words of a landing that never flew (cancelled, no-show); null for one that did. */
export function notFlownWords(row: Pick<Landing, 'status'>): MessageId | null {
  if (row.status === 'cancelled') return CANCELLED_WORDS;
  if (row.status === 'no_show') return NO_SHOW_WORDS;
  return null;
}

type Listed = Pick<Landing, 'id' | 'date' | 'time' | 'status' | 'permission' | 'paymentStatus'>;

/**
 * The stored payment status, or 'Pending' when none was recorded: for the accounts an unknown
 * status is money not yet received, so it shows, filters and exports as MISSING PAYMENT.
 */
export function paymentStatusOf(landing: Pick<Landing, 'paymentStatus'>): PaymentStatus {
  return landing.paymentStatus ?? 'Pending';
}

/**
 * Newest first: date descending, then time of day descending (9:00 before 10:00 by time, not by
 * text); the id breaks ties so the order never jumps. Each row's time is read once, not at every
 * comparison: History sorts thousands.
 */
export function newestFirst<T extends Listed>(rows: readonly T[]): T[] {
  const keyed = rows.map((row) => ({ row, ms: timeOfDayMs(row.time) ?? -1 }));
  keyed.sort((a, b) => {
    if (a.row.date !== b.row.date) return a.row.date < b.row.date ? 1 : -1;
    return b.ms - a.ms || b.row.id - a.row.id;
  });
  return keyed.map((item) => item.row);
}

/** A request its pilot withdrew (ADR 0009): listed in History whatever its date, never charged. */
export const isCancelled = (row: Partial<Pick<Landing, 'status'>>): boolean => row.status === 'cancelled';

/**
 * History's rows: finished and permitted landings, and cancelled and no-show landings, whatever their
 * date, so a landing that left the movements lists stays findable: one that arrived and left before
 * the day it was booked for has flown all the same, and its fee is owed now; newest first.
 */
export function historyLandings<T extends Listed>(rows: readonly T[]): T[] {
  const listed = rows.filter(
    (row) => isNotFlown(row) || (row.status === 'finished' && row.permission === true),
  );
  // Each row's time of day is read once, not at every comparison: History sorts thousands.
  const keyed = listed.map((row) => ({ row, ms: timeOfDayMs(row.time) ?? -1 }));
  keyed.sort((a, b) => {
    if (a.row.date !== b.row.date) return a.row.date < b.row.date ? 1 : -1;
    return b.ms - a.ms || b.row.id - a.row.id;
  });
  return keyed.map((item) => item.row);
}

/**
 * Keep the rows the search box finds (landing-search.ts), inside the search's date range
 * (inclusive, UTC dates) and payment status. A cancelled or no-show landing owes nothing, so a
 * payment-status filter leaves it out.
 */
export function filterHistory<T extends Listed & Searchable>(
  rows: readonly T[],
  search: HistorySearch,
  nameOf?: AerodromeNameOf,
): T[] {
  const { from, to, status, q = '' } = search;
  return rows.filter(
    (row) =>
      matchesQuery(row, q, nameOf) &&
      (from === undefined || row.date >= from) &&
      (to === undefined || row.date <= to) &&
      (status === undefined || (!isNotFlown(row) && paymentStatusOf(row) === status)),
  );
}

export interface HistoryPage<T> {
  rows: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last row shown; 0 and 0 when there are none. */
  first: number;
  last: number;
  total: number;
}

/** One page of rows. A page past the end (the list shrank under a filter) shows the last page. */
export function pageOf<T>(rows: readonly T[], page = 1, size = HISTORY_PAGE_SIZE): HistoryPage<T> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * size;
  const shown = rows.slice(start, start + size);
  return {
    rows: shown,
    page: current,
    pageCount,
    first: shown.length > 0 ? start + 1 : 0,
    last: start + shown.length,
    total,
  };
}

export interface DateRange {
  from: string | null;
  to: string | null;
}

/** The dates the shown rows cover: the filter's bounds where set, else the rows' own extremes. */
export function shownDateRange(rows: readonly Pick<Landing, 'date'>[], search: HistorySearch): DateRange {
  let earliest: string | null = null;
  let latest: string | null = null;
  for (const { date } of rows) {
    if (earliest === null || date < earliest) earliest = date;
    if (latest === null || date > latest) latest = date;
  }
  return { from: search.from ?? earliest, to: search.to ?? latest };
}

/**
 * Says what the tiles and the export cover, one message per filter ('From 01/05/2026 to 31/05/2026',
 * 'MISSING PAYMENT'), shown as a list; 'All landings' when nothing narrows it.
 */
export function filterSummary(search: HistorySearch, locale: DisplayLocale = DEFAULT_LOCALE): Message[] {
  const date = (iso: string) => formatDate(iso, locale);
  const parts: Message[] = [];
  if (search.from && search.to)
    parts.push(msg('history.scope.between', { from: date(search.from), to: date(search.to) }));
  else if (search.from) parts.push(msg('history.scope.from', { from: date(search.from) }));
  else if (search.to) parts.push(msg('history.scope.upTo', { to: date(search.to) }));
  if (search.status) parts.push(msg(PAYMENT_STATUS_WORDS[search.status]));
  if (search.q?.trim()) parts.push(msg('history.scope.matching', { query: search.q.trim() }));
  return parts.length > 0 ? parts : [msg('history.scope.all')];
}
