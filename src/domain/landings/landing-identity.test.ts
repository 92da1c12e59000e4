import { describe, expect, it } from 'vitest';
import { aircraftHeadline, landingIdentity, originHeadline, typedOriginCode } from './landing-identity';

const member = {
  aircraft: { id: 4, name: 'Beechcraft Baron CS-AAD', category: 'Twin engine', mtow: 2495 },
  from: { id: 9, name1: 'Évora', name2: 'LPEV' },
  user: { id: 3, username: 'p', email: 'p@x', name: 'Pilot', licenceNumber: null, callSign: 'CS-AB1' },
  registration: null,
  aircraftType: null,
  origin: null,
};

const visitor = {
  aircraft: null,
  from: null,
  user: null,
  registration: ' cs-vis ',
  aircraftType: 'Jodel  D140',
  origin: 'lpcs',
};

describe('landingIdentity', () => {
  it("reads the aircraft record's name as type and registration, the origin club's names, the pilot's call sign", () => {
    expect(landingIdentity(member)).toEqual({
      registration: 'CS-AAD',
      type: 'Beechcraft Baron',
      mtowKg: 2495,
      originCode: 'LPEV',
      originName: 'Évora',
      pilotCallSign: 'CS-AB1',
    });
    expect(aircraftHeadline(landingIdentity(member))).toBe('CS-AAD · Beechcraft Baron');
    expect(originHeadline(landingIdentity(member))).toBe('Évora (LPEV)');
  });

  it('keeps what a visitor typed: registration, type, and an origin that is an ICAO code', () => {
    const identity = landingIdentity(visitor);
    expect(identity).toEqual({
      registration: 'CS-VIS',
      type: 'Jodel D140',
      mtowKg: null,
      originCode: 'LPCS',
      originName: null,
      pilotCallSign: null,
    });
    expect(aircraftHeadline(identity)).toBe('CS-VIS · Jodel D140');
    expect(originHeadline(identity)).toBe('LPCS');
    expect(originHeadline(landingIdentity({ ...visitor, origin: 'Lands End' }))).toBe('Lands End');
  });

  it("names an origin typed as a code from what the device learnt of the aerodrome data, never a club's", () => {
    const names = new Map([
      ['LPCS', 'Cascais'],
      ['LPEV', 'Not the club name'],
    ]);
    const nameOf = (code: string) => names.get(code) ?? null;
    expect(typedOriginCode(visitor)).toBe('LPCS');
    expect(originHeadline(landingIdentity(visitor, nameOf))).toBe('Cascais (LPCS)');
    expect(originHeadline(landingIdentity({ ...visitor, origin: 'LPZZ' }, nameOf))).toBe('LPZZ');
    // A known club names itself; free text is not a code to look up.
    expect(typedOriginCode(member)).toBeNull();
    expect(originHeadline(landingIdentity(member, nameOf))).toBe('Évora (LPEV)');
    expect(typedOriginCode({ ...visitor, origin: 'Lands End' })).toBeNull();
  });

  it("prefers the typed registration over the record's, and says null when nothing is known", () => {
    expect(landingIdentity({ ...member, registration: 'CS-PWA' }).registration).toBe('CS-PWA');
    const nothing = landingIdentity({ aircraft: null, from: null, user: null });
    expect(aircraftHeadline(nothing)).toBeNull();
    expect(originHeadline(nothing)).toBeNull();
    expect(aircraftHeadline({ registration: null, type: 'Cessna 172' })).toBe('Cessna 172');
  });
});
