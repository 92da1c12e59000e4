import { describe, expect, it } from 'vitest';
import { clockZone, clubClockOf, DEFAULT_CLUB_CLOCK, isClubClock, withZoneName } from './club-clock';
import { formatEtaOnClock, formatOnClock } from './format';
import { hoursOnClock } from './hours-on-clock';
import { storedOnClock, typedToUtc } from './instants';

const UTC = { zone: clockZone('utc'), name: 'UTC' };
const LISBON = { zone: clockZone('local'), name: 'Lisbon' };

describe("the club's clock", () => {
  it('is local unless the club chose UTC on a server that keeps the choice', () => {
    expect(DEFAULT_CLUB_CLOCK).toBe('local');
    expect(clubClockOf({ clock: 'utc' })).toBe('utc');
    expect(clubClockOf({ clock: 'local' })).toBe('local');
    expect(clubClockOf({ clock: null })).toBe('local');
    expect(clubClockOf({ clock: 'Mars' })).toBe('local');
    expect(clubClockOf(null)).toBe('local');
    expect(clubClockOf({ clock: 'utc' }, false)).toBe('local');
    expect(isClubClock('utc')).toBe(true);
    expect(isClubClock('UTC')).toBe(false);
  });

  it('reads instants in UTC or on the desk wall clock', () => {
    expect(clockZone('utc')).toBe('UTC');
    expect(clockZone('local')).toBe('Europe/Lisbon');
  });

  it('writes every time with its zone named, one way', () => {
    expect(withZoneName('14:30', UTC)).toBe('14:30 UTC');
    expect(withZoneName('15:30', LISBON)).toBe('15:30 Lisbon');
  });
});

describe('formatOnClock', () => {
  it('shows an instant on the chosen clock with its name', () => {
    const summer = '2026-07-01T13:00:00.000Z';
    expect(formatOnClock(summer, UTC)).toBe('01/07/2026, 13:00 UTC');
    expect(formatOnClock(summer, LISBON)).toBe('01/07/2026, 14:00 Lisbon');
    expect(formatOnClock(Date.parse(summer), LISBON, 'en-GB', { shown: 'time' })).toBe('14:00 Lisbon');
    expect(formatOnClock(new Date(summer), { ...LISBON, name: 'Lisboa' }, 'pt-PT')).toBe(
      '01/07/2026, 14:00 Lisboa',
    );
    expect(formatOnClock('2026-11-22T14:05:00Z', LISBON)).toBe('22/11/2026, 14:05 Lisbon');
  });

  it('falls back on a missing or unreadable instant', () => {
    expect(formatOnClock(null, UTC)).toBe('N/A');
    expect(formatOnClock('garbage', UTC, 'en-GB', { fallback: '---' })).toBe('---');
  });

  it("shows a landing's stored UTC ETA on the club's clock, the day moving with it", () => {
    expect(formatEtaOnClock({ date: '2026-07-01', time: '14:30:00.000' }, UTC)).toBe('01/07/2026, 14:30 UTC');
    expect(formatEtaOnClock({ date: '2026-07-01', time: '14:30:00.000' }, LISBON)).toBe(
      '01/07/2026, 15:30 Lisbon',
    );
    expect(formatEtaOnClock({ date: '2026-07-01', time: '23:30:00' }, LISBON)).toBe(
      '02/07/2026, 00:30 Lisbon',
    );
    expect(formatEtaOnClock({ date: '2026-01-15', time: '23:30:00' }, LISBON)).toBe(
      '15/01/2026, 23:30 Lisbon',
    );
    expect(formatEtaOnClock({ date: 'soon', time: '14:30' }, UTC)).toBe('soon 14:30');
  });
});

describe('stored and typed times', () => {
  it('shows a stored UTC date and time on a clock', () => {
    expect(storedOnClock('2026-07-01', '14:30:00.000', 'UTC')).toEqual({ date: '2026-07-01', time: '14:30' });
    expect(storedOnClock('2026-07-01', '23:30:00', 'Europe/Lisbon')).toEqual({
      date: '2026-07-02',
      time: '00:30',
    });
    expect(storedOnClock('2026-02-30', '10:00', 'UTC')).toBeNull();
  });

  it('stores a time typed on a clock as UTC, DST included', () => {
    expect(typedToUtc('2026-07-01', '15:30', 'Europe/Lisbon')).toEqual({ date: '2026-07-01', time: '14:30' });
    expect(typedToUtc('2026-01-15', '15:30', 'Europe/Lisbon')).toEqual({ date: '2026-01-15', time: '15:30' });
    expect(typedToUtc('2026-07-02', '00:30', 'Europe/Lisbon')).toEqual({ date: '2026-07-01', time: '23:30' });
    expect(typedToUtc('2026-07-01', '15:30', 'UTC')).toEqual({ date: '2026-07-01', time: '15:30' });
    expect(typedToUtc('2026-07-01', '25:00', 'UTC')).toBeNull();
  });

  it('round-trips every quarter hour of a DST week', () => {
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const utc = typedToUtc('2026-10-24', time, 'Europe/Lisbon');
      expect(utc && storedOnClock(utc.date, utc.time, 'Europe/Lisbon')).toEqual({ date: '2026-10-24', time });
    }
  });
});

describe('hoursOnClock', () => {
  const week = [
    { day_index: 0, open: '09:00:00.000', close: '18:00:00.000' },
    { day_index: 6, open: '10:00:00', close: '12:00:00' },
  ];

  it('keeps the desk wall clock as it is, in HH:mm', () => {
    expect(hoursOnClock(week, 'Europe/Lisbon', '2026-07-01')).toEqual([
      { day_index: 0, open: '09:00', close: '18:00' },
      { day_index: 6, open: '10:00', close: '12:00' },
    ]);
  });

  it('shows summer hours an hour earlier in UTC and winter hours the same', () => {
    expect(hoursOnClock(week, 'UTC', '2026-07-01')).toEqual([
      { day_index: 0, open: '08:00', close: '17:00' },
      { day_index: 6, open: '09:00', close: '11:00' },
    ]);
    expect(hoursOnClock(week, 'UTC', '2026-12-01')).toEqual([
      { day_index: 0, open: '09:00', close: '18:00' },
      { day_index: 6, open: '10:00', close: '12:00' },
    ]);
  });

  it('reads each day on its own date across the spring change', () => {
    // Thursday 26 March 2026: the coming Sunday (29th) is summer time, the Monday after too.
    expect(hoursOnClock(week, 'UTC', '2026-03-26')).toEqual([
      { day_index: 0, open: '08:00', close: '17:00' },
      { day_index: 6, open: '09:00', close: '11:00' },
    ]);
    // Wednesday 25 March: Sunday 29th is summer time already, Monday 30th too.
    expect(hoursOnClock([{ day_index: 2, open: '09:00', close: '10:00' }], 'UTC', '2026-03-25')).toEqual([
      { day_index: 2, open: '09:00', close: '10:00' },
    ]);
  });
});
