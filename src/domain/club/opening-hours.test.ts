import { describe, expect, it } from 'vitest';
import { hoursVerdict, localDayAndMinute } from './opening-hours';

const weekdays = [0, 1, 2, 3, 4].map((day_index) => ({
  day_index,
  open: '09:00:00.000',
  close: '19:00:00.000',
}));

describe('localDayAndMinute', () => {
  it('reads a UTC instant on the Lisbon wall clock, summer and winter', () => {
    // 2026-07-06 is a Monday; Lisbon is UTC+1 in summer.
    expect(localDayAndMinute('2026-07-06', '08:30')).toEqual({ dayIndex: 0, minute: 9 * 60 + 30 });
    // 2026-01-05 is a Monday; UTC+0 in winter.
    expect(localDayAndMinute('2026-01-05', '08:30')).toEqual({ dayIndex: 0, minute: 8 * 60 + 30 });
    // Sunday 23:30 UTC in summer is already Monday 00:30 in Lisbon.
    expect(localDayAndMinute('2026-07-05', '23:30')).toEqual({ dayIndex: 0, minute: 30 });
  });
  it('reads the clock right on the days it changes', () => {
    // Sunday 29 March 2026: at 01:00 UTC Lisbon goes from 01:00 WET to 02:00 WEST.
    expect(localDayAndMinute('2026-03-29', '00:30')).toEqual({ dayIndex: 6, minute: 30 });
    expect(localDayAndMinute('2026-03-29', '01:30')).toEqual({ dayIndex: 6, minute: 2 * 60 + 30 });
    // Sunday 25 October 2026: 01:30 happens twice, once in summer time and once in winter time.
    expect(localDayAndMinute('2026-10-25', '00:30')).toEqual({ dayIndex: 6, minute: 60 + 30 });
    expect(localDayAndMinute('2026-10-25', '01:30')).toEqual({ dayIndex: 6, minute: 60 + 30 });
  });
  it('reads a leap day, and stored times with seconds', () => {
    // 2028-02-29 is a Tuesday, in winter time.
    expect(localDayAndMinute('2028-02-29', '12:00:00.000')).toEqual({ dayIndex: 1, minute: 12 * 60 });
  });
  it('gives null for what is not a date and time', () => {
    expect(localDayAndMinute('2026-13-40', '08:30')).toBeNull();
    expect(localDayAndMinute('2026-07-06', 'xx')).toBeNull();
    expect(localDayAndMinute('2027-02-29', '08:30')).toBeNull();
    expect(localDayAndMinute('2026-07-06', '24:00')).toBeNull();
  });
});

describe('hoursVerdict', () => {
  it('is open between opening and closing, both included', () => {
    expect(hoursVerdict('2026-01-05', '09:00', weekdays)).toBe('open');
    expect(hoursVerdict('2026-01-05', '19:00', weekdays)).toBe('open');
    expect(hoursVerdict('2026-07-06', '17:59', weekdays)).toBe('open');
  });
  it('is closed before, after, and on a day without hours', () => {
    expect(hoursVerdict('2026-01-05', '08:59', weekdays)).toBe('closed');
    expect(hoursVerdict('2026-07-06', '18:30', weekdays)).toBe('closed');
    expect(hoursVerdict('2026-01-10', '12:00', weekdays)).toBe('closed');
  });
  it('is unknown when the club has set no hours', () => {
    expect(hoursVerdict('2026-01-05', '03:00', [])).toBe('unknown');
  });
});
