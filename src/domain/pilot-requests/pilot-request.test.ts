import { describe, expect, it } from 'vitest';
import { checkPilotRequest, MAX_DAYS_AHEAD, passengerLines } from './pilot-request';

const TODAY = '2026-07-01';
const GOOD = {
  registration: ' cs-ayz ',
  aircraftType: 'Cessna 172',
  origin: 'LPCS',
  date: '2026-07-02',
  eta: '12:00',
  etd: '11:00',
  purpose: 'landing',
  pilotName: 'Ana Ferreira',
  email: 'ana@example.com',
  phone: null,
  licence: 'PT.FCL.0101',
  passengers: ['Rita Sousa'],
  services: [1],
  notes: null,
};

const problems = (body: unknown) => {
  const result = checkPilotRequest(body, TODAY);
  return result.ok ? {} : result.problems;
};
const messages = (body: unknown) => {
  const result = checkPilotRequest(body, TODAY);
  return result.ok ? {} : result.messages;
};

describe('checkPilotRequest', () => {
  it('accepts a good request and cleans it', () => {
    const result = checkPilotRequest(GOOD, TODAY);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.body.registration).toBe('CS-AYZ');
  });

  it('takes licence numbers as licences are written: PT/PPL(A)/1234, PT.FCL.0101, 12345', () => {
    for (const licence of ['PT/PPL(A)/1234', 'PT.FCL.0101', '12345', 'FRA FCL PPL-A 1'])
      expect(problems({ ...GOOD, licence })).toEqual({});
  });

  it.each([
    ['registration', 'C', 'registration'],
    ['registration', 'CS AYZ', 'registration'],
    ['registration', 'ABCDEFGHIJK', 'registration'],
    ['aircraftType', 'x', 'aircraftType'],
    ['origin', 'y'.repeat(61), 'origin'],
    ['date', '2026-06-30', 'dateInPast'],
    ['date', 'tomorrow', 'date'],
    ['date', '2026-07-32', 'date'],
    ['eta', '24:00', 'eta'],
    ['eta', '7:30', 'eta'],
    ['eta', '12:00:00', 'eta'],
    ['etd', '1200', 'etd'],
    ['etd', '12:30', 'etdAfterEta'],
    ['purpose', 'skydive', 'purpose'],
    ['pilotName', ' ', 'pilotName'],
    ['email', 'ana@', 'email'],
    ['phone', 'call me', 'phone'],
    ['licence', '!!', 'licence'],
    ['passengers', ['x'.repeat(81)], 'passenger'],
    ['services', [0], 'servicesUnknown'],
    ['locale', 'de', 'locale'],
  ])('refuses a bad %s with a catalog key for that field', (field, value, key) => {
    const id = `validation.pilotRequest.${key}`;
    expect(problems({ ...GOOD, [field]: value })[field as keyof typeof GOOD]).toBe(id);
    expect(messages({ ...GOOD, [field]: value })[field as keyof typeof GOOD]).toEqual({ id });
  });

  it.each([
    ['date', '2026-09-30', 'dateTooFar', { days: MAX_DAYS_AHEAD }],
    ['passengers', Array.from({ length: 13 }, (_, i) => `P${i}`), 'passengers', { max: 12 }],
    ['services', Array.from({ length: 21 }, (_, i) => i + 1), 'services', { max: 20 }],
    ['notes', 'n'.repeat(1001), 'notes', { max: 1000 }],
  ])('names the limit a bad %s broke as a value of its message', (field, value, key, values) => {
    expect(messages({ ...GOOD, [field]: value })[field as keyof typeof GOOD]).toEqual({
      id: `validation.pilotRequest.${key}`,
      values,
    });
  });

  it('counts the 90 days in the calendar, across a leap day', () => {
    const leap = (date: string) => checkPilotRequest({ ...GOOD, date }, '2028-02-28');
    expect(leap('2028-02-29').ok).toBe(true);
    expect(leap('2028-05-28').ok).toBe(true);
    expect(leap('2028-05-29').ok).toBe(false);
  });

  it('takes the language the page was used in, English or Portuguese, and no other', () => {
    for (const locale of ['en', 'pt'] as const) {
      const result = checkPilotRequest({ ...GOOD, locale }, TODAY);
      expect(result.ok && result.body.locale).toBe(locale);
    }
    const without = checkPilotRequest(GOOD, TODAY);
    expect(without.ok && without.body.locale).toBeUndefined();
  });

  it('accepts the last day of the window and no ETD', () => {
    expect(problems({ ...GOOD, date: '2026-09-29', etd: null })).toEqual({});
  });

  it('refuses unknown fields as a form problem, not silently', () => {
    expect(problems({ ...GOOD, price: 0 }).form).toBeDefined();
  });
});

describe('passengerLines', () => {
  it('takes one name a line and drops blank lines', () => {
    expect(passengerLines(' Rita Sousa \n\n Jane Roe\r\n')).toEqual(['Rita Sousa', 'Jane Roe']);
  });
});
