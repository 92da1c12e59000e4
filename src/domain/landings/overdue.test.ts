import { describe, expect, it } from 'vitest';
import { DEFAULT_OVERDUE_MINUTES, isOverdue, overdueCount, overdueMinutesOf } from './overdue';

const accepted = { status: 'pending' as const, permission: true, date: '2026-11-22', time: '14:00:00.000' };
const at = (iso: string) => new Date(iso);

describe('isOverdue', () => {
  it('turns an accepted landing overdue once the minutes past its ETA have run, not before', () => {
    expect(isOverdue(accepted, at('2026-11-22T14:29:59.999Z'), 30)).toBe(false);
    expect(isOverdue(accepted, at('2026-11-22T14:30:00.000Z'), 30)).toBe(true);
    expect(isOverdue(accepted, at('2026-11-23T09:00:00.000Z'), 30)).toBe(true);
    expect(isOverdue(accepted, Date.parse('2026-11-22T14:05:00.000Z'), 5)).toBe(true);
  });

  it('reads the ETA as UTC whatever the desk zone', () => {
    expect(isOverdue({ ...accepted, time: '23:50:00.000' }, at('2026-11-23T00:19:00.000Z'), 30)).toBe(false);
    expect(isOverdue({ ...accepted, time: '23:50:00.000' }, at('2026-11-23T00:20:00.000Z'), 30)).toBe(true);
  });

  it('is never overdue undecided, rejected, arrived, departed, cancelled or a no-show', () => {
    const late = at('2026-11-23T00:00:00.000Z');
    expect(isOverdue({ ...accepted, permission: null }, late, 30)).toBe(false);
    expect(isOverdue({ ...accepted, permission: false }, late, 30)).toBe(false);
    for (const status of ['parked', 'finished', 'cancelled', 'no_show'] as const)
      expect(isOverdue({ ...accepted, status }, late, 30)).toBe(false);
  });

  it('is never overdue with an unreadable date or time', () => {
    expect(isOverdue({ ...accepted, date: 'soon' }, at('2030-01-01T00:00:00Z'), 30)).toBe(false);
    expect(isOverdue({ ...accepted, time: '' }, at('2030-01-01T00:00:00Z'), 30)).toBe(false);
  });

  it('counts the overdue ones', () => {
    const rows = [accepted, { ...accepted, time: '15:00:00.000' }, { ...accepted, permission: null }];
    expect(overdueCount(rows, at('2026-11-22T15:00:00Z'), 30)).toBe(1);
    expect(overdueCount(rows, at('2026-11-22T15:30:00Z'), 30)).toBe(2);
  });
});

describe('overdueMinutesOf', () => {
  it('takes the club setting, and the default where the server keeps none', () => {
    expect(overdueMinutesOf({ overdue_minutes: 45 })).toBe(45);
    expect(overdueMinutesOf({ overdue_minutes: null })).toBe(DEFAULT_OVERDUE_MINUTES);
    expect(overdueMinutesOf(null)).toBe(30);
    expect(overdueMinutesOf({ overdue_minutes: 0 })).toBe(30);
  });
});
