import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import {
  flightTime,
  formatDate,
  formatHms,
  formatLisbonDateTime,
  formatPrice,
  formatSyncedAt,
  formatTime,
  formatUtcTime,
  formatZonedDateTime,
  landingInstant,
  nextFiveMinutes,
  timeOfDayMs,
  toApiTime,
  todayIsoDate,
  zonedInstant,
  zonedParts,
} from './format';

describe('formatDate', () => {
  it('shows a stored date in en-GB order', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate('2027-01-05')).toBe('05/01/2027');
  });
  it('shows unparseable input unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('formatTime', () => {
  it('cuts a stored UTC time to hours and minutes without shifting it', () => {
    expect(formatTime('14:05:00.000')).toBe('14:05');
    expect(formatTime('23:59:59')).toBe('23:59');
    expect(formatTime('7:30')).toBe('07:30');
  });
  it('leaves impossible times as they are', () => {
    expect(formatTime('25:00:00')).toBe('25:00:00');
    expect(formatTime('')).toBe('');
  });
});

describe('times say what they are (issue 15)', () => {
  it('a filed time of day is UTC and says so', () => {
    expect(formatUtcTime('14:30:00.000')).toBe('14:30 UTC');
    expect(formatUtcTime('garbage')).toBe('garbage');
  });

  it("an arrival or departure is on the club's wall clock, with its zone named", () => {
    expect(formatZonedDateTime('2026-11-22T14:05:00.000Z')).toBe('22/11/2026, 14:05 WET');
    expect(formatZonedDateTime('2026-07-01T13:00:00.000Z')).toBe('01/07/2026, 14:00 WEST');
    expect(formatZonedDateTime('2026-07-01T13:00:00.000Z', 'UTC')).toBe('01/07/2026, 13:00 UTC');
    expect(formatZonedDateTime(null)).toBe('N/A');
    expect(formatZonedDateTime('garbage', 'UTC', '---')).toBe('---');
  });
});

describe('nextFiveMinutes', () => {
  it('rounds up to the next 5 minutes, into the next day if need be, and keeps a round time', () => {
    expect(nextFiveMinutes(new Date('2026-11-22T14:31:10Z'))).toEqual({ date: '2026-11-22', time: '14:35' });
    expect(nextFiveMinutes(new Date('2026-11-22T14:35:00Z'))).toEqual({ date: '2026-11-22', time: '14:35' });
    expect(nextFiveMinutes(new Date('2026-11-22T23:58:00Z'))).toEqual({ date: '2026-11-23', time: '00:00' });
  });
});

describe('wall-clock times of a zone', () => {
  it('reads an instant as the zone shows it, and back', () => {
    expect(zonedParts('2026-07-01T23:30:00.000Z')).toEqual({ date: '2026-07-02', time: '00:30' });
    expect(zonedInstant('2026-07-02', '00:30')).toBe('2026-07-01T23:30:00.000Z');
    expect(zonedInstant('2026-11-22', '14:05')).toBe('2026-11-22T14:05:00.000Z');
    expect(zonedInstant('2026-11-22', '14:05', 'Europe/Berlin')).toBe('2026-11-22T13:05:00.000Z');
    expect(zonedInstant('2026-11-22', '25:00')).toBeNull();
    expect(zonedParts('garbage')).toBeNull();
  });
});

describe('formatLisbonDateTime', () => {
  it('adds an hour in Lisbon summer time', () => {
    expect(formatLisbonDateTime('2026-07-01T13:00:00.000Z')).toBe('01/07/2026, 14:00');
  });
  it('equals UTC in Lisbon winter time', () => {
    expect(formatLisbonDateTime('2026-11-22T14:05:00.000Z')).toBe('22/11/2026, 14:05');
  });
  it('crosses midnight into the next Lisbon day', () => {
    expect(formatLisbonDateTime('2026-06-30T23:30:00Z')).toBe('01/07/2026, 00:30');
  });
  it('honours an offset in the input', () => {
    expect(formatLisbonDateTime('2026-07-01T15:00:00+02:00')).toBe('01/07/2026, 14:00');
  });
  it('falls back when missing or invalid', () => {
    expect(formatLisbonDateTime(null)).toBe('N/A');
    expect(formatLisbonDateTime('')).toBe('N/A');
    expect(formatLisbonDateTime('garbage')).toBe('N/A');
    expect(formatLisbonDateTime(null, '---')).toBe('---');
  });
});

describe('formatPrice', () => {
  it('shows euros with two decimals', () => {
    expect(formatPrice(12.5)).toBe('€12.50');
    expect(formatPrice(0)).toBe('€0.00');
    expect(formatPrice(7)).toBe('€7.00');
    expect(formatPrice(0.1 + 0.2)).toBe('€0.30');
  });
  it('rounds half-cents up', () => {
    expect(formatPrice(1.005)).toBe('€1.01');
    expect(formatPrice(2.675)).toBe('€2.68');
    expect(formatPrice(9.999)).toBe('€10.00');
  });
  it('groups thousands', () => {
    expect(formatPrice(1234.5)).toBe('€1,234.50');
    expect(formatPrice(1234567)).toBe('€1,234,567.00');
  });
  it('treats null and non-finite as zero', () => {
    expect(formatPrice(null)).toBe('€0.00');
    expect(formatPrice(Number.NaN)).toBe('€0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('€0.00');
  });
  it('puts the sign before the euro sign and never shows negative zero', () => {
    expect(formatPrice(-12.5)).toBe('-€12.50');
    expect(formatPrice(-0.001)).toBe('€0.00');
    expect(formatPrice(-0)).toBe('€0.00');
  });
});

describe('formatHms', () => {
  it('pads hours, minutes and seconds', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(61_000)).toBe('00:01:01');
    expect(formatHms(3_599_999)).toBe('00:59:59');
  });
  it('lets hours go past 24', () => {
    expect(formatHms((26 * 3600 + 3 * 60 + 9) * 1000)).toBe('26:03:09');
    expect(formatHms(100 * 3_600_000)).toBe('100:00:00');
  });
  it('clamps negative and non-finite durations to zero', () => {
    expect(formatHms(-5000)).toBe('00:00:00');
    expect(formatHms(Number.NaN)).toBe('00:00:00');
  });
});

