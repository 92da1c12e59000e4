import { describe, expect, it } from 'vitest';
import { fixedClock, systemClock } from './clock';

describe('systemClock', () => {
  it('returns the current instant', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    const after = Date.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(after);
  });
});

describe('fixedClock', () => {
  it('is stopped at an ISO string', () => {
    const clock = fixedClock('2026-11-22T10:15:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-22T10:15:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-22T10:15:00.000Z');
  });

  it('is stopped at a Date', () => {
    const clock = fixedClock(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)));
    expect(clock.now().toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('cannot be moved by mutating what it returns or the Date it was given', () => {
    const source = new Date('2026-05-05T00:00:00.000Z');
    const clock = fixedClock(source);
    clock.now().setUTCFullYear(1999);
    source.setUTCFullYear(2000);
    expect(clock.now().toISOString()).toBe('2026-05-05T00:00:00.000Z');
  });

  it('refuses an invalid instant', () => {
    expect(() => fixedClock('not a date')).toThrow(RangeError);
    expect(() => fixedClock(new Date(Number.NaN))).toThrow(RangeError);
  });
});
