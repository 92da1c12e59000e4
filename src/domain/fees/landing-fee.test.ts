import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/messages';
import { inEnglish, inPortuguese } from '@/test/words';
import { serviceWords } from '../club/catalogue-words';
import { applyLandingChange } from '../landings/landing-transitions';
import { TOUCH_AND_GO } from '../wire/entities';
import { landingChangeSchema } from '../wire/landing-schema';
import { feeLines } from './fee-lines';
import { NO_PARKING_RATES } from './fee-rules';
import {
  billedCents,
  HAND_FEE_MAX_CENTS,
  handFeeReasonProblem,
  readDeclaredMtow,
  readHandFee,
  shownFee,
} from './landing-fee';

describe('a fee set by hand', () => {
  it('reads euros and cents as typed, in whole cents', () => {
    expect(readHandFee('45')).toEqual({ ok: true, cents: 4500 });
    expect(readHandFee(' 45,5 ')).toEqual({ ok: true, cents: 4550 });
    expect(readHandFee('€12.05')).toEqual({ ok: true, cents: 1205 });
    expect(readHandFee('0')).toEqual({ ok: true, cents: 0 });
    expect(readHandFee('1000000')).toEqual({ ok: true, cents: HAND_FEE_MAX_CENTS });
  });

  it('reads thousands as either language marks them, and refuses a lone mark it cannot tell apart', () => {
    expect(readHandFee('1.234,50')).toEqual({ ok: true, cents: 123450 });
    expect(readHandFee('1,234.50')).toEqual({ ok: true, cents: 123450 });
    expect(readHandFee('1 234,5 €')).toEqual({ ok: true, cents: 123450 });
    expect(readHandFee('1\u00a0234')).toEqual({ ok: true, cents: 123400 });
    expect(readHandFee('1.000.000')).toEqual({ ok: true, cents: HAND_FEE_MAX_CENTS });
    expect(readHandFee('1.234')).toEqual({ ok: false, reason: msg('validation.landing.feeNotNumber') });
    expect(readHandFee('1.234.56')).toEqual({ ok: false, reason: msg('validation.landing.feeNotNumber') });
    expect(readHandFee('1.23,45')).toEqual({ ok: false, reason: msg('validation.landing.feeNotNumber') });
  });

  it('refuses a negative, a blank, text, three decimals or more than the bound, saying why', () => {
    expect(readHandFee('-5')).toEqual({ ok: false, reason: msg('validation.landing.feeNegative') });
    expect(readHandFee('')).toEqual({ ok: false, reason: msg('validation.landing.feeMissing') });
    expect(readHandFee('ten')).toEqual({ ok: false, reason: msg('validation.landing.feeNotNumber') });
    expect(readHandFee('1.005')).toEqual({ ok: false, reason: msg('validation.landing.feeNotNumber') });
    expect(readHandFee('1000000.01')).toEqual({ ok: false, reason: msg('validation.landing.feeTooHigh') });
  });

  it('needs a reason, and the schema and the rule refuse what the field refuses', () => {
    expect(handFeeReasonProblem('  ')).toEqual(msg('validation.landing.feeReasonMissing'));
    expect(handFeeReasonProblem('x'.repeat(201))).toEqual(msg('validation.landing.feeReasonTooLong'));
    expect(handFeeReasonProblem('Member')).toBeNull();
    for (const fee of [-1, 1.5, HAND_FEE_MAX_CENTS + 1, '10'])
      expect(landingChangeSchema.safeParse({ fee_by_hand: fee, fee_reason: 'x' }).success, String(fee)).toBe(
        false,
      );
    const state = {
      status: 'pending' as const,
      permission: true,
      ata: null,
      price: 20,
      date: '2026-11-22',
      time: '10:00',
    };
    const context = { now: new Date('2026-11-22T10:00:00Z'), rates: NO_PARKING_RATES, category: null };
    expect(applyLandingChange(state, { fee_by_hand: 500 }, context)).toMatchObject({
      ok: false,
      field: 'fee_reason',
    });
    expect(applyLandingChange(state, { fee_by_hand: 500, fee_reason: ' Member ' }, context)).toEqual({
      ok: true,
      changes: { fee_by_hand: 500, fee_reason: 'Member' },
    });
    expect(applyLandingChange(state, { fee_by_hand: null }, context)).toEqual({
      ok: true,
      changes: { fee_by_hand: null, fee_reason: null },
    });
  });

  it('wins over the rule, which stays shown; with neither the landing is to be priced', () => {
    const hand = { price: 25, fee_by_hand: 4550, fee_reason: 'Member' };
    expect(shownFee(hand)).toEqual({ kind: 'hand', cents: 4550, ruleCents: 2500, reason: 'Member' });
    expect(billedCents(hand)).toBe(4550);
    expect(shownFee({ price: 25, fee_by_hand: null, fee_reason: null })).toEqual({
      kind: 'rule',
      cents: 2500,
    });
    expect(shownFee({ price: null, fee_by_hand: null, fee_reason: null })).toEqual({ kind: 'toPrice' });
    expect(billedCents({ price: null, fee_by_hand: null, fee_reason: null })).toBeNull();
  });

  it('keeps a landing nobody could price to be priced at departure, parking alone is not its fee', () => {
    const parked = {
      status: 'parked' as const,
      permission: true,
      ata: '2026-11-22T08:00:00Z',
      price: null,
      date: '2026-11-22',
      time: '10:00',
    };
    const rates = { ...NO_PARKING_RATES, price_park: 5 };
    const result = applyLandingChange(
      parked,
      { status: 'finished', departure: '2026-11-22T12:00:00Z' },
      {
        now: new Date('2026-11-22T12:00:00Z'),
        rates,
        category: null,
      },
    );
    expect(result).toMatchObject({ ok: true, changes: { price: null } });
  });
});