describe('flightTime', () => {
  it('measures departure to arrival', () => {
    expect(flightTime('2026-07-01T10:00:00Z', '2026-07-01T11:30:15Z')).toBe('01:30:15');
    expect(flightTime('2026-07-01T10:00:00Z', '2026-07-01T10:00:00Z')).toBe('00:00:00');
  });
  it('is --- when either end is missing, invalid, or the order is reversed', () => {
    expect(flightTime(null, '2026-07-01T11:00:00Z')).toBe('---');
    expect(flightTime('2026-07-01T10:00:00Z', null)).toBe('---');
    expect(flightTime(undefined, undefined)).toBe('---');
    expect(flightTime('nope', '2026-07-01T11:00:00Z')).toBe('---');
    expect(flightTime('2026-07-01T12:00:00Z', '2026-07-01T11:00:00Z')).toBe('---');
  });
});

describe('todayIsoDate', () => {
  it('takes the UTC date, even when Lisbon is already on the next day', () => {
    expect(todayIsoDate(fixedClock('2026-06-30T23:30:00Z'))).toBe('2026-06-30');
    expect(todayIsoDate(fixedClock('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });
});

describe('landingInstant', () => {
  it('reads date and time as UTC', () => {
    expect(landingInstant('2026-07-01', '13:00:00.000').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(landingInstant('2026-11-22', '14:05').toISOString()).toBe('2026-11-22T14:05:00.000Z');
    expect(landingInstant('2026-11-22', '14:05:09.5').toISOString()).toBe('2026-11-22T14:05:09.500Z');
  });
  it('is an invalid Date for malformed input', () => {
    expect(Number.isNaN(landingInstant('2026-02-30', '10:00').getTime())).toBe(true);
    expect(Number.isNaN(landingInstant('2026-07-01', '24:00').getTime())).toBe(true);
    expect(Number.isNaN(landingInstant('2026-07-01T05:00:00Z', '10:00').getTime())).toBe(true);
    expect(Number.isNaN(landingInstant('', '').getTime())).toBe(true);
  });
});

describe('toApiTime', () => {
  it('adds seconds to an input time', () => {
    expect(toApiTime('14:05')).toBe('14:05:00');
    expect(toApiTime('9:05')).toBe('09:05:00');
  });
  it('passes through times that already have seconds', () => {
    expect(toApiTime('14:05:30')).toBe('14:05:30');
    expect(toApiTime('14:05:30.000')).toBe('14:05:30.000');
  });
  it('leaves garbage for the server to refuse', () => {
    expect(toApiTime('later')).toBe('later');
    expect(toApiTime('99:99')).toBe('99:99');
  });
});

describe('formatSyncedAt', () => {
  const clock = fixedClock('2026-07-01T13:00:00.000Z');
  it('says never without a sync', () => {
    expect(formatSyncedAt(null, clock)).toBe('never');
    expect(formatSyncedAt('bad', clock)).toBe('never');
  });
  it('says just now within a minute and for future times', () => {
    expect(formatSyncedAt('2026-07-01T12:59:01.000Z', clock)).toBe('just now');
    expect(formatSyncedAt('2026-07-01T13:05:00.000Z', clock)).toBe('just now');
  });
  it('counts whole minutes within the hour', () => {
    expect(formatSyncedAt('2026-07-01T12:59:00.000Z', clock)).toBe('1 min ago');
    expect(formatSyncedAt('2026-07-01T12:57:00.000Z', clock)).toBe('3 min ago');
    expect(formatSyncedAt('2026-07-01T12:00:00.001Z', clock)).toBe('59 min ago');
  });
  it('shows the Lisbon time earlier today and the full date before today', () => {
    expect(formatSyncedAt('2026-07-01T08:15:00.000Z', clock)).toBe('09:15');
    // 23:30 UTC on 30 June is already 1 July in Lisbon: still "today" for the desk.
    expect(formatSyncedAt('2026-06-30T23:30:00.000Z', clock)).toBe('00:30');
    expect(formatSyncedAt('2026-06-30T22:30:00.000Z', clock)).toBe('30/06/2026, 23:30');
  });
});

describe('timeOfDayMs', () => {
  it('measures from midnight', () => {
    expect(timeOfDayMs('00:00')).toBe(0);
    expect(timeOfDayMs('01:02:03.004')).toBe(3_723_004);
    expect(timeOfDayMs('23:59:59')).toBe(86_399_000);
  });
  it('is null for anything else', () => {
    expect(timeOfDayMs('')).toBeNull();
    expect(timeOfDayMs('12:60')).toBeNull();
    expect(timeOfDayMs('noon')).toBeNull();
  });
});
