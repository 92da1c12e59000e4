import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import {
  addToDate,
  isIsoDate,
  landingInstant,
  nextFiveMinutes,
  parseInstant,
  todayIsoDate,
  utcDate,
  utcStoredTime,
  wallClock,
  zonedInstant,
} from './instants';

describe('parseInstant', () => {
  it('reads dates and date-times without an offset as UTC', () => {
    expect(parseInstant('2026-11-22')).toBe(Date.UTC(2026, 10, 22));
    expect(parseInstant('2026-11-22T14:05:09.5')).toBe(Date.UTC(2026, 10, 22, 14, 5, 9, 500));
  });
  it('honours Z and numeric offsets', () => {
    expect(parseInstant('2026-07-01T15:00:00+02:00')).toBe(Date.UTC(2026, 6, 1, 13));
    expect(parseInstant('2026-07-01T10:00:00-0230')).toBe(Date.UTC(2026, 6, 1, 12, 30));
    expect(parseInstant('2026-07-01T10:00:00.123456Z')).toBe(Date.UTC(2026, 6, 1, 10, 0, 0, 123));
  });
  it('reads ISO 8601 24:00 as the midnight that ends the day', () => {
    expect(parseInstant('2026-07-01T24:00')).toBe(Date.UTC(2026, 6, 2));
  });
  it('refuses impossible dates and anything not ISO 8601', () => {
    for (const bad of [
      '2026-02-30',
      '2026-13-01',
      '2027-02-29',
      'garbage',
      '',
      'Tue Mar 1 2026',
      '2026-07-01 14:05',
    ]) {
      expect(parseInstant(bad), bad).toBeNaN();
    }
  });
});

describe('isIsoDate', () => {
  it('takes real calendar dates only, leap days in leap years', () => {
    for (const good of ['2026-11-22', '2028-02-29', '2000-02-29', '2026-12-31'])
      expect(isIsoDate(good), good).toBe(true);
    for (const bad of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-1-05',
      '26-01-05',
      '2026-01-05T00:00',
    ])
      expect(isIsoDate(bad), bad).toBe(false);
  });
});

