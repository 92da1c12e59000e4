import { describe, expect, it } from 'vitest';
import { parseIsoInstant, wallClock } from './wall-clock';

describe('wallClock', () => {
  it('reads Lisbon summer time an hour ahead of UTC, and winter time equal to it', () => {
    expect(wallClock(Date.parse('2026-07-01T13:05:09Z'), 'Europe/Lisbon')).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 14,
      minute: 5,
      second: 9,
    });
    expect(wallClock(Date.parse('2026-11-22T14:05:00Z'), 'Europe/Lisbon').hour).toBe(14);
  });
  it('shows midnight as 00, not 24', () => {
    expect(wallClock(Date.parse('2026-06-30T23:00:00Z'), 'Europe/Lisbon')).toMatchObject({ day: 1, hour: 0 });
  });
  it('crosses the spring change: 01:30 UTC on the last Sunday of March is 02:30 in Lisbon', () => {
    expect(wallClock(Date.parse('2026-03-29T00:30:00Z'), 'Europe/Lisbon').hour).toBe(0);
    expect(wallClock(Date.parse('2026-03-29T01:30:00Z'), 'Europe/Lisbon').hour).toBe(2);
  });
});

describe('parseIsoInstant', () => {
  it('reads dates and date-times without an offset as UTC', () => {
    expect(parseIsoInstant('2026-11-22')).toBe(Date.UTC(2026, 10, 22));
    expect(parseIsoInstant('2026-11-22T14:05:09.5')).toBe(Date.UTC(2026, 10, 22, 14, 5, 9, 500));
  });
  it('honours Z and numeric offsets', () => {
    expect(parseIsoInstant('2026-07-01T15:00:00+02:00')).toBe(Date.UTC(2026, 6, 1, 13));
    expect(parseIsoInstant('2026-07-01T10:00:00-0230')).toBe(Date.UTC(2026, 6, 1, 12, 30));
    expect(parseIsoInstant('2026-07-01T10:00:00.123456Z')).toBe(Date.UTC(2026, 6, 1, 10, 0, 0, 123));
  });
  it('refuses impossible dates and anything not ISO 8601', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-07-01T24:00', 'garbage', '', 'Tue Mar 1 2026']) {
      expect(parseIsoInstant(bad)).toBeNaN();
    }
  });
});
