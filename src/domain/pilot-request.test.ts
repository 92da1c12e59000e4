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
    ['registration', 'C', { id: 'validation.pilotRequest.registration' }],
    ['registration', 'CS AYZ', { id: 'validation.pilotRequest.registration' }],
    ['registration', 'ABCDEFGHIJK', { id: 'validation.pilotRequest.registration' }],
    ['aircraftType', 'x', { id: 'validation.pilotRequest.aircraftType' }],
    ['origin', 'y'.repeat(61), { id: 'validation.pilotRequest.origin' }],
    ['date', '2026-06-30', { id: 'validation.pilotRequest.datePast' }],
    ['date', '2026-09-30', { id: 'validation.pilotRequest.dateTooFar', values: { days: 90 } }],
    ['date', 'tomorrow', { id: 'validation.pilotRequest.date' }],
    ['eta', '24:00', { id: 'validation.pilotRequest.eta' }],
    ['etd', '1200', { id: 'validation.pilotRequest.etd' }],
    ['etd', '12:30', { id: 'validation.pilotRequest.etdAfterEta' }],
    ['purpose', 'skydive', { id: 'validation.pilotRequest.purpose' }],
    ['pilotName', ' ', { id: 'validation.pilotRequest.pilotName' }],
    ['email', 'ana@', { id: 'validation.pilotRequest.email' }],
    ['phone', 'call me', { id: 'validation.pilotRequest.phone' }],
    ['licence', '!!', { id: 'validation.pilotRequest.licence' }],
    [
      'passengers',
      Array.from({ length: 13 }, (_, i) => `P${i}`),
      { id: 'validation.pilotRequest.passengerCount', values: { count: 12 } },
    ],
    ['passengers', ['x'.repeat(81)], { id: 'validation.pilotRequest.passengerName' }],
    ['services', [0], { id: 'validation.pilotRequest.invalid' }],
    ['notes', 'n'.repeat(1001), { id: 'validation.pilotRequest.notes', values: { count: 1000 } }],
  ])('refuses a bad %s with the catalog message for that field', (field, value, message) => {
    expect(problems({ ...GOOD, [field]: value })[field as keyof typeof GOOD]).toEqual(message);
  });

  it('takes the language the request was made in, and only one of ours', () => {
    const result = checkPilotRequest({ ...GOOD, locale: 'pt' }, TODAY);
    expect(result.ok && result.body.locale).toBe('pt');
    expect(problems({ ...GOOD, locale: 'de' }).form).toEqual({ id: 'validation.pilotRequest.invalid' });
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
