import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/messages';
import { costBreakdown, estimatedCost } from '../fees/estimated-cost';
import { formatPrice } from '../fees/money';
import { type Aircraft, TOUCH_AND_GO, type User } from '../wire/entities';
import {
  emptyManualLanding,
  explicitLandingData,
  type ManualLandingForm,
  manualLandingData,
  manualLandingDraft,
} from './manual-landing';
import { manualLandingProblems } from './manual-landing-problems';

const TODAY = '2026-07-10';
const filled: ManualLandingForm = {
  registration: 'Cessna 172 CS-AAA',
  aircraftType: '',
  mtow: '',
  origin: '',
  pilotName: 'Ana Sousa',
  email: 'ana@example.com',
  date: TODAY,
  eta: '14:35',
  purpose: '',
  pob: '1',
};
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
const OURS = { todayIso: TODAY, aircrafts: [aircraft], keepsFreeText: true };
const STRAPI = { ...OURS, keepsFreeText: false };

describe('manualLandingProblems', () => {
  it('starts at now rounded up to 5 minutes, one on board, and asks for the airplane and the pilot', () => {
    const empty = emptyManualLanding(new Date(`${TODAY}T14:31:00Z`));
    expect(empty).toMatchObject({ date: TODAY, eta: '14:35', pob: '1', purpose: '' });
    expect(Object.keys(manualLandingProblems(empty, OURS)).sort()).toEqual([
      'aircraftType',
      'pilotName',
      'registration',
    ]);
    expect(manualLandingProblems(empty, OURS)).not.toEqual({});
  });
  it('refuses an ETA that is not a time and a POB that is not 1 to 20', () => {
    expect(manualLandingProblems({ ...filled, eta: '25:00' }, OURS)).toEqual({
      eta: msg('movements.createLanding.problem.eta'),
    });
    for (const pob of ['0', '21', '2.5', 'three', ''])
      expect(manualLandingProblems({ ...filled, pob }, OURS)).toEqual({
        pob: msg('movements.createLanding.problem.pob', { max: 20 }),
      });
  });
  it('takes a radio call: a registration and type as heard, a pilot without an account, no email', () => {
    const heard = {
      ...filled,
      registration: 'cs-ayz',
      aircraftType: 'Cessna 152',
      pilotName: 'João Lima',
      email: '',
    };
    expect(manualLandingProblems(heard, OURS)).toEqual({});
    expect(manualLandingProblems({ ...heard, aircraftType: '' }, OURS)).toEqual({
      aircraftType: msg('movements.createLanding.problem.aircraftType'),
    });
    expect(manualLandingProblems({ ...heard, registration: 'CS AYZ!' }, OURS).registration).toEqual(
      msg('movements.createLanding.problem.registrationFormat'),
    );
    expect(manualLandingProblems({ ...heard, pilotName: 'J' }, OURS)).toEqual({
      pilotName: msg('movements.createLanding.problem.pilotName'),
    });
  });
  it('on a plain Strapi, which keeps no registration of its own, takes only a known airplane', () => {
    expect(
      manualLandingProblems({ ...filled, registration: 'CS-AYZ', aircraftType: 'Cessna 152' }, STRAPI),
    ).toEqual({
      registration: msg('movements.createLanding.problem.registrationKnown'),
    });
    expect(manualLandingProblems({ ...filled, registration: 'cs-aaa' }, STRAPI)).toEqual({});
  });
  it('accepts a complete form dated today or later', () => {
    expect(manualLandingProblems(filled, OURS)).toEqual({});
    expect(manualLandingProblems({ ...filled, date: '2026-12-31' }, OURS)).toEqual({});
  });
  it('refuses an email that is not one and a date in the past', () => {
    expect(manualLandingProblems({ ...filled, email: 'ana@' }, OURS)).toEqual({
      email: msg('movements.createLanding.problem.email'),
    });
    expect(manualLandingProblems({ ...filled, date: '2026-07-09' }, OURS)).toEqual({
      date: msg('movements.createLanding.problem.datePast'),
    });
    expect(manualLandingProblems({ ...filled, date: '10/07/2026' }, OURS).date).toEqual(
      msg('movements.createLanding.problem.date'),
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
  it("is null for a known airplane whose record has no MTOW (a plain Strapi's), never the lightest band", () => {
    expect(estimatedCost(bands, { mtow: null })).toBeNull();
    const [landing] = costBreakdown(bands, { mtow: null, category: 'Jet' }, '', null);
    expect(landing?.value).toEqual(msg('movements.fee.noMtow'));
  });
});

describe('costBreakdown', () => {
  const rates = {
    price_park: 5,
    price_park_twin: 8,
    price_park_bizz: 20,
    price_park_heli: 10,
    hours_free_park: 2,
  };
  it("prices the aircraft's band and parking in the reader's format", () => {
    expect(costBreakdown(bands, aircraft, TOUCH_AND_GO, rates, 'pt-PT')).toEqual([
      {
        label: msg('movements.createLanding.cost.band', { purpose: 'touchAndGo', from: 1000, to: 1999 }),
        value: formatPrice(10, 'pt-PT'),
      },
      {
        label: msg('movements.details.services'),
        value: msg('movements.createLanding.cost.none'),
      },
      {
        label: msg('movements.createLanding.cost.parking'),
        value: msg('movements.createLanding.cost.hourly', { free: 2, hourly: formatPrice(5, 'pt-PT') }),
      },
    ]);
  });
  it('says why a landing has no price yet', () => {
    const [unknown, , parking] = costBreakdown(bands, null, '', null);
    expect(unknown).toEqual({
      label: msg('common.purpose.landing'),
      value: msg('movements.createLanding.cost.unknownAirplane'),
    });
    expect(parking?.value).toEqual(msg('movements.createLanding.cost.clubRates'));
    expect(costBreakdown(bands, { mtow: 5000, category: 'Twin engine' }, '', null)[0]?.value).toEqual(
      msg('movements.createLanding.cost.noBand'),
    );
  });
});

describe('the landing sent and shown', () => {
  const parts = {
    form: { ...filled, email: ' ana@example.com ' },
    accepted: true,
    pilot,
    aircraft,
    club: null,
    bands,
    now: new Date('2026-07-10T09:00:00Z'),
  };
  it('sends pilot, email, date, ETA, aircraft, purpose, who is on board and the decision', () => {
    expect(manualLandingData(parts)).toEqual({
      user: 3,
      email: 'ana@example.com',
      date: TODAY,
      time: '14:35:00',
      aircraft: 2,
      registration: 'CS-AAA',
      aircraftType: null,
      mtow: null,
      origin: null,
      landingPurpose: null,
      passengers_on_board: '["Ana Sousa"]',
      permission: true,
      landing_permission: true,
    });
    const radio = { ...parts, accepted: false, form: { ...parts.form, purpose: TOUCH_AND_GO, pob: '3' } };
    expect(manualLandingData(radio)).toMatchObject({
      landingPurpose: TOUCH_AND_GO,
      passengers_on_board: '["Ana Sousa","Passenger 1","Passenger 2"]',
      permission: null,
      landing_permission: null,
    });
    expect(manualLandingDraft(radio)).toMatchObject({
      permission: null,
      price: 10,
      landingPurpose: TOUCH_AND_GO,
    });
  });
  it('keeps what was heard of an airplane and pilot the club does not know, unpriced', () => {
    const heard = {
      ...parts,
      pilot: null,
      aircraft: null,
      form: {
        ...filled,
        registration: 'cs-ayz',
        aircraftType: ' Cessna 152 ',
        mtow: '',
        origin: 'LPCS',
        pilotName: 'João Lima',
        email: '',
      },
    };
    expect(manualLandingData(heard)).toMatchObject({
      user: null,
      email: null,
      aircraft: null,
      registration: 'CS-AYZ',
      aircraftType: 'Cessna 152',
      mtow: null,
      origin: 'LPCS',
      passengers_on_board: '["João Lima"]',
    });
    expect(manualLandingDraft(heard)).toMatchObject({
      price: null,
      registration: 'CS-AYZ',
      user: null,
      aircraft: null,
    });
    // A plain Strapi gets only the fields its landing has.
    const plain = explicitLandingData(manualLandingData(heard), manualLandingDraft(heard), 9);
    expect(plain).not.toHaveProperty('registration');
    expect(plain).not.toHaveProperty('aircraftType');
    expect(plain).not.toHaveProperty('origin');
    expect(plain).not.toHaveProperty('mtow');
    expect(plain).toMatchObject({ club: 9, passengers_on_board: '["João Lima"]' });
  });
  it('prices an airplane the club does not know by the MTOW heard, and refuses one that is not a weight', () => {
    const heard = {
      ...parts,
      aircraft: null,
      form: { ...filled, registration: 'CS-AYZ', aircraftType: 'Jodel', mtow: '600' },
    };
    expect(manualLandingData(heard)).toMatchObject({ aircraft: null, mtow: 600 });
    expect(manualLandingDraft(heard)).toMatchObject({ price: 12.5, mtow: 600 });
    expect(manualLandingProblems({ ...heard.form, mtow: '-3' }, OURS)).toEqual({
      mtow: msg('movements.createLanding.problem.mtow'),
    });
    expect(manualLandingProblems({ ...heard.form, mtow: '' }, OURS)).toEqual({});
    // A known airplane is priced by its record: a stray MTOW is neither checked nor sent.
    expect(manualLandingData({ ...parts, form: { ...parts.form, mtow: 'x' } })).toMatchObject({ mtow: null });
  });
  it('shows an accepted landing priced by the bands, the pilot on board', () => {
    expect(manualLandingDraft(parts)).toMatchObject({
      status: 'pending',
      permission: true,
      landing_permission: true,
      price: 20,
      passengers_on_board: '["Ana Sousa"]',
      date: TODAY,
      time: '14:35:00.000',
      aircraft,
      user: pilot,
    });
  });
});
