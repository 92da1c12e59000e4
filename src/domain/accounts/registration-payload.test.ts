import { describe, expect, it } from 'vitest';
import { emptyDraft, type RegistrationDraft } from './registration';
import { draftSchedules, draftServices, helipadCoordinate, toClubPayload } from './registration-payload';

describe('helipadCoordinate', () => {
  it('parses a number and defaults anything else to 0', () => {
    expect(helipadCoordinate('38.53')).toBe(38.53);
    expect(helipadCoordinate('-7,89')).toBe(-7.89);
    expect(helipadCoordinate('')).toBe(0);
    expect(helipadCoordinate('north')).toBe(0);
    expect(helipadCoordinate(null)).toBe(0);
    expect(helipadCoordinate(undefined)).toBe(0);
  });
});

const draft = (): RegistrationDraft => ({
  ...emptyDraft(),
  username: 'evora',
  email: ' ops@evora.pt ',
  password: 'Runway09!',
  confirmation: 'Runway09!',
  name1: ' Aeródromo de Évora ',
  icao: 'lpev',
  address: 'Rua do Aeródromo',
  nif: '500000000',
  contact_name: 'Ana Silva',
  phone: '266000000',
  category: 2,
  lat: '38.5297',
  long: '-7.8919',
  helipad_latitude: '',
  helipad_longitude: 'abc',
  altitude: '807',
  length: '1300',
  direction: '01/19',
  weight: '5700',
  request: true,
  price_land: '12,50',
  price_touch: '6',
  hours_free_park: '2',
  price_park: '3.5',
  price_park_twin: '',
  price_park_bizz: '20',
  price_park_heli: '8',
  stripeEmail: '',
});

describe('toClubPayload', () => {
  it('builds the registration payload with numbers parsed', () => {
    expect(toClubPayload(draft(), 42)).toEqual({
      name1: 'Aeródromo de Évora',
      address: 'Rua do Aeródromo',
      category: 2,
      nif: '500000000',
      request: true,
      direction: '01/19',
      weight: 5700,
      length: 1300,
      price_land: 12.5,
      price_touch: 6,
      price_park: 3.5,
      price_park_twin: null,
      price_park_bizz: 20,
      price_park_heli: 8,
      hours_free_park: 2,
      lat: 38.5297,
      long: -7.8919,
      helipad_latitude: 0,
      helipad_longitude: 0,
      altitude: 807,
      icao: 'LPEV',
      contact_name: 'Ana Silva',
      phone: '266000000',
      email: 'ops@evora.pt',
      stripeEmail: null,
      user: 42,
    });
  });

  it("reads the numbers in the desk's language, thousands separators included", () => {
    const typed = { ...draft(), length: '1,200', price_park_bizz: '1,250.50', lat: '38.5297' };
    expect(toClubPayload(typed, 1, 'en-GB')).toMatchObject({
      length: 1200,
      price_park_bizz: 1250.5,
      lat: 38.5297,
    });
    const portuguese = { ...draft(), length: '1.200', price_land: '12,50', lat: '38,5297' };
    expect(toClubPayload(portuguese, 1, 'pt-PT')).toMatchObject({
      length: 1200,
      price_land: 12.5,
      lat: 38.5297,
    });
  });

  it('keeps a given payment email', () => {
    expect(toClubPayload({ ...draft(), stripeEmail: ' pay@evora.pt ' }, 1).stripeEmail).toBe('pay@evora.pt');
  });

  it('has exactly the registration payload fields', () => {
    expect(Object.keys(toClubPayload(draft(), 1)).sort()).toEqual(
      [
        'name1',
        'address',
        'category',
        'nif',
        'request',
        'direction',
        'weight',
        'length',
        'price_land',
        'price_touch',
        'price_park',
        'price_park_twin',
        'price_park_bizz',
        'price_park_heli',
        'hours_free_park',
        'lat',
        'long',
        'helipad_latitude',
        'helipad_longitude',
        'altitude',
        'icao',
        'contact_name',
        'phone',
        'email',
        'stripeEmail',
        'user',
      ].sort(),
    );
  });
});

describe('draftServices', () => {
  it('lists active services, an empty price as 0', () => {
    const services = {
      7: { active: true, price: '' },
      3: { active: true, price: '4,5' },
      5: { active: false, price: '10' },
    };
    expect(draftServices({ ...draft(), services })).toEqual([
      { service: 3, price: 4.5 },
      { service: 7, price: 0 },
    ]);
  });
});

describe('draftSchedules', () => {
  it('makes API rows for open days only', () => {
    const d = draft();
    d.schedule.mon = { open: '09:00', close: '18:00' };
    d.schedule.sun = { open: '10:00:00', close: '13:00:00' };
    d.schedule.wed = { open: '19:00', close: '08:00' };
    expect(draftSchedules(d)).toEqual([
      { day_index: 0, day: 'mon', open: '09:00:00', close: '18:00:00' },
      { day_index: 6, day: 'sun', open: '10:00:00', close: '13:00:00' },
    ]);
  });
});
