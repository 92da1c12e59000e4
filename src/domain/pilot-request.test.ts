import { describe, expect, it } from 'vitest';
import { checkPilotRequest, passengerLines } from './pilot-request';

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

describe('checkPilotRequest', () => {
  it('accepts a good request and cleans it', () => {
    const result = checkPilotRequest(GOOD, TODAY);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.body.registration).toBe('CS-AYZ');
  });

  it.each([
    ['registration', 'C', /registration/],
    ['registration', 'CS AYZ', /registration/],
    ['registration', 'ABCDEFGHIJK', /registration/],
    ['aircraftType', 'x', /aircraft type/],
    ['origin', 'y'.repeat(61), /departure aerodrome/],
    ['date', '2026-06-30', /past/],
    ['date', '2026-09-30', /90 days/],
    ['date', 'tomorrow', /Choose the date/],
    ['date', '2026-07-32', /Choose the date/],
    ['eta', '24:00', /ETA/],
    ['eta', '7:30', /ETA/],
    ['eta', '12:00:00', /ETA/],
    ['etd', '1200', /ETD/],
    ['etd', '12:30', /before the ETA/],
    ['purpose', 'skydive', /Landing or Touch/],
    ['pilotName', ' ', /your name/],
    ['email', 'ana@', /email/],
    ['phone', 'call me', /phone/],
    ['licence', '!!', /licence/],
    ['passengers', Array.from({ length: 13 }, (_, i) => `P${i}`), /At most 12/],
    ['passengers', ['x'.repeat(81)], /one passenger/],
    ['services', [0], /./],
    ['notes', 'n'.repeat(1001), /1000/],
  ])('refuses a bad %s with a message for that field', (field, value, message) => {
    expect(problems({ ...GOOD, [field]: value })[field as keyof typeof GOOD]).toMatch(message);
  });

  it('accepts the last day of the window and no ETD', () => {
    expect(problems({ ...GOOD, date: '2026-09-29', etd: null })).toEqual({});
  });

  it('counts the 90 days in the calendar, across a leap day', () => {
    const leap = (date: string) => checkPilotRequest({ ...GOOD, date }, '2028-02-28');
    expect(leap('2028-02-29').ok).toBe(true);
    expect(leap('2028-05-28').ok).toBe(true);
    expect(leap('2028-05-29').ok).toBe(false);
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