describe('landingInstant', () => {
  it("reads date and time as UTC, from 'HH:mm' to 'HH:mm:ss.SSS'", () => {
    expect(landingInstant('2026-07-01', '13:00:00.000').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(landingInstant('2026-11-22', '14:05').toISOString()).toBe('2026-11-22T14:05:00.000Z');
    expect(landingInstant('2026-11-22', '14:05:09.5').toISOString()).toBe('2026-11-22T14:05:09.500Z');
    expect(landingInstant('2028-02-29', '23:59').toISOString()).toBe('2028-02-29T23:59:00.000Z');
  });
  it('is an invalid Date for malformed input', () => {
    expect(Number.isNaN(landingInstant('2026-02-30', '10:00').getTime())).toBe(true);
    expect(Number.isNaN(landingInstant('2026-07-01', '24:00').getTime())).toBe(true);
    expect(Number.isNaN(landingInstant('2026-07-01T05:00:00Z', '10:00').getTime())).toBe(true);
    expect(Number.isNaN(landingInstant('', '').getTime())).toBe(true);
  });
});

describe('UTC dates of instants', () => {
  it('takes the UTC date, even when Lisbon is already on the next day', () => {
    expect(todayIsoDate(fixedClock('2026-06-30T23:30:00Z'))).toBe('2026-06-30');
    expect(todayIsoDate(fixedClock('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
    expect(utcDate(Date.UTC(2028, 1, 29, 23, 59))).toBe('2028-02-29');
  });
  it("writes the time of day as the API stores it, 'HH:mm:ss.SSS'", () => {
    expect(utcStoredTime(new Date('2026-07-01T09:05:03.007Z'))).toBe('09:05:03.007');
  });
});

describe('addToDate', () => {
  it('adds days across months, years and leap days', () => {
    expect(addToDate('2026-11-22', { days: 90 })).toBe('2027-02-20');
    expect(addToDate('2028-02-28', { days: 1 })).toBe('2028-02-29');
    expect(addToDate('2026-02-28', { days: 1 })).toBe('2026-03-01');
    expect(addToDate('2026-12-31', { days: 1 })).toBe('2027-01-01');
    expect(addToDate('2026-03-01', { days: -1 })).toBe('2026-02-28');
  });
  it('adds years in the calendar: 29 February plus a year is 28 February', () => {
    expect(addToDate('2026-11-22', { years: 1 })).toBe('2027-11-22');
    expect(addToDate('2028-02-29', { years: 1 })).toBe('2029-02-28');
    expect(addToDate('2028-02-29', { years: 4 })).toBe('2032-02-29');
  });
  it('does not cross a DST change by an hour: days are calendar days', () => {
    expect(addToDate('2026-03-28', { days: 1 })).toBe('2026-03-29');
    expect(addToDate('2026-10-24', { days: 2 })).toBe('2026-10-26');
  });
  it('throws on what is not a date', () => {
    expect(() => addToDate('2026-02-30', { days: 1 })).toThrow(RangeError);
  });
});

describe('nextFiveMinutes', () => {
  it('rounds up to the next 5 minutes, into the next day if need be, and keeps a round time', () => {
    expect(nextFiveMinutes(new Date('2026-11-22T14:31:10Z'))).toEqual({ date: '2026-11-22', time: '14:35' });
    expect(nextFiveMinutes(new Date('2026-11-22T14:35:00Z'))).toEqual({ date: '2026-11-22', time: '14:35' });
    expect(nextFiveMinutes(new Date('2026-11-22T23:58:00Z'))).toEqual({ date: '2026-11-23', time: '00:00' });
    expect(nextFiveMinutes(new Date('2028-02-28T23:56:00Z'))).toEqual({ date: '2028-02-29', time: '00:00' });
  });
});

describe('wallClock', () => {
  it('reads Lisbon summer time an hour ahead of UTC, and winter time equal to it', () => {
    expect(wallClock('2026-07-01T13:05:09Z')).toEqual({
      date: '2026-07-01',
      time: '14:05',
      dayIndex: 2,
      minuteOfDay: 14 * 60 + 5,
    });
    expect(wallClock('2026-11-22T14:05:00Z')?.time).toBe('14:05');
    expect(wallClock(Date.UTC(2026, 6, 1, 13), 'UTC')?.time).toBe('13:00');
  });
  it('shows midnight as 00, on the next day', () => {
    expect(wallClock('2026-07-01T23:30:00.000Z')).toMatchObject({ date: '2026-07-02', time: '00:30' });
  });
  it('crosses the spring change: 01:30 UTC on the last Sunday of March is 02:30 in Lisbon', () => {
    expect(wallClock('2026-03-29T00:30:00Z')?.time).toBe('00:30');
    expect(wallClock('2026-03-29T01:30:00Z')?.time).toBe('02:30');
  });
  it('is null for an unreadable instant or zone', () => {
    expect(wallClock('garbage')).toBeNull();
    expect(wallClock(Number.NaN)).toBeNull();
    expect(wallClock('2026-07-01T00:00:00Z', 'Mars/Olympus')).toBeNull();
  });
});

describe('zonedInstant', () => {
  it('reads a wall-clock date and time back as the instant', () => {
    expect(zonedInstant('2026-07-02', '00:30')).toBe('2026-07-01T23:30:00.000Z');
    expect(zonedInstant('2026-11-22', '14:05')).toBe('2026-11-22T14:05:00.000Z');
    expect(zonedInstant('2026-11-22', '14:05', 'Europe/Berlin')).toBe('2026-11-22T13:05:00.000Z');
    expect(zonedInstant('2026-11-22', '25:00')).toBeNull();
    expect(zonedInstant('2026-02-30', '10:00')).toBeNull();
  });
  it('in the spring gap (01:00 to 02:00 does not exist in Lisbon) moves on an hour', () => {
    expect(zonedInstant('2026-03-29', '00:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(zonedInstant('2026-03-29', '01:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(wallClock(zonedInstant('2026-03-29', '01:30') ?? '')?.time).toBe('02:30');
    expect(zonedInstant('2026-03-29', '02:00')).toBe('2026-03-29T01:00:00.000Z');
  });
  it('in the autumn overlap (01:00 to 02:00 happens twice) takes the later, winter-time instant', () => {
    expect(zonedInstant('2026-10-25', '00:30')).toBe('2026-10-24T23:30:00.000Z');
    expect(zonedInstant('2026-10-25', '01:30')).toBe('2026-10-25T01:30:00.000Z');
    expect(zonedInstant('2026-10-25', '02:00')).toBe('2026-10-25T02:00:00.000Z');
  });
  it('reads a leap day', () => {
    expect(zonedInstant('2028-02-29', '12:00')).toBe('2028-02-29T12:00:00.000Z');
    expect(zonedInstant('2027-02-29', '12:00')).toBeNull();
  });
});
