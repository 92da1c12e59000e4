import { describe, expect, it } from 'vitest';
import type { LandingStatus } from '../wire/entities';
import {
  aircraftLabel,
  callSignOf,
  isHelicopter,
  isParked,
  isPendingRequest,
  isUpcoming,
  pilotLicenceOf,
  pilotNameOf,
} from './landing-facts';
import { landingIdentity, originHeadline } from './landing-identity';

const l = (status: LandingStatus, permission: boolean | null) => ({ status, permission });

describe('classification', () => {
  it('pending request = status pending with no decision', () => {
    expect(isPendingRequest(l('pending', null))).toBe(true);
    expect(isPendingRequest(l('pending', true))).toBe(false);
    expect(isPendingRequest(l('pending', false))).toBe(false);
    expect(isPendingRequest(l('parked', null))).toBe(false);
  });
  it('upcoming = status pending and permitted', () => {
    expect(isUpcoming(l('pending', true))).toBe(true);
    expect(isUpcoming(l('pending', null))).toBe(false);
    expect(isUpcoming(l('parked', true))).toBe(false);
  });
  it('parked = status parked and permitted', () => {
    expect(isParked(l('parked', true))).toBe(true);
    expect(isParked(l('parked', false))).toBe(false);
    expect(isParked(l('finished', true))).toBe(false);
  });
});

describe('isHelicopter', () => {
  it('recognises the Helicopter category', () => {
    expect(isHelicopter({ category: 'Helicopter' })).toBe(true);
    expect(isHelicopter({ category: ' helicopter ' })).toBe(true);
    expect(isHelicopter({ category: 'Single engine' })).toBe(false);
    expect(isHelicopter(null)).toBe(false);
    expect(isHelicopter(undefined)).toBe(false);
  });
});

describe('labels of a pilot request (ADR 0009)', () => {
  const request = {
    aircraft: null,
    aircraftType: 'Jodel D140',
    registration: 'F-BXYZ',
    user: { id: 1, username: 'p', email: 'p@x', name: 'P', licenceNumber: null, callSign: 'PILOT1' },
    from: null,
    origin: 'Lands End',
  };
  it('names the typed registration and type and the typed origin when nothing in the catalogue does', () => {
    expect(aircraftLabel(request)).toBe('F-BXYZ · Jodel D140');
    expect(callSignOf(request)).toBe('PILOT1');
    expect(originHeadline(landingIdentity(request))).toBe('Lands End');
  });
  it("reads the catalogue's record and the origin club; the call sign is always the pilot's", () => {
    const aircraft = { id: 1, name: 'Cessna 172 CS-AAA', category: 'Single engine', mtow: 1111 };
    const from = { id: 2, name1: 'Evora', name2: 'LPEV' };
    expect(aircraftLabel({ ...request, aircraft, registration: null })).toBe('CS-AAA · Cessna 172');
    expect(originHeadline(landingIdentity({ ...request, from }))).toBe('Evora (LPEV)');
    expect(callSignOf({ ...request, registration: null })).toBe('PILOT1');
    expect(
      originHeadline(landingIdentity({ from: null, origin: null, aircraft: null, user: null })),
    ).toBeNull();
  });
});

describe('the pilot a landing names (ADR 0030: each request keeps what was typed for it)', () => {
  const account = {
    id: 1,
    username: 'acct',
    email: 'p@x',
    name: 'Account Name',
    licenceNumber: 'PT.ACC.1',
    callSign: null,
  };
  it('says the name typed for the landing before any account name, and the account only when none was typed', () => {
    expect(pilotNameOf({ user: account, passengers_on_board: '["Typed Name","Rui"]' })).toBe('Typed Name');
    expect(pilotNameOf({ user: account, passengers_on_board: null })).toBe('Account Name');
    expect(pilotNameOf({ user: { ...account, name: null }, passengers_on_board: '[]' })).toBe('acct');
    expect(pilotNameOf({ user: null, passengers_on_board: null })).toBeNull();
  });
  it("says the licence typed for the request, else the account's (all a plain Strapi keeps)", () => {
    expect(pilotLicenceOf({ user: account, licenceNumber: 'PT.TYPED.2' })).toBe('PT.TYPED.2');
    expect(pilotLicenceOf({ user: account, licenceNumber: null })).toBe('PT.ACC.1');
    expect(pilotLicenceOf({ user: account })).toBe('PT.ACC.1');
    expect(pilotLicenceOf({ user: null, licenceNumber: null })).toBeNull();
  });
});
