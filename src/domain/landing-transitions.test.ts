import { describe, expect, it } from 'vitest';
import { applyLandingPatch, type LandingState } from './landing-transitions';

const rates = {
  price_park: 5,
  price_park_twin: 8,
  price_park_bizz: 20,
  price_park_heli: 10,
  hours_free_park: 0,
};
const now = new Date('2026-11-22T12:00:00.000Z');
const context = { now, rates, category: 'Single engine' };
const pending: LandingState = { status: 'pending', permission: null, ata: null, price: 15 };

describe('applyLandingPatch', () => {
  it('accepts and rejects a pending landing, setting both permission flags', () => {
    expect(applyLandingPatch(pending, { permission: true, landing_permission: true }, context)).toEqual({
      ok: true,
      changes: { permission: true, landing_permission: true },
    });
    expect(applyLandingPatch(pending, { permission: false }, context)).toEqual({
      ok: true,
      changes: { permission: false, landing_permission: false },
    });
  });

  it('refuses a decision once the aircraft has arrived', () => {
    const parked: LandingState = { ...pending, status: 'parked', permission: true, ata: now.toISOString() };
    expect(applyLandingPatch(parked, { permission: false }, context).ok).toBe(false);
  });

  it('lets only an accepted landing arrive, stamping ata with now by default', () => {
    expect(applyLandingPatch(pending, { status: 'parked' }, context)).toEqual({
      ok: false,
      reason: 'Only an accepted landing can arrive',
    });
    expect(applyLandingPatch({ ...pending, permission: true }, { status: 'parked' }, context)).toEqual({
      ok: true,
      changes: { status: 'parked', ata: now.toISOString() },
    });
  });

  it('finishes a parked landing with departure, time parked and the SPEC §9 fee', () => {
    const parked: LandingState = {
      status: 'parked',
      permission: true,
      ata: '2026-11-22T08:30:00.000Z',
      price: 15,
    };
    const result = applyLandingPatch(parked, { status: 'finished' }, context);
    // 3h30 parked, 0 free hours, single engine: 15 + 3 × 5.
    expect(result).toEqual({
      ok: true,
      changes: { status: 'finished', departure: now.toISOString(), time_parked: '3h 30m', price: 30 },
    });
  });

  it('refuses other transitions and a departure before the arrival', () => {
    expect(applyLandingPatch(pending, { status: 'finished' }, context).ok).toBe(false);
    const parked: LandingState = { status: 'parked', permission: true, ata: now.toISOString(), price: 15 };
    expect(
      applyLandingPatch(parked, { status: 'finished', departure: '2026-11-22T11:00:00.000Z' }, context),
    ).toEqual({
      ok: false,
      reason: 'The departure cannot be before the arrival',
    });
  });

  it('changes the payment status in any state', () => {
    const finished: LandingState = { status: 'finished', permission: true, ata: null, price: 20 };
    expect(applyLandingPatch(finished, { paymentStatus: 'Paid' }, context)).toEqual({
      ok: true,
      changes: { paymentStatus: 'Paid' },
    });
  });
});
