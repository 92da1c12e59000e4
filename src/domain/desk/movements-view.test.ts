import { describe, expect, it } from 'vitest';
import { formatHms } from '../time/durations';
import type { Landing, LandingStatus } from '../wire/entities';
import {
  activeMarks,
  arrivedSince,
  columnWidthClass,
  deskTitle,
  NEW_REQUEST_MARK_MS,
  parkedElapsedMs,
  rejectedToday,
  shouldSound,
  splitMovements,
  type UnsyncedChanges,
  undecidedRequestCount,
} from './movements-view';

type Row = Pick<Landing, 'id' | 'status' | 'permission' | 'date' | 'time' | 'ata'>;
const TODAY = '2026-07-10';
const row = (
  id: number,
  status: LandingStatus,
  permission: boolean | null,
  date = TODAY,
  extra: Partial<Row> = {},
): Row => ({ id, status, permission, date, time: '12:00:00.000', ata: null, ...extra });
const unsynced = (parts: Partial<Record<keyof UnsyncedChanges, number[]>>): UnsyncedChanges => ({
  any: new Set([
    ...(parts.any ?? []),
    ...(parts.decisions ?? []),
    ...(parts.arrivals ?? []),
    ...(parts.departures ?? []),
    ...(parts.endings ?? []),
  ]),
  decisions: new Set(parts.decisions ?? []),
  arrivals: new Set(parts.arrivals ?? []),
  departures: new Set(parts.departures ?? []),
  endings: new Set(parts.endings ?? []),
});
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('shouldSound', () => {
  it('sounds when the requests to decide go up with the sound on, never on the first look', () => {
    expect(shouldSound(2, 3, true)).toBe(true);
    expect(shouldSound(2, 3, false)).toBe(false);
    expect(shouldSound(null, 3, true)).toBe(false);
    expect(shouldSound(3, 3, true)).toBe(false);
    expect(shouldSound(3, 2, true)).toBe(false);
  });
});

describe('rejectedToday', () => {
  const at = (r: Row, updatedAt: string) => ({ ...r, updatedAt });
  it('lists requests rejected today, latest first, but not one whose rejection still waits', () => {
    const rows = [
      at(row(1, 'pending', false, '2026-07-12'), '2026-07-10T09:00:00.000Z'),
      at(row(2, 'pending', false), '2026-07-10T11:00:00.000Z'),
      at(row(3, 'pending', false), '2026-07-09T23:00:00.000Z'),
      at(row(4, 'pending', null), '2026-07-10T11:00:00.000Z'),
      at(row(5, 'cancelled', false), '2026-07-10T11:00:00.000Z'),
      at(row(6, 'pending', false), '2026-07-10T12:00:00.000Z'),
    ];
    expect(rejectedToday(rows, TODAY, unsynced({ decisions: [6] })).map((r) => r.id)).toEqual([2, 1]);
  });
});

describe('splitMovements', () => {
  it('puts undecided requests under pending, accepted ones under upcoming, arrived ones under parked', () => {
    const split = splitMovements(
      [row(1, 'pending', null), row(2, 'pending', true), row(3, 'parked', true), row(4, 'finished', true)],
      TODAY,
    );
    expect(ids(split.pending)).toEqual([1]);
    expect(ids(split.upcoming)).toEqual([2]);
    expect(ids(split.parked)).toEqual([3]);
  });

  it('leaves out requests and upcoming landings dated before today, and synced rejections', () => {
    const split = splitMovements(
      [
        row(1, 'pending', null, '2026-07-09'),
        row(2, 'pending', true, '2026-07-09'),
        row(3, 'pending', false),
      ],
      TODAY,
    );
    expect(split).toEqual({ pending: [], upcoming: [], parked: [] });
  });

  it('keeps an aircraft parked since yesterday (or last week) under parked', () => {
    const split = splitMovements(
      [row(1, 'parked', true, '2026-07-02', { ata: '2026-07-02T10:00:00Z' })],
      TODAY,
    );
    expect(ids(split.parked)).toEqual([1]);
  });

  it('keeps a request its pilot cancelled under a waiting decision in pending, and drops it after', () => {
    const landings = [row(1, 'cancelled', true), row(2, 'cancelled', null)];
    expect(ids(splitMovements(landings, TODAY, unsynced({ decisions: [1] })).pending)).toEqual([1]);
    expect(splitMovements(landings, TODAY)).toEqual({ pending: [], upcoming: [], parked: [] });
  });

  it('keeps a rejection and a departure on screen until the server has them', () => {
    const landings = [
      row(1, 'pending', false),
      row(2, 'finished', true, '2026-07-08', { ata: '2026-07-08T09:00Z' }),
    ];
    const waiting = splitMovements(landings, TODAY, unsynced({ decisions: [1], departures: [2] }));
    expect(ids(waiting.pending)).toEqual([1]);
    expect(ids(waiting.parked)).toEqual([2]);
    expect(splitMovements(landings, TODAY)).toEqual({ pending: [], upcoming: [], parked: [] });
  });

  it('does not list a finished landing whose only waiting change is its payment status', () => {
    const split = splitMovements([row(1, 'finished', true, TODAY)], TODAY, unsynced({ any: [1] }));
    expect(split.parked).toEqual([]);
  });

  it('keeps an accepted landing of an earlier day while its change waits', () => {
    const split = splitMovements(
      [row(1, 'pending', true, '2026-07-09')],
      TODAY,
      unsynced({ decisions: [1] }),
    );
    expect(ids(split.upcoming)).toEqual([1]);
  });

  it('orders requests by date and time, parked aircraft by arrival', () => {
    const split = splitMovements(
      [
        row(1, 'pending', null, '2026-07-12'),
        row(2, 'pending', null, TODAY, { time: '15:00:00.000' }),
        row(3, 'pending', null, TODAY, { time: '09:30:00.000' }),
        row(4, 'parked', true, TODAY, { ata: '2026-07-10T11:00:00.000Z' }),
        row(5, 'parked', true, '2026-07-09', { ata: '2026-07-09T18:00:00.000Z' }),
      ],
      TODAY,
    );
    expect(ids(split.pending)).toEqual([3, 2, 1]);
    expect(ids(split.parked)).toEqual([5, 4]);
  });
});

