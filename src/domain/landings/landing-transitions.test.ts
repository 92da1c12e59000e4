import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/messages';
import type { LandingChange } from '../wire/landing-schema';
import { applyLandingChange, type LandingState, noShowProblem } from './landing-transitions';

const canMarkNoShow = (landing: LandingState, at: Date) => noShowProblem(landing, at) === null;

const rates = {
  price_park: 5,
  price_park_twin: 8,
  price_park_bizz: 20,
  price_park_heli: 10,
  hours_free_park: 0,
};
const now = new Date('2026-11-22T12:00:00.000Z');
const context = { now, rates, category: 'Single engine' };
const pending: LandingState = {
  status: 'pending',
  permission: null,
  ata: null,
  price: 15,
  date: '2026-11-22',
  time: '10:00',
};

describe('applyLandingChange', () => {
  it('accepts and rejects a pending landing, setting both permission flags', () => {
    expect(applyLandingChange(pending, { permission: true, landing_permission: true }, context)).toEqual({
      ok: true,
      changes: { permission: true, landing_permission: true, reason: null },
    });
    expect(applyLandingChange(pending, { permission: false }, context)).toEqual({
      ok: true,
      changes: { permission: false, landing_permission: false, reason: null },
    });
  });

  it('carries a trimmed reason with a decision, and refuses one without a decision', () => {
    expect(applyLandingChange(pending, { permission: false, reason: '  Runway closed ' }, context)).toEqual({
      ok: true,
      changes: { permission: false, landing_permission: false, reason: 'Runway closed' },
    });
    expect(applyLandingChange(pending, { permission: false, reason: '   ' }, context)).toMatchObject({
      changes: { reason: null },
    });
    expect(applyLandingChange(pending, { paymentStatus: 'Paid', reason: 'x' }, context)).toEqual({
      ok: false,
      reason: msg('validation.landing.reasonWithDecision'),
      field: 'reason',
    });
  });

  it('refuses every move away from a cancelled request', () => {
    const cancelled: LandingState = { ...pending, status: 'cancelled', permission: true };
    expect(applyLandingChange(cancelled, { permission: true }, context)).toEqual({
      ok: false,
      field: 'permission',
      reason: msg('validation.landing.cancelledByPilot'),
    });
    expect(applyLandingChange(cancelled, { status: 'parked' }, context)).toMatchObject({
      ok: false,
      reason: msg('validation.landing.cancelledByPilot'),
    });
  });

  it('says a landing the desk cancelled was cancelled by the desk', () => {
    const cancelled: LandingState = { ...pending, status: 'cancelled', cancelledBy: 'desk' };
    expect(applyLandingChange(cancelled, { permission: true }, context)).toMatchObject({
      ok: false,
      reason: msg('validation.landing.cancelledByDesk'),
    });
    expect(
      applyLandingChange({ ...cancelled, cancelledBy: 'pilot' }, { status: 'no_show' }, context),
    ).toMatchObject({
      ok: false,
      field: 'status',
      reason: msg('validation.landing.cancelledByPilot'),
    });
  });

  it('lets the desk cancel a pending landing, undecided or accepted, with a trimmed reason', () => {
    for (const permission of [null, true]) {
      expect(
        applyLandingChange({ ...pending, permission }, { status: 'cancelled', reason: ' Fog ' }, context),
      ).toEqual({
        ok: true,
        changes: { status: 'cancelled', cancelledBy: 'desk', reason: 'Fog' },
      });
    }
    expect(applyLandingChange(pending, { status: 'cancelled' }, context)).toEqual({
      ok: true,
      changes: { status: 'cancelled', cancelledBy: 'desk', reason: null },
    });
  });

  it('refuses a desk cancel of a rejected, arrived, departed or no-show landing', () => {
    const refused = { ok: false, field: 'status', reason: msg('validation.landing.cancelPendingOnly') };
    expect(applyLandingChange({ ...pending, permission: false }, { status: 'cancelled' }, context)).toEqual(
      refused,
    );
    for (const status of ['parked', 'finished', 'no_show'] as const)
      expect(
        applyLandingChange({ ...pending, status, permission: true }, { status: 'cancelled' }, context),
      ).toEqual(refused);
  });

  it('waits for the ETA before a no-show: until then the landing may still come', () => {
    const accepted = { ...pending, permission: true, time: '12:30' };
    expect(applyLandingChange(accepted, { status: 'no_show' }, context)).toEqual({
      ok: false,
      field: 'status',
      reason: msg('validation.landing.noShowBeforeEta'),
    });
    expect(canMarkNoShow(accepted, now)).toBe(false);
    expect(canMarkNoShow({ ...accepted, time: '12:00' }, now)).toBe(true);
    expect(canMarkNoShow({ ...accepted, date: '2026-11-23', time: '00:00' }, now)).toBe(false);
    expect(canMarkNoShow({ ...accepted, date: '2026-11-21', time: '23:59' }, now)).toBe(true);
  });

  it('marks an accepted landing not arrived a no-show, and nothing else', () => {
    expect(applyLandingChange({ ...pending, permission: true }, { status: 'no_show' }, context)).toEqual({
      ok: true,
      changes: { status: 'no_show', reason: null },
    });
    const refused = { ok: false, field: 'status', reason: msg('validation.landing.noShowAcceptedOnly') };
    expect(applyLandingChange(pending, { status: 'no_show' }, context)).toEqual(refused);
    expect(applyLandingChange({ ...pending, permission: false }, { status: 'no_show' }, context)).toEqual(
      refused,
    );
    expect(
      applyLandingChange({ ...pending, status: 'parked', permission: true }, { status: 'no_show' }, context),
    ).toEqual(refused);
  });

  it('refuses a cancel or no-show mixed with any other change', () => {
    expect(
      applyLandingChange(
        { ...pending, permission: true },
        { status: 'no_show', paymentStatus: 'Paid' },
        context,
      ),
    ).toMatchObject({ ok: false, field: 'status' });
    expect(applyLandingChange(pending, { status: 'cancelled', permission: true }, context)).toMatchObject({
      ok: false,
    });
  });

  it('refuses every move away from a no-show', () => {
    const noShow: LandingState = { ...pending, status: 'no_show', permission: true };
    expect(applyLandingChange(noShow, { status: 'parked' }, context).ok).toBe(false);
    expect(applyLandingChange(noShow, { permission: false }, context).ok).toBe(false);
  });

  it('refuses a decision once the aircraft has arrived', () => {
    const parked: LandingState = { ...pending, status: 'parked', permission: true, ata: now.toISOString() };
    expect(applyLandingChange(parked, { permission: false }, context).ok).toBe(false);
  });

  it('lets only an accepted landing arrive, stamping ata with now by default', () => {
    expect(applyLandingChange(pending, { status: 'parked' }, context)).toEqual({
      ok: false,
      reason: msg('validation.landing.arriveAcceptedOnly'),
      field: 'status',
    });
    expect(applyLandingChange({ ...pending, permission: true }, { status: 'parked' }, context)).toEqual({
      ok: true,
      changes: { status: 'parked', ata: now.toISOString() },
    });
  });

  it('finishes a parked landing with departure, time parked and the parking fee', () => {
    const parked: LandingState = {
      status: 'parked',
      permission: true,
      ata: '2026-11-22T08:30:00.000Z',
      price: 15,
      date: '2026-11-22',
      time: '08:00',
    };
    const result = applyLandingChange(parked, { status: 'finished' }, context);
    // 3h30 parked, 0 free hours, single engine: 15 + 3 × 5.
    expect(result).toEqual({
      ok: true,
      changes: { status: 'finished', departure: now.toISOString(), time_parked: '3h 30m', price: 30 },
    });
  });

  it('refuses other transitions and a departure before the arrival', () => {
    expect(applyLandingChange(pending, { status: 'finished' }, context).ok).toBe(false);
    const parked: LandingState = { ...pending, status: 'parked', permission: true, ata: now.toISOString() };
    expect(
      applyLandingChange(parked, { status: 'finished', departure: '2026-11-22T11:00:00.000Z' }, context),
    ).toEqual({
      ok: false,
      reason: msg('validation.landing.departureBeforeArrival'),
      field: 'departure',
    });
  });

  it('leaves the fee and payment of a landing that never flew as they were: it is never billed', () => {
    const cancelled: LandingState = {
      ...pending,
      status: 'cancelled',
      permission: true,
      cancelledBy: 'desk',
    };
    expect(applyLandingChange(cancelled, { paymentStatus: 'Paid', payment_method: 'card' }, context)).toEqual(
      {
        ok: false,
        field: 'paymentStatus',
        reason: msg('validation.landing.cancelledByDesk'),
      },
    );
    const noShow: LandingState = { ...pending, status: 'no_show', permission: true };
    for (const patch of [
      { paymentStatus: 'Pending' },
      { paid_cents: 100 },
      { fee_by_hand: 9999, fee_reason: 'Late' },
      { fee_by_hand: null },
    ] satisfies LandingChange[]) {
      expect(applyLandingChange(noShow, patch, context)).toEqual({
        ok: false,
        field: Object.keys(patch)[0],
        reason: msg('validation.landing.notFlownNotBilled'),
      });
    }
  });

  it('changes the payment status in every state the landing may fly in', () => {
    const finished: LandingState = { ...pending, status: 'finished', permission: true, price: 20 };
    expect(applyLandingChange(finished, { paymentStatus: 'Paid' }, context)).toEqual({
      ok: true,
      changes: { paymentStatus: 'Paid' },
    });
  });

  it('refuses arrival and departure times out of bounds, naming the field, and changes nothing', () => {
    const accepted: LandingState = { ...pending, permission: true };
    const parked: LandingState = { ...accepted, status: 'parked', ata: '2026-11-22T08:00:00.000Z' };
    const cases: [LandingState, LandingChange, string][] = [
      [accepted, { status: 'parked', ata: '1976-11-22T12:00:00.000Z' }, 'ata'],
      [accepted, { status: 'parked', ata: '2026-11-22T13:00:00.000Z' }, 'ata'],
      [parked, { ata: '2026-11-20T00:00:00.000Z' }, 'ata'],
      [parked, { status: 'finished', ata: '1976-11-22T12:00:00.000Z' }, 'ata'],
      [parked, { status: 'finished', departure: '2076-11-22T12:00:00.000Z' }, 'departure'],
      [parked, { status: 'finished', departure: '2026-11-22T07:00:00.000Z' }, 'departure'],
    ];
    for (const [state, patch, field] of cases) {
      const result = applyLandingChange(state, patch, context);
      expect(result.ok, JSON.stringify(patch)).toBe(false);
      if (!result.ok) expect(result.field, JSON.stringify(patch)).toBe(field);
    }
  });

  it('names the field of every other refusal too', () => {
    const parked: LandingState = { ...pending, status: 'parked', permission: true, ata: now.toISOString() };
    const field = (state: LandingState, patch: LandingChange) => {
      const result = applyLandingChange(state, patch, context);
      return result.ok ? null : result.field;
    };
    expect(field(parked, { permission: false })).toBe('permission');
    expect(field(pending, { status: 'finished' })).toBe('status');
    expect(field(pending, { ata: now.toISOString() })).toBe('ata');
    expect(field(pending, { departure: now.toISOString() })).toBe('departure');
  });
});
