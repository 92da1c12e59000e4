import { describe, expect, it } from 'vitest';
import { type MessageId, msg } from '@/i18n/messages';
import { applyCorrection, type CorrectedLanding, isCorrection } from './landing-correction';

const rates = {
  price_park: 5,
  price_park_twin: 8,
  price_park_bizz: 20,
  price_park_heli: 10,
  hours_free_park: 0,
};
const bands = [
  { weight1: 0, weight2: 1000, priceLand: 15, priceTouchGo: 7.5 },
  { weight1: 1001, weight2: 2500, priceLand: 25, priceTouchGo: 12.5 },
];
// Club service 7 (hangar) at 33.00, 8 (cleaning) at 12.50.
const servicePrices = new Map([
  [7, 33],
  [8, 12.5],
]);
const context = { now: new Date('2026-11-22T15:00:00.000Z'), rates, bands, servicePrices };
const finished: CorrectedLanding = {
  status: 'finished',
  date: '2026-11-22',
  ata: '2026-11-22T10:00:00.000Z',
  departure: '2026-11-22T12:30:00.000Z',
  price: 30,
  landingPurpose: null,
  mtow: 800,
  aircraftMtow: null,
  category: null,
  serviceIds: [],
};

describe('isCorrection', () => {
  it('tells a correction from a decision, an arrival, a departure or an ending', () => {
    expect(isCorrection({ registration: 'CS-AAA' }, 'pending')).toBe(true);
    expect(isCorrection({ ata: '2026-11-22T10:00:00.000Z' }, 'parked')).toBe(false);
    expect(isCorrection({ ata: '2026-11-22T10:00:00.000Z' }, 'finished')).toBe(true);
    expect(isCorrection({ status: 'finished', departure: '2026-11-22T10:00:00.000Z' }, 'parked')).toBe(false);
    expect(isCorrection({ permission: true }, 'pending')).toBe(false);
    expect(isCorrection({ paymentStatus: 'Paid' }, 'finished')).toBe(false);
  });
});

describe('applyCorrection', () => {
  it('reprices a finished landing from its corrected MTOW and times, with the time parked', () => {
    const result = applyCorrection(finished, { mtow: 1100, departure: '2026-11-22T11:30:00.000Z' }, context);
    // Band 2 lands at 25.00, and 1 h 30 parked bills one full hour at 5.00.
    expect(result).toEqual({
      ok: true,
      changes: { mtow: 1100, departure: '2026-11-22T11:30:00.000Z', price: 30, time_parked: '1h 30m' },
    });
  });

  it('leaves a landing with no MTOW to be priced, and does not reprice for a name', () => {
    expect(
      applyCorrection({ ...finished, mtow: null }, { landingPurpose: 'training_touch_and_go' }, context),
    ).toMatchObject({
      ok: true,
      changes: { price: null },
    });
    expect(applyCorrection(finished, { registration: 'CS-BBB' }, context)).toEqual({
      ok: true,
      changes: { registration: 'CS-BBB' },
    });
  });

  it('prices the chosen services into the fee, and again when the services or the purpose change', () => {
    const withHangar = { ...finished, serviceIds: [7], price: 63 };
    // A touch and go of band 1 at 7.50, the hangar at 33.00, 2 full hours parked at 5.00.
    expect(applyCorrection(withHangar, { landingPurpose: 'training_touch_and_go' }, context)).toMatchObject({
      ok: true,
      changes: { landingPurpose: 'training_touch_and_go', price: 50.5 },
    });
    // Cleaning instead of the hangar: 15.00 + 12.50 + 2 full hours at 5.00.
    expect(applyCorrection(withHangar, { club_services: [8] }, context)).toMatchObject({
      ok: true,
      changes: { club_services: [8], price: 37.5 },
    });
    const pending = { ...withHangar, status: 'pending' as const, ata: null, departure: null };
    expect(applyCorrection(pending, { club_services: [] }, context)).toMatchObject({
      ok: true,
      changes: { club_services: [], price: 15 },
    });
  });

  it('corrects the record of a landing that never flew, and leaves its fee as it was', () => {
    for (const status of ['cancelled', 'no_show'] as const) {
      const ended = { ...finished, status, ata: null, departure: null, price: 25 };
      const result = applyCorrection(ended, { club_services: [7, 8], registration: 'CS-ABC' }, context);
      expect(result).toEqual({ ok: true, changes: { club_services: [7, 8], registration: 'CS-ABC' } });
    }
  });

  it('lets go of the aircraft record and prices by the declared MTOW instead', () => {
    const known = {
      ...finished,
      status: 'pending' as const,
      ata: null,
      departure: null,
      mtow: null,
      aircraftMtow: 2000,
    };
    expect(applyCorrection(known, { aircraft: null, mtow: 900 }, context)).toMatchObject({
      ok: true,
      changes: { price: 15 },
    });
    expect(applyCorrection(known, { landingPurpose: 'training_touch_and_go' }, context)).toMatchObject({
      ok: true,
      changes: { price: 12.5 },
    });
  });

  it('refuses times that break the day, the order or the state, naming the field', () => {
    const cases: [Parameters<typeof applyCorrection>[1], string, MessageId][] = [
      [{ ata: '2026-11-21T23:59:00.000Z' }, 'ata', 'validation.landing.arrivalBeforeDate'],
      [{ departure: '2026-11-22T09:00:00.000Z' }, 'departure', 'validation.landing.departureBeforeArrival'],
      [{ date: '2026-11-23' }, 'date', 'validation.landing.arrivalBeforeDate'],
      [{ ata: '2026-11-22T16:00:00.000Z' }, 'ata', 'validation.landing.arrivalFuture'],
      [{ date: '1999-12-31' }, 'date', 'validation.landing.dateBefore2000'],
    ];
    for (const [patch, field, id] of cases)
      expect(applyCorrection(finished, patch, context), JSON.stringify(patch)).toEqual({
        ok: false,
        field,
        reason: msg(id),
      });
    const pending = { ...finished, status: 'pending' as const, ata: null, departure: null };
    expect(applyCorrection(pending, { ata: '2026-11-22T10:00:00.000Z' }, context)).toMatchObject({
      ok: false,
      field: 'ata',
    });
    expect(applyCorrection(finished, { date: '2026-11-22', paymentStatus: 'Paid' }, context)).toMatchObject({
      ok: false,
      field: 'status',
    });
  });
});
