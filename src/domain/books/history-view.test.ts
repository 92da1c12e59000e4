import { describe, expect, it } from 'vitest';
import { say } from '@/i18n/messages';
import { inEnglish, translatorFor } from '@/test/words';
import type { Landing, LandingStatus, PaymentStatus } from '../wire/entities';
import { historyBooks } from './history-books';
import type { HistorySearch } from './history-search';
import {
  filterHistory,
  filterSummary,
  HISTORY_PAGE_SIZE,
  historyLandings,
  newestFirst,
  pageOf,
  paymentStatusOf,
  shownDateRange,
} from './history-view';

/** The summary as the English desk shows it. */
const summary = (search: HistorySearch): string => filterSummary(search).map(inEnglish).join(', ');

type Row = Pick<Landing, 'id' | 'date' | 'time' | 'status' | 'permission' | 'paymentStatus' | 'price'>;

let nextId = 1;
function row(
  date: string,
  time: string,
  overrides: {
    status?: LandingStatus;
    permission?: boolean | null;
    pay?: PaymentStatus | null;
    price?: number;
  } = {},
): Row {
  return {
    id: nextId++,
    date,
    time,
    status: overrides.status ?? 'finished',
    permission: overrides.permission === undefined ? true : overrides.permission,
    paymentStatus: overrides.pay === undefined ? 'Paid' : overrides.pay,
    price: overrides.price ?? 10,
  };
}

describe('historyLandings', () => {
  it('lists finished, permitted landings whatever their date, newest date then newest time first', () => {
    const a = row('2026-06-01', '09:00:00.000');
    const b = row('2026-06-14', '08:30:00.000');
    const c = row('2026-06-14', '16:05:00.000');
    const d = row('2026-06-15', '07:00:00.000');
    // Arrived and left before the day it was booked for: it has flown, and its fee is owed.
    const early = row('2026-06-16', '07:00:00.000');
    const rejected = row('2026-06-10', '10:00:00.000', { permission: false });
    const undecided = row('2026-06-10', '10:00:00.000', { permission: null });
    const parked = row('2026-06-15', '06:00:00.000', { status: 'parked' });
    const listed = historyLandings([a, b, early, rejected, c, undecided, parked, d]);
    expect(listed.map((r) => r.id)).toEqual([early.id, d.id, c.id, b.id, a.id]);
  });

  it('lists cancelled requests whatever their date and decision, and never counts or charges them', () => {
    const done = row('2026-06-01', '09:00:00.000', { price: 20 });
    const early = row('2026-06-02', '09:00:00.000', { status: 'cancelled', permission: null, pay: null });
    const ahead = row('2026-07-20', '09:00:00.000', { status: 'cancelled', permission: true, pay: null });
    const listed = historyLandings([done, early, ahead]);
    expect(listed.map((r) => r.id)).toEqual([ahead.id, early.id, done.id]);
    expect(historyBooks(listed)).toMatchObject({ landings: 1, cancelled: 2, billedCents: 2000 });
    expect(filterHistory(listed, { status: 'Pending' })).toEqual([]);
    const found = { ...early, registration: 'CS-PWA' };
    expect(filterHistory([found, { ...early, id: 99 }], { q: 'pwa' })).toEqual([found]);
    expect(summary({ q: 'pwa' })).toBe('Matching “pwa”');
    expect(filterHistory(listed, { from: '2026-06-02', to: '2026-06-02' })).toEqual([early]);
  });

  it('orders 9:00 before 10:00 by time of day, not by text, and ties by id', () => {
    const nine = row('2026-06-01', '9:00');
    const ten = row('2026-06-01', '10:00:00');
    const twin = { ...ten, id: ten.id + 100 };
    expect(newestFirst([nine, ten, twin]).map((r) => r.id)).toEqual([twin.id, ten.id, nine.id]);
  });
});

describe('tiles over a mixed set', () => {
  it('count and bill the finished, permitted landings listed, whatever else the mirror holds', () => {
    const mirror = [
      row('2026-06-15', '11:59:00.000', { price: 12.5 }), // past, today
      row('2026-06-15', '12:30:00.000', { price: 1000 }), // later today: listed, not yet counted
      row('2026-06-16', '08:00:00.000', { price: 2000 }), // left before its booked day: listed
      row('2026-05-02', '10:00:00.000', { price: 30.25, pay: 'Pending' }), // past
      row('2026-05-03', '10:00:00.000', { price: 99, permission: false }), // refused
      row('2026-05-04', '10:00:00.000', { price: 99, permission: null }), // never decided
      row('2026-05-05', '10:00:00.000', { price: 0.1, pay: 'Captive' }), // past
      row('2026-06-10', '10:00:00.000', { price: 500, status: 'pending' }), // accepted, never arrived
    ];
    const listed = historyLandings(mirror);
    expect(listed).toHaveLength(5);
    expect(historyBooks(listed)).toMatchObject({ landings: 5, billedCents: 304_285 });
    expect(historyBooks(filterHistory(listed, { status: 'Pending' }))).toMatchObject({
      landings: 1,
      billedCents: 3025,
    });
  });
});

