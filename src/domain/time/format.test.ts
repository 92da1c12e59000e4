import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatLongDate,
  formatTime,
  formatUtcTime,
  formatZonedDateTime,
  prepareTimeFormats,
} from './format';

describe('formatDate', () => {
  it('shows a stored date in en-GB order', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate('2027-01-05')).toBe('05/01/2027');
    expect(formatDate('2028-02-29')).toBe('29/02/2028');
  });
  it('shows unparseable input unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('2027-02-29')).toBe('2027-02-29');
  });
  it('shows it in Portuguese order for pt-PT', () => {
    expect(formatDate('2026-11-22', 'pt-PT')).toBe('22/11/2026');
  });
});

describe('formatLongDate', () => {
  it('names the month, so that no reader takes the day for the month', () => {
    expect(formatLongDate('2026-12-04')).toBe('4 December 2026');
    expect(formatLongDate('2026-12-04', 'pt-PT')).toBe('4 de dezembro de 2026');
    expect(formatLongDate('2026-12-04', 'en-US')).toBe('December 4, 2026');
  });
  it('reads the stored day as a UTC calendar day, and shows unparseable input unchanged', () => {
    expect(formatLongDate('2027-01-01')).toBe('1 January 2027');
    expect(formatLongDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('formatTime', () => {
  it('cuts a stored UTC time to hours and minutes without shifting it', () => {
    expect(formatTime('14:05:00.000')).toBe('14:05');
    expect(formatTime('23:59:59')).toBe('23:59');
    expect(formatTime('7:30')).toBe('07:30');
    expect(formatTime('00:05')).toBe('00:05');
  });
  it('leaves impossible times as they are', () => {
    expect(formatTime('25:00:00')).toBe('25:00:00');
    expect(formatTime('')).toBe('');
  });
});

describe('times say what they are', () => {
  it('a filed time of day is UTC and says so', () => {
    expect(formatUtcTime('14:30:00.000')).toBe('14:30 UTC');
    expect(formatUtcTime('00:00')).toBe('00:00 UTC');
    expect(formatUtcTime('garbage')).toBe('garbage');
    expect(formatUtcTime('14:30', 'pt-PT')).toBe('14:30 UTC');
  });

  it("an arrival or departure is on the club's wall clock, with its zone named", () => {
    expect(formatZonedDateTime('2026-11-22T14:05:00.000Z')).toBe('22/11/2026, 14:05 WET');
    expect(formatZonedDateTime('2026-07-01T13:00:00.000Z')).toBe('01/07/2026, 14:00 WEST');
    expect(formatZonedDateTime('2026-07-01T13:00:00.000Z', 'en-GB', { zone: 'UTC' })).toBe(
      '01/07/2026, 13:00 UTC',
    );
    expect(formatZonedDateTime(null)).toBe('N/A');
    expect(formatZonedDateTime('garbage', 'en-GB', { zone: 'UTC', fallback: '---' })).toBe('---');
  });

  it('names the Lisbon zone either side of both DST changes', () => {
    expect(formatZonedDateTime('2026-03-29T00:59:00Z')).toBe('29/03/2026, 00:59 WET');
    expect(formatZonedDateTime('2026-03-29T01:00:00Z')).toBe('29/03/2026, 02:00 WEST');
    expect(formatZonedDateTime('2026-10-25T00:30:00Z')).toBe('25/10/2026, 01:30 WEST');
    expect(formatZonedDateTime('2026-10-25T01:30:00Z')).toBe('25/10/2026, 01:30 WET');
  });

  it('shows the same instant in Portuguese for pt-PT', () => {
    expect(formatZonedDateTime('2026-07-01T13:00:00.000Z', 'pt-PT')).toBe('01/07/2026, 14:00 WEST');
  });
});

describe('formatZonedDateTime without the zone named', () => {
  const dateTime = { shown: 'date-time' } as const;
  it('adds an hour in Lisbon summer time and equals UTC in winter', () => {
    expect(formatZonedDateTime('2026-07-01T13:00:00.000Z', 'en-GB', dateTime)).toBe('01/07/2026, 14:00');
    expect(formatZonedDateTime('2026-11-22T14:05:00.000Z', 'en-GB', dateTime)).toBe('22/11/2026, 14:05');
  });
  it('crosses midnight into the next Lisbon day, and honours an offset in the input', () => {
    expect(formatZonedDateTime('2026-06-30T23:30:00Z', 'en-GB', dateTime)).toBe('01/07/2026, 00:30');
    expect(formatZonedDateTime('2026-07-01T15:00:00+02:00', 'en-GB', dateTime)).toBe('01/07/2026, 14:00');
  });
  it("shows an instant's UTC time of day alone", () => {
    expect(formatZonedDateTime('2026-07-01T11:00:00.000Z', 'en-GB', { zone: 'UTC', shown: 'time' })).toBe(
      '11:00',
    );
  });
  it('falls back when missing or invalid', () => {
    expect(formatZonedDateTime(null, 'en-GB', dateTime)).toBe('N/A');
    expect(formatZonedDateTime('', 'en-GB', dateTime)).toBe('N/A');
    expect(formatZonedDateTime('garbage', 'en-GB', dateTime)).toBe('N/A');
    expect(formatZonedDateTime(undefined, 'en-GB', { fallback: '---' })).toBe('---');
  });
});

describe('prepareTimeFormats', () => {
  it('builds the formats ahead and changes nothing shown', () => {
    prepareTimeFormats(['UTC', 'Europe/Lisbon']);
    expect(formatZonedDateTime('2026-11-22T14:05:00.000Z')).toBe('22/11/2026, 14:05 WET');
  });
});
