import { describe, expect, it } from 'vitest';
import {
  allDaysCovered,
  canAddSchedule,
  expandScheduleForm,
  isOpenBeforeClose,
  scheduleDiff,
  usedDayIndexes,
  WEEKDAYS,
} from './schedule';
import { isWeekdayAt } from './weekday-names';

const row = (id: number, day_index: number, open = '09:00:00.000', close = '18:00:00.000') => ({
  id,
  day_index,
  day: WEEKDAYS[day_index]?.day ?? '?',
  open,
  close,
});

describe('WEEKDAYS', () => {
  it('runs Monday=0 to Sunday=6 with the API day keys', () => {
    expect(WEEKDAYS.map((d) => d.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(WEEKDAYS.map((d) => d.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(WEEKDAYS[0]).toEqual({ index: 0, day: 'mon', label: 'common.weekday.mon' });
    expect(WEEKDAYS[6]).toEqual({ index: 6, day: 'sun', label: 'common.weekday.sun' });
  });

  it("knows a day by its key or its English name, at its index only (a Strapi sample stores 'Monday')", () => {
    expect(isWeekdayAt(0, 'mon')).toBe(true);
    expect(isWeekdayAt(0, 'Monday')).toBe(true);
    expect(isWeekdayAt(1, 'Monday')).toBe(false);
    expect(isWeekdayAt(6, 'Dimanche')).toBe(false);
  });
});

describe('usedDayIndexes and allDaysCovered', () => {
  it('collects the days that have rows', () => {
    expect([...usedDayIndexes([row(1, 4), row(2, 0), row(3, 4)])].sort()).toEqual([0, 4]);
    expect(usedDayIndexes([]).size).toBe(0);
  });
  it('ignores out-of-range day indexes', () => {
    expect([...usedDayIndexes([row(1, 7), row(2, -1), row(3, 2)])]).toEqual([2]);
  });
  it('is covered only with all seven days', () => {
    const six = [0, 1, 2, 3, 4, 5].map((d) => row(d + 1, d));
    expect(allDaysCovered(six)).toBe(false);
    expect(allDaysCovered([...six, row(7, 6)])).toBe(true);
    expect(allDaysCovered([...six, row(7, 5)])).toBe(false);
  });
});

describe('canAddSchedule', () => {
  it('needs a day and both times with open before close', () => {
    expect(canAddSchedule({ days: [0], open: '09:00', close: '18:00' })).toBe(true);
    expect(canAddSchedule({ days: [], open: '09:00', close: '18:00' })).toBe(false);
    expect(canAddSchedule({ days: [0], open: '', close: '18:00' })).toBe(false);
    expect(canAddSchedule({ days: [0], open: '09:00', close: '' })).toBe(false);
    expect(canAddSchedule({ days: [0], open: '18:00', close: '09:00' })).toBe(false);
    expect(canAddSchedule({ days: [0], open: '09:00', close: '09:00' })).toBe(false);
    expect(canAddSchedule({ days: [9], open: '09:00', close: '18:00' })).toBe(false);
  });
  it('compares times numerically, not as text', () => {
    expect(isOpenBeforeClose('9:00', '10:00')).toBe(true);
    expect(isOpenBeforeClose('09:00:00.000', '09:00:01')).toBe(true);
  });
});

describe('expandScheduleForm', () => {
  it('makes one API-ready row per day, Monday first, without duplicates', () => {
    expect(expandScheduleForm({ days: [2, 0, 2], open: '09:00', close: '18:30' })).toEqual([
      { day_index: 0, day: 'mon', open: '09:00:00', close: '18:30:00' },
      { day_index: 2, day: 'wed', open: '09:00:00', close: '18:30:00' },
    ]);
  });
  it('drops invalid days', () => {
    expect(expandScheduleForm({ days: [7, -1], open: '09:00', close: '18:00' })).toEqual([]);
  });
});

describe('scheduleDiff', () => {
  const saved = [row(10, 0), row(11, 1), row(12, 2)];

  it('sends nothing when nothing changed, whatever the time precision', () => {
    const edited = [row(10, 0, '09:00'), row(11, 1, '09:00:00'), row(12, 2)];
    expect(scheduleDiff(saved, edited)).toEqual({ upserts: [], deletions: [] });
  });

  it('updates changed days by the saved id, creates new days, deletes removed days', () => {
    const edited = [
      { day_index: 0, day: 'mon', open: '08:00:00', close: '18:00:00' },
      row(12, 2),
      { day_index: 5, day: 'sat', open: '10:00:00', close: '16:00:00' },
    ];
    expect(scheduleDiff(saved, edited)).toEqual({
      upserts: [
        { id: 10, day_index: 0, day: 'mon', open: '08:00:00', close: '18:00:00' },
        { day_index: 5, day: 'sat', open: '10:00:00', close: '16:00:00' },
      ],
      deletions: [11],
    });
  });

  it('re-adding a deleted day updates the saved row instead of creating a twin', () => {
    const edited = [
      row(10, 0),
      { day_index: 1, day: 'tue', open: '07:00:00', close: '12:00:00' },
      row(12, 2),
    ];
    expect(scheduleDiff(saved, edited).upserts).toEqual([
      { id: 11, day_index: 1, day: 'tue', open: '07:00:00', close: '12:00:00' },
    ]);
  });

  it('deletes every saved row when all days are removed', () => {
    expect(scheduleDiff(saved, [])).toEqual({ upserts: [], deletions: [10, 11, 12] });
  });

  it('deletes duplicate saved rows for one day', () => {
    expect(scheduleDiff([row(10, 0), row(20, 0)], [row(10, 0)])).toEqual({ upserts: [], deletions: [20] });
  });
});
