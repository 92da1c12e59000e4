import { describe, expect, it } from 'vitest';
import { isTimeOfDay, readTimeOfDay, timeOfDayMs, toApiTime, toInputTime, toStoredTime } from './time-of-day';

describe('readTimeOfDay', () => {
  it("reads 'HH:mm' and 'HH:mm:ss.SSS' alike, saying which gave seconds", () => {
    expect(readTimeOfDay('14:05')).toEqual({
      hour: 14,
      minute: 5,
      second: 0,
      millisecond: 0,
      hasSeconds: false,
    });
    expect(readTimeOfDay('14:05:09.250')).toEqual({
      hour: 14,
      minute: 5,
      second: 9,
      millisecond: 250,
      hasSeconds: true,
    });
    expect(readTimeOfDay('7:30')).toMatchObject({ hour: 7, minute: 30, hasSeconds: false });
    expect(readTimeOfDay(' 14:05 ')).toMatchObject({ hour: 14, minute: 5 });
  });
  it('reads a fraction as part of a second: .5 is 500 ms, .05 is 50 ms', () => {
    expect(readTimeOfDay('14:05:09.5')?.millisecond).toBe(500);
    expect(readTimeOfDay('14:05:09.05')?.millisecond).toBe(50);
    expect(readTimeOfDay('14:05:09.005')?.millisecond).toBe(5);
  });
  it('keeps each form to its own shapes', () => {
    expect(isTimeOfDay('14:05', 'filed')).toBe(true);
    expect(isTimeOfDay('14:05:00', 'filed')).toBe(false);
    expect(isTimeOfDay('7:30', 'filed')).toBe(false);
    expect(isTimeOfDay('14:05:00', 'stored')).toBe(true);
    expect(isTimeOfDay('14:05:00.000', 'stored')).toBe(true);
    expect(isTimeOfDay('14:05', 'stored')).toBe(false);
    expect(isTimeOfDay('9:05:00', 'stored')).toBe(false);
    expect(isTimeOfDay(' 14:05:00', 'stored')).toBe(false);
  });
  it('refuses what is not a time of day in every form', () => {
    const bad = [
      '',
      'noon',
      '24:00',
      '24:00:00',
      '25:00',
      '12:60',
      '12:00:60',
      '1405',
      '14',
      'T14:05',
      '14:05Z',
    ];
    for (const text of [...bad, '14:05:00.1234', '14:05:00,5', '-1:00', '123:00'])
      for (const form of ['typed', 'stored', 'filed'] as const)
        expect(isTimeOfDay(text, form), `${form} ${text}`).toBe(false);
  });
  it('gives the same answer when asked again (the memo)', () => {
    expect(readTimeOfDay('23:59:59.999')).toEqual(readTimeOfDay('23:59:59.999'));
    expect(readTimeOfDay('24:00')).toBeNull();
    expect(readTimeOfDay('24:00')).toBeNull();
  });
});

describe('timeOfDayMs', () => {
  it('measures from midnight', () => {
    expect(timeOfDayMs('00:00')).toBe(0);
    expect(timeOfDayMs('01:02:03.004')).toBe(3_723_004);
    expect(timeOfDayMs('23:59:59')).toBe(86_399_000);
    expect(timeOfDayMs('23:59:59.999', 'stored')).toBe(86_399_999);
  });
  it('is null for anything else', () => {
    expect(timeOfDayMs('')).toBeNull();
    expect(timeOfDayMs('12:60')).toBeNull();
    expect(timeOfDayMs('noon')).toBeNull();
    expect(timeOfDayMs('9:00', 'filed')).toBeNull();
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

describe('toInputTime', () => {
  it('cuts a stored UTC time to hours and minutes without shifting it', () => {
    expect(toInputTime('14:05:00.000')).toBe('14:05');
    expect(toInputTime('23:59:59')).toBe('23:59');
    expect(toInputTime('7:30')).toBe('07:30');
    expect(toInputTime('00:00:00.000')).toBe('00:00');
  });
  it('leaves impossible times as they are', () => {
    expect(toInputTime('25:00:00')).toBe('25:00:00');
    expect(toInputTime('')).toBe('');
  });
});

describe('toStoredTime', () => {
  it("writes a time in the API's form with milliseconds, as Strapi answers it", () => {
    expect(toStoredTime('09:00:00')).toBe('09:00:00.000');
    expect(toStoredTime('09:00:00.5')).toBe('09:00:00.500');
    expect(toStoredTime('23:59:59.999')).toBe('23:59:59.999');
  });
  it('leaves what is not in that form as it is', () => {
    expect(toStoredTime('09:00')).toBe('09:00');
  });
});