describe('filterHistory', () => {
  const rows = [
    row('2026-04-30', '10:00', { pay: 'Paid' }),
    row('2026-05-01', '10:00', { pay: 'Pending' }),
    row('2026-05-31', '23:59', { pay: null }),
    row('2026-06-01', '00:00', { pay: 'Pending' }),
  ];

  it('keeps a date range inclusive at both ends', () => {
    expect(filterHistory(rows, { from: '2026-05-01', to: '2026-05-31' }).map((r) => r.date)).toEqual([
      '2026-05-01',
      '2026-05-31',
    ]);
    expect(filterHistory(rows, { from: '2026-05-31' })).toHaveLength(2);
    expect(filterHistory(rows, { to: '2026-04-30' })).toHaveLength(1);
  });

  it('filters by payment status, an unrecorded one counting as missing payment', () => {
    expect(filterHistory(rows, { status: 'Pending' }).map((r) => r.date)).toEqual([
      '2026-05-01',
      '2026-05-31',
      '2026-06-01',
    ]);
    expect(filterHistory(rows, { status: 'Pending', from: '2026-05-01', to: '2026-05-31' })).toHaveLength(2);
    expect(filterHistory(rows, { status: 'Captive' })).toEqual([]);
    expect(paymentStatusOf({ paymentStatus: null })).toBe('Pending');
  });
});

describe('pageOf', () => {
  const many = Array.from({ length: 123 }, (_, i) => i);

  it('cuts pages of 50 and says which rows are shown', () => {
    expect(HISTORY_PAGE_SIZE).toBe(50);
    const first = pageOf(many);
    expect(first).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 50, total: 123 });
    expect(first.rows[0]).toBe(0);
    const last = pageOf(many, 3);
    expect(last).toMatchObject({ page: 3, first: 101, last: 123 });
    expect(last.rows).toHaveLength(23);
  });

  it('clamps a page past the end (the list shrank) and an empty list to page 1 of 1', () => {
    expect(pageOf(many, 9)).toMatchObject({ page: 3, first: 101 });
    expect(pageOf(many, -2)).toMatchObject({ page: 1, first: 1 });
    expect(pageOf([], 4)).toEqual({ rows: [], page: 1, pageCount: 1, first: 0, last: 0, total: 0 });
  });
});

describe('shownDateRange', () => {
  const rows = [{ date: '2026-05-20' }, { date: '2026-03-02' }, { date: '2026-04-11' }];
  it('uses the filter bounds where set, else the rows’ earliest and latest dates', () => {
    expect(shownDateRange(rows, {})).toEqual({ from: '2026-03-02', to: '2026-05-20' });
    expect(shownDateRange(rows, { from: '2026-01-01' })).toEqual({ from: '2026-01-01', to: '2026-05-20' });
    expect(shownDateRange([], {})).toEqual({ from: null, to: null });
  });
});

describe('filterSummary', () => {
  it('says which landings the tiles and the export cover', () => {
    expect(summary({})).toBe('All landings');
    expect(summary({ page: 3 })).toBe('All landings');
    expect(summary({ from: '2026-05-01', to: '2026-05-31', status: 'Pending' })).toBe(
      'From 01/05/2026 to 31/05/2026, MISSING PAYMENT',
    );
    expect(summary({ from: '2026-05-01' })).toBe('From 01/05/2026');
    expect(summary({ to: '2026-05-31', status: 'Captive' })).toBe('Up to 31/05/2026, CAPTIVE');
  });

  it('says it in Portuguese too', () => {
    const t = translatorFor('pt');
    const said = (search: HistorySearch) =>
      filterSummary(search)
        .map((part) => say(t, part))
        .join(', ');
    expect(said({})).toBe('Todas as aterragens');
    expect(said({ from: '2026-05-01', to: '2026-05-31', status: 'Pending', q: 'pwa' })).toBe(
      'De 01/05/2026 a 31/05/2026, PAGAMENTO EM FALTA, Que correspondem a “pwa”',
    );
  });
});

describe('cancelled and no-show landings in History', () => {
  it('lists them whatever their date, and a payment-status filter leaves them out', () => {
    const flown = row('2026-06-14', '10:00:00.000', { pay: 'Pending' });
    const cancelled = row('2026-06-20', '10:00:00.000', { status: 'cancelled', pay: 'Pending' });
    const noShow = row('2026-06-13', '10:00:00.000', { status: 'no_show', pay: 'Pending' });
    const listed = historyLandings([flown, cancelled, noShow]);
    expect(listed.map((r) => r.id)).toEqual([cancelled.id, flown.id, noShow.id]);
    expect(filterHistory(listed, { status: 'Pending' }).map((r) => r.id)).toEqual([flown.id]);
  });
});