describe('a declared MTOW', () => {
  it('is whole kg from 1 to 600,000, or nothing', () => {
    expect(readDeclaredMtow('800')).toEqual({ ok: true, kg: 800 });
    expect(readDeclaredMtow(' 800 kg')).toEqual({ ok: true, kg: 800 });
    expect(readDeclaredMtow('')).toEqual({ ok: true, kg: null });
    for (const typed of ['0', '-3', '1.5', 'heavy', '600001'])
      expect(readDeclaredMtow(typed), typed).toEqual({ ok: false, reason: msg('validation.landing.mtow') });
  });
});

describe('the fee lines', () => {
  const bands = [
    { weight1: 0, weight2: 1000, priceLand: 15, priceTouchGo: 7.5 },
    { weight1: 1001, weight2: 2500, priceLand: 25, priceTouchGo: 12.5 },
  ];
  const rates = { ...NO_PARKING_RATES, price_park: 5, hours_free_park: 1 };
  const base = {
    aircraft: null,
    mtow: 800,
    landingPurpose: null,
    club_services: [
      { id: 1, price: 10, service: { id: 1, name: 'Fuel', icon: null, price: 10, active: true } },
    ],
    ata: '2026-11-22T08:00:00Z',
    departure: null,
    status: 'parked' as const,
    price: null,
  };

  it('prices an unknown type by its declared MTOW, lists each service and the parking so far', () => {
    const lines = feeLines(base, bands, rates, Date.parse('2026-11-22T11:30:00Z'));
    expect(lines).toEqual([
      {
        label: msg('movements.fee.bandDeclared', { purpose: 'landing', from: 0, to: 1000, declared: 800 }),
        value: '€15.00',
      },
      { label: msg('movements.fee.service', { service: serviceWords('Fuel') }), value: '€10.00' },
      { label: msg('movements.fee.parkingHours', { hours: 2, hourly: '€5.00' }), value: '€10.00' },
    ]);
  });

  it('says a stay within the free hours is, in each language, rather than "0 hours"', () => {
    const lines = feeLines(base, bands, rates, Date.parse('2026-11-22T08:40:00Z'));
    const parking = lines.at(-1);
    expect(parking?.value).toBe('€0.00');
    expect(parking && inEnglish(parking.label)).toBe('Parking (within the free hours)');
    expect(parking && inPortuguese(parking.label)).toBe('Estacionamento (dentro das horas grátis)');
    expect(inEnglish(msg('movements.fee.parkingHours', { hours: 1, hourly: '€5.00' }))).toBe(
      'Parking (1 hour at €5.00)',
    );
  });

  it('says a type with no MTOW is to be priced, and a touch and go still to come has no parking line', () => {
    const coming = {
      ...base,
      mtow: null,
      landingPurpose: TOUCH_AND_GO,
      ata: null,
      status: 'pending' as const,
    };
    const lines = feeLines(coming, bands, rates, 0);
    expect(lines[0]).toEqual({ label: msg('common.purpose.touchAndGo'), value: msg('movements.fee.noMtow') });
    expect(lines).toHaveLength(2);
  });

  it("says a fraction of free hours in the reader's numbers: 1,5 h in Portuguese", () => {
    const coming = { ...base, ata: null, status: 'pending' as const };
    const halves = { ...rates, hours_free_park: 1.5 };
    const said = (tag: string, say: typeof inEnglish) => {
      const value = feeLines(coming, bands, halves, 0, tag).at(-1)?.value;
      return typeof value === 'object' ? say(value) : value;
    };
    expect(said('pt-PT', inPortuguese)).toBe('1,5 h grátis, depois 5,00\u00a0€ por hora');
    expect(said('en-GB', inEnglish)).toBe('1.5 h free, then €5.00 an hour');
  });

  it('bills a touch and go that stopped its parking, as the server does at departure', () => {
    const stayed = { ...base, landingPurpose: TOUCH_AND_GO };
    const lines = feeLines(stayed, bands, rates, Date.parse('2026-11-22T11:30:00Z'));
    expect(lines[0]?.value).toBe('€7.50');
    expect(lines.at(-1)).toEqual({
      label: msg('movements.fee.parkingHours', { hours: 2, hourly: '€5.00' }),
      value: '€10.00',
    });
  });

  it('add up to the fee the landing was priced at after the club changed its band prices', () => {
    const dearer = [{ ...bands[0], priceLand: 18, priceTouchGo: 9 }] as typeof bands;
    // Priced at €15 + €10 of fuel while parked; then departed with 2 hours at €5 billed.
    const parked = feeLines({ ...base, price: 25 }, dearer, rates, Date.parse('2026-11-22T11:30:00Z'));
    expect(parked.map((line) => line.value)).toEqual(['€15.00', '€10.00', '€10.00']);
    const departed = { ...base, price: 35, status: 'finished' as const, departure: '2026-11-22T11:30:00Z' };
    expect(feeLines(departed, dearer, rates, 0).map((line) => line.value)).toEqual([
      '€15.00',
      '€10.00',
      '€10.00',
    ]);
  });
});
