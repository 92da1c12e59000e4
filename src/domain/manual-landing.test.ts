import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';
import {
  EMPTY_MANUAL_LANDING,
  estimatedCost,
  isManualLandingValid,
  type ManualLandingForm,
  manualLandingData,
  manualLandingDraft,
  manualLandingProblems,
} from './manual-landing';
import type { Aircraft, User } from './types';

const TODAY = '2026-07-10';
const filled: ManualLandingForm = { pilotId: '3', email: 'ana@example.com', date: TODAY, aircraftId: '2' };
const bands = [
  { weight1: 0, weight2: 999, priceLand: 12.5, priceTouchGo: 6 },
  { weight1: 1000, weight2: 1999, priceLand: 20, priceTouchGo: 10 },
];
const pilot: User = {
  id: 3,
  username: 'pilot3',
  email: 'ana@example.com',
  name: 'Ana Sousa',
  licenceNumber: 'PT-1',
  callSign: 'ANA1',
};
const aircraft: Aircraft = { id: 2, name: 'Cessna 172 CS-AAA', category: 'Single engine', mtow: 1111 };

describe('manualLandingProblems', () => {
  it('asks for pilot, email, date and airplane on an empty form', () => {
    expect(Object.keys(manualLandingProblems(EMPTY_MANUAL_LANDING, TODAY)).sort()).toEqual([
      'aircraftId',
      'date',
      'email',
      'pilotId',
    ]);
    expect(isManualLandingValid(EMPTY_MANUAL_LANDING, TODAY)).toBe(false);
  });
  it('accepts a complete form dated today or later', () => {
    expect(manualLandingProblems(filled, TODAY)).toEqual({});
    expect(isManualLandingValid({ ...filled, date: '2026-12-31' }, TODAY)).toBe(true);
  });
  it('refuses an email that is not one and a date in the past', () => {
    expect(manualLandingProblems({ ...filled, email: 'ana@' }, TODAY)).toEqual({
      email: 'Enter a valid email address.',
    });
    expect(manualLandingProblems({ ...filled, date: '2026-07-09' }, TODAY)).toEqual({
      date: 'The date cannot be in the past.',
    });
    expect(manualLandingProblems({ ...filled, date: '10/07/2026' }, TODAY).date).toBe(
      'Choose the landing date.',
    );
  });
});

describe('estimatedCost', () => {
  it("is the landing price of the band holding the aircraft's MTOW", () => {
    expect(formatPrice(estimatedCost(bands, aircraft))).toBe('€20.00');
    expect(formatPrice(estimatedCost(bands, { mtow: 600 }))).toBe('€12.50');
  });
  it('is null without an aircraft or a band for it', () => {
    expect(estimatedCost(bands, null)).toBeNull();
    expect(estimatedCost(bands, { mtow: 5000 })).toBeNull();
  });
});

describe('the landing sent and shown', () => {
  const parts = {
    form: { ...filled, email: ' ana@example.com ' },
    pilot,
    aircraft,
    club: null,
    bands,
    now: new Date('2026-07-10T09:00:00Z'),
  };
  it('sends pilot, email, date, noon and aircraft', () => {
    expect(manualLandingData(parts)).toEqual({
      user: 3,
      email: 'ana@example.com',
      date: TODAY,
      time: '12:00:00',
      aircraft: 2,
    });
  });
  it('shows an accepted landing priced by the bands, the pilot on board', () => {
    expect(manualLandingDraft(parts)).toMatchObject({
      status: 'pending',
      permission: true,
      landing_permission: true,
      price: 20,
      passengers_on_board: '["Ana Sousa"]',
      date: TODAY,
      time: '12:00:00.000',
      aircraft,
      user: pilot,
    });
  });
});
