import { describe, expect, it } from 'vitest';
import { flightTime, formatHms, formatTimeParked } from './durations';

const HOUR = 3_600_000;

describe('formatHms', () => {
  it('pads hours, minutes and seconds', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(61_000)).toBe('00:01:01');
    expect(formatHms(3_599_999)).toBe('00:59:59');
  });
  it('lets hours go past 24', () => {
    expect(formatHms((26 * 3600 + 3 * 60 + 9) * 1000)).toBe('26:03:09');
    expect(formatHms(100 * HOUR)).toBe('100:00:00');
  });
  it('clamps negative and non-finite durations to zero', () => {
    expect(formatHms(-5000)).toBe('00:00:00');
    expect(formatHms(Number.NaN)).toBe('00:00:00');
    expect(formatHms(Number.POSITIVE_INFINITY)).toBe('00:00:00');
  });
  it('writes the same digits in Portuguese', () => {
    expect(formatHms(50 * HOUR + 61_000, 'pt-PT')).toBe('50:01:01');
  });
});

describe('flightTime', () => {
  it('measures departure to arrival', () => {
    expect(flightTime('2026-07-01T10:00:00Z', '2026-07-01T11:30:15Z')).toBe('01:30:15');
    expect(flightTime('2026-07-01T10:00:00Z', '2026-07-01T10:00:00Z')).toBe('00:00:00');
  });
  it('counts real hours across a DST change', () => {
    // Lisbon's clocks go back an hour that night: 3 h on the wall clock, 4 h in the air.
    expect(flightTime('2026-10-24T23:00:00Z', '2026-10-25T03:00:00Z')).toBe('04:00:00');
  });
  it('is --- when either end is missing, invalid, or the order is reversed', () => {
    expect(flightTime(null, '2026-07-01T11:00:00Z')).toBe('---');
    expect(flightTime('2026-07-01T10:00:00Z', null)).toBe('---');
    expect(flightTime(undefined, undefined)).toBe('---');
    expect(flightTime('nope', '2026-07-01T11:00:00Z')).toBe('---');
    expect(flightTime('2026-07-01T12:00:00Z', '2026-07-01T11:00:00Z')).toBe('---');
  });
});

describe('formatTimeParked', () => {
  it('shows hours and minutes, minutes rounded down', () => {
    expect(formatTimeParked(6 * HOUR + 38 * 60_000 + 59_999)).toBe('6h 38m');
    expect(formatTimeParked(0)).toBe('0h 0m');
    expect(formatTimeParked(59_999)).toBe('0h 0m');
    expect(formatTimeParked(26 * HOUR + 5 * 60_000)).toBe('26h 5m');
  });
  it('clamps negative durations to zero', () => {
    expect(formatTimeParked(-HOUR)).toBe('0h 0m');
  });
});