describe('parked time', () => {
  const ata = '2026-07-10T08:00:00.000Z';
  const now = Date.parse('2026-07-12T10:30:15.000Z');
  it('runs from arrival to now, in hours past 24', () => {
    expect(formatHms(parkedElapsedMs({ ata, departure: null, status: 'parked' }, now))).toBe('50:30:15');
  });
  it('stops at the departure once the aircraft left', () => {
    const departed = { ata, departure: '2026-07-10T09:15:00.000Z', status: 'finished' as const };
    expect(formatHms(parkedElapsedMs(departed, now))).toBe('01:15:00');
  });
  it('is zero without an arrival time', () => {
    expect(parkedElapsedMs({ ata: null, departure: null, status: 'parked' }, now)).toBe(0);
  });
});

describe('columnWidthClass', () => {
  it('is narrower only above 3000 px', () => {
    expect(columnWidthClass(3000)).toBe('columns--normal');
    expect(columnWidthClass(3001)).toBe('columns--narrow');
    expect(columnWidthClass(1280)).toBe('columns--normal');
  });
});

describe('new request marks', () => {
  it('finds requests that were not there at the last look', () => {
    expect(arrivedSince(new Set([1, 2]), [1, 2, 7])).toEqual([7]);
    expect(arrivedSince(new Set([1, 2]), [2])).toEqual([]);
  });
  it('lasts ten minutes from when it was first seen', () => {
    const marks = new Map([
      [7, 1_000],
      [8, 5_000],
    ]);
    expect([...activeMarks(marks, 1_000 + NEW_REQUEST_MARK_MS - 1)]).toEqual([7, 8]);
    expect([...activeMarks(marks, 1_000 + NEW_REQUEST_MARK_MS)]).toEqual([8]);
  });
});

describe('the tab title', () => {
  it('counts the undecided requests dated today or later', () => {
    const rows = [
      { status: 'pending', permission: null, date: '2026-07-01' },
      { status: 'pending', permission: null, date: '2026-07-09' },
      { status: 'pending', permission: null, date: '2026-06-30' },
      { status: 'pending', permission: true, date: '2026-07-02' },
      { status: 'pending', permission: false, date: '2026-07-02' },
      { status: 'cancelled', permission: null, date: '2026-07-02' },
    ] as const;
    expect(undecidedRequestCount(rows, '2026-07-01')).toBe(2);
    expect(deskTitle(2)).toBe('(2) PPR Desk');
    expect(deskTitle(0)).toBe('PPR Desk');
  });
});

describe('desk cancel and no-show', () => {
  it('keeps a cancel or no-show of this desk where it was made until the server has it, then drops it', () => {
    const cancelledRequest = row(1, 'cancelled', null);
    const cancelledAccepted = row(2, 'cancelled', true);
    const noShow = row(3, 'no_show', true);
    const waiting = splitMovements(
      [cancelledRequest, cancelledAccepted, noShow],
      TODAY,
      unsynced({ endings: [1, 2, 3] }),
    );
    expect(waiting.pending.map((l) => l.id)).toEqual([1]);
    expect(waiting.upcoming.map((l) => l.id)).toEqual([2, 3]);
    const synced = splitMovements([cancelledRequest, cancelledAccepted, noShow], TODAY);
    expect(synced).toEqual({ pending: [], upcoming: [], parked: [] });
  });

  it('keeps a landing cancelled under a waiting or refused ARRIVED in upcoming, not parked, until discarded', () => {
    const cancelled = row(1, 'cancelled', true);
    const refused = splitMovements([cancelled], TODAY, unsynced({ arrivals: [1] }));
    expect(refused).toEqual({ pending: [], upcoming: [cancelled], parked: [] });
    expect(splitMovements([cancelled], TODAY)).toEqual({ pending: [], upcoming: [], parked: [] });
  });
});
