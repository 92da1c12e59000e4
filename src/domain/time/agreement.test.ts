// One reading of dates and times everywhere (ADR 0017): every rule, schema and formatter that takes
// a time of day or a calendar date refuses the same inputs, and takes the same ones in each form.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { parseHistorySearch } from '../books/history-search';
import { hoursVerdict, localDayAndMinute } from '../club/opening-hours';
import { isOpenBeforeClose } from '../club/schedule';
import { emptyManualLanding } from '../landings/manual-landing';
import { manualLandingProblems } from '../landings/manual-landing-problems';
import { checkPilotRequest } from '../pilot-requests/pilot-request';
import { landingCreateFields } from '../wire/landing-schema';
import { timeOfDay } from '../wire/schedule-schema';
import { formatDate, formatTime, formatUtcTime } from './format';
import { isIsoDate, landingInstant, zonedInstant } from './instants';
import { readTimeOfDay, toApiTime, toInputTime } from './time-of-day';

const TODAY = '2026-07-01';
const PILOT = {
  registration: 'CS-AYZ',
  aircraftType: 'Cessna 172',
  origin: 'LPCS',
  date: '2026-07-02',
  eta: '12:00',
  etd: null,
  purpose: 'landing',
  pilotName: 'Ana Ferreira',
  email: 'ana@example.com',
  phone: null,
  licence: 'PT.FCL.0101',
  passengers: [],
  services: [],
  notes: null,
};
const pilotProblems = (change: Record<string, unknown>) => {
  const result = checkPilotRequest({ ...PILOT, ...change }, TODAY);
  return result.ok ? {} : result.problems;
};
const manualProblems = (change: Record<string, unknown>) =>
  manualLandingProblems(
    {
      ...emptyManualLanding(new Date(`${TODAY}T10:00:00Z`)),
      pilotName: 'Ana',
      registration: 'CS-AYZ',
      ...change,
    },
    { todayIso: TODAY, aircrafts: [], keepsFreeText: true },
  );
const HOURS = [0, 1, 2, 3, 4, 5, 6].map((day_index) => ({ day_index, open: '00:00:00', close: '23:59:00' }));

const BAD_TIMES = [
  '',
  ' ',
  'noon',
  '24:00',
  '24:00:00',
  '25:00',
  '12:60',
  '12:00:60',
  '1405',
  'T14:05',
  '14:05Z',
  '14:05:00.1234',
  '١٤:٠٥',
];
const BAD_DATES = [
  '',
  'tomorrow',
  '2026-02-30',
  '2027-02-29',
  '1900-02-29',
  '2026-13-01',
  '2026-04-31',
  '2026-7-01',
  '2026-07-01T00:00Z',
  '01/07/2026',
];

describe('a time of day that is not one', () => {
  it.each(BAD_TIMES)('%j is refused by every reader and left as typed by every writer', (time) => {
    expect(readTimeOfDay(time)).toBeNull();
    expect(Number.isNaN(landingInstant(TODAY, time).getTime())).toBe(true);
    expect(zonedInstant(TODAY, time)).toBeNull();
    expect(localDayAndMinute(TODAY, time)).toBeNull();
    expect(hoursVerdict(TODAY, time, HOURS)).toBe('unknown');
    expect(isOpenBeforeClose('00:00', time)).toBe(false);
    expect(z.safeParse(timeOfDay, time).success).toBe(false);
    expect(z.safeParse(landingCreateFields.time, time).success).toBe(false);
    expect(pilotProblems({ eta: time }).eta).toBeDefined();
    expect(manualProblems({ eta: time }).eta).toBeDefined();
    expect([toApiTime(time), toInputTime(time), formatTime(time), formatUtcTime(time)]).toEqual([
      time,
      time,
      time,
      time,
    ]);
  });

  it("takes each form's own shapes: 'HH:mm' where a time input files it, 'HH:mm:ss.SSS' where the API stores it", () => {
    expect(pilotProblems({ eta: '14:05' }).eta).toBeUndefined();
    expect(pilotProblems({ eta: '14:05:00' }).eta).toBeDefined();
    expect(z.safeParse(timeOfDay, '14:05:00.000').success).toBe(true);
    expect(z.safeParse(timeOfDay, '14:05').success).toBe(false);
    for (const typed of ['14:05', '7:30', '14:05:00', '14:05:00.000']) {
      expect(manualProblems({ eta: typed }).eta, typed).toBeUndefined();
      expect(localDayAndMinute(TODAY, typed), typed).not.toBeNull();
    }
  });
});

describe('a calendar date that is not one', () => {
  it.each(BAD_DATES)('%j is refused by every reader and shown as given', (date) => {
    expect(isIsoDate(date)).toBe(false);
    expect(parseHistorySearch({ from: date })).toEqual({});
    expect(z.safeParse(landingCreateFields.date, date).success).toBe(false);
    expect(pilotProblems({ date }).date).toBe('validation.pilotRequest.date');
    expect(manualProblems({ date }).date).toEqual({ id: 'movements.createLanding.problem.date' });
    expect(Number.isNaN(landingInstant(date, '12:00').getTime())).toBe(true);
    expect(zonedInstant(date, '12:00')).toBeNull();
    expect(localDayAndMinute(date, '12:00')).toBeNull();
    expect(formatDate(date)).toBe(date);
  });

  it.each(['2028-02-29', '2000-02-29', '2026-12-31', '2027-01-01'])('%s is taken by every reader', (date) => {
    expect(isIsoDate(date)).toBe(true);
    expect(parseHistorySearch({ from: date })).toEqual({ from: date });
    expect(z.safeParse(landingCreateFields.date, date).success).toBe(true);
    expect(landingInstant(date, '12:00').toISOString()).toBe(`${date}T12:00:00.000Z`);
    expect(localDayAndMinute(date, '12:00')).not.toBeNull();
  });

  it('agrees with the zod check the router and the landings schema use, over four years of days', () => {
    for (let year = 2027; year <= 2030; year++)
      for (let month = 1; month <= 12; month++)
        for (let day = 28; day <= 32; day++) {
          const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(isIsoDate(date), date).toBe(z.safeParse(landingCreateFields.date, date).success);
        }
  });
});
