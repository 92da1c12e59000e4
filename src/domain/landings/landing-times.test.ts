import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/messages';
import { arrivalProblem, dateProblem, departureProblem } from './landing-times';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('dateProblem', () => {
  it('takes any date from 2000 to one year ahead', () => {
    for (const date of ['2000-01-01', '2026-11-22', '2027-11-22'])
      expect(dateProblem(date, now), date).toBeNull();
  });
  it('refuses a date before 2000 or more than a year ahead, naming the date', () => {
    expect(dateProblem('1999-12-31', now)).toEqual({
      field: 'date',
      message: msg('validation.landing.dateBefore2000'),
    });
    expect(dateProblem('2027-11-23', now)).toEqual({
      field: 'date',
      message: msg('validation.landing.dateTooFar'),
    });
    expect(dateProblem('2076-11-22', now)?.field).toBe('date');
  });
  it('counts the year in the calendar from a leap day: 29 February 2028 runs to 28 February 2029', () => {
    const leapDay = new Date('2028-02-29T12:00:00.000Z');
    expect(dateProblem('2029-02-28', leapDay)).toBeNull();
    expect(dateProblem('2029-03-01', leapDay)?.field).toBe('date');
    expect(dateProblem('2028-02-29', new Date('2027-02-28T23:59:59.999Z'))?.field).toBe('date');
    expect(dateProblem('2028-02-29', new Date('2027-03-01T00:00:00.000Z'))).toBeNull();
  });
});

describe('arrivalProblem', () => {
  it('takes an arrival from 24 h before the landing date up to 5 minutes ahead of now', () => {
    expect(arrivalProblem('2026-11-21T00:00:00.000Z', '2026-11-22', now)).toBeNull();
    expect(arrivalProblem('2026-11-22T12:05:00.000Z', '2026-11-22', now)).toBeNull();
  });
  it('refuses an arrival in the future beyond the clock skew', () => {
    expect(arrivalProblem('2026-11-22T12:05:01.000Z', '2026-11-22', now)).toEqual({
      field: 'ata',
      message: msg('validation.landing.arrivalFuture'),
    });
  });
  it("refuses an arrival more than 24 h before the landing's date", () => {
    expect(arrivalProblem('2026-11-20T23:59:59.000Z', '2026-11-22', now)).toEqual({
      field: 'ata',
      message: msg('validation.landing.arrivalTooEarly'),
    });
    expect(arrivalProblem('1976-11-22T12:00:00.000Z', '2026-11-22', now)?.field).toBe('ata');
  });
  it('lets an aircraft land days before the date it asked for, but not back-dated more than 24 h', () => {
    expect(arrivalProblem(now.toISOString(), '2026-11-27', now)).toBeNull();
    expect(arrivalProblem('2026-11-21T12:00:00.000Z', '2026-11-27', now)).toBeNull();
    expect(arrivalProblem('2026-11-21T11:59:59.000Z', '2026-11-27', now)?.field).toBe('ata');
  });
});

describe('departureProblem', () => {
  const ata = '2026-11-22T08:00:00.000Z';
  it('takes a departure from the arrival up to 5 minutes ahead of now', () => {
    expect(departureProblem(ata, ata, now)).toBeNull();
    expect(departureProblem('2026-11-22T12:05:00.000Z', ata, now)).toBeNull();
  });
  it('refuses a departure before the arrival or in the future, naming the departure', () => {
    expect(departureProblem('2026-11-22T07:59:59.000Z', ata, now)).toEqual({
      field: 'departure',
      message: msg('validation.landing.departureBeforeArrival'),
    });
    expect(departureProblem('2026-11-22T12:05:01.000Z', ata, now)).toEqual({
      field: 'departure',
      message: msg('validation.landing.departureFuture'),
    });
  });
});
