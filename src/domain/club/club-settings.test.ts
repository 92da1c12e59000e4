import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/messages';
import { inEnglish, inPortuguese } from '@/test/words';
import type { Club } from '../wire/entities';
import { CLUB_GROUPS, clubDraft, clubGroupPayload } from './club-settings';

const club: Club = {
  id: 1,
  name1: 'Example Aero Club',
  name2: 'LPXE',
  address: null,
  nif: '500000000',
  contact_name: 'Club Owner',
  phone: '+351 200 000 000',
  email: 'club@example.com',
  stripeEmail: null,
  vat_rate: 23,
  category: { id: 2, name: 'Airstrip' },
  direction: '09/27',
  lat: 38.7223,
  long: -9.1393,
  helipad_latitude: null,
  helipad_longitude: null,
  altitude: 120,
  length: 900,
  weight: 5700,
  request: false,
  home_base_discount: 10,
  price_land: 15,
  price_touch: 7.5,
  price_park: 5,
  price_park_twin: 8,
  price_park_bizz: 20,
  price_park_heli: 10,
  hours_free_park: 2,
  slug: null,
  overdue_minutes: 30,
  clock: 'local',
  createdAt: '',
  updatedAt: '',
};

describe('CLUB_GROUPS', () => {
  it('gives each section exactly the club fields of its group', () => {
    const keys = (group: keyof typeof CLUB_GROUPS) => CLUB_GROUPS[group].map((rule) => rule.key);
    expect(keys('airfield')).toEqual(['name1', 'name2', 'address', 'nif', 'contact_name', 'phone']);
    expect(keys('runway')).toEqual([
      'category',
      'direction',
      'lat',
      'long',
      'altitude',
      'length',
      'weight',
      'request',
    ]);
    expect(keys('discount')).toEqual(['home_base_discount']);
    expect(keys('parking')).toEqual([
      'price_park',
      'price_park_twin',
      'price_park_bizz',
      'price_park_heli',
      'hours_free_park',
    ]);
  });
});

describe('clubDraft', () => {
  it('reads a group as text, the runway type as its id and the toggle as a boolean', () => {
    expect(clubDraft(club, 'airfield')).toEqual({
      name1: 'Example Aero Club',
      name2: 'LPXE',
      address: '',
      nif: '500000000',
      contact_name: 'Club Owner',
      phone: '+351 200 000 000',
    });
    expect(clubDraft(club, 'runway')).toMatchObject({ category: '2', lat: '38.7223', request: false });
  });

  it('writes decimals as the reader does, so a Portuguese field reads back what was typed there', () => {
    const parking = { ...club, hours_free_park: 1.5, price_park: 12.5 };
    expect(clubDraft(club, 'runway', 'pt-PT')).toMatchObject({ lat: '38,7223' });
    expect(clubDraft(parking, 'parking', 'pt-PT')).toMatchObject({
      hours_free_park: '1,5',
      price_park: '12,50',
    });
    expect(clubDraft(parking, 'parking', 'en-GB')).toMatchObject({
      hours_free_park: '1.5',
      price_park: '12.50',
    });
  });
});

describe('clubGroupPayload', () => {
  it("reads numbers as the desk's language writes them, thousands separators included", () => {
    const parking = { ...clubDraft(club, 'parking'), price_park_twin: '1,250', hours_free_park: '1.5' };
    expect(clubGroupPayload('parking', parking, 'en-GB')).toMatchObject({
      ok: true,
      data: { price_park_twin: 1250, hours_free_park: 1.5 },
    });
    const runway = { ...clubDraft(club, 'runway', 'pt-PT'), length: '1.200', weight: '5 700' };
    expect(clubGroupPayload('runway', runway, 'pt-PT')).toMatchObject({
      ok: true,
      data: { length: 1200, weight: 5700, lat: 38.7223 },
    });
  });

  it('sends exactly the group, blanks as null, numbers parsed', () => {
    const draft = { ...clubDraft(club, 'runway'), direction: ' ', lat: '38,5', request: true };
    expect(clubGroupPayload('runway', draft)).toEqual({
      ok: true,
      data: {
        category: 2,
        direction: null,
        lat: 38.5,
        long: -9.1393,
        altitude: 120,
        length: 900,
        weight: 5700,
        request: true,
      },
    });
  });
  it('refuses the whole group when a field cannot be read', () => {
    const draft = { ...clubDraft(club, 'runway'), lat: '91', length: 'long' };
    expect(clubGroupPayload('runway', draft)).toEqual({
      ok: false,
      problems: [
        { key: 'lat', message: msg('settings.problem.range', { min: -90, max: 90 }) },
        { key: 'length', message: msg('settings.problem.number') },
      ],
    });
    expect(inEnglish(msg('settings.problem.range', { min: -90, max: 90 }))).toBe(
      'Enter a number from -90 to 90.',
    );
  });
  it('keeps feet, metres and kilograms whole: "2.500" is not read as 2.5 kg, and a runway has a length', () => {
    const draft = { ...clubDraft(club, 'runway'), weight: '2.500', length: '0', altitude: '807,5' };
    expect(clubGroupPayload('runway', draft)).toEqual({
      ok: false,
      problems: [
        { key: 'altitude', message: msg('settings.problem.wholeRange', { min: -500, max: 10_000 }) },
        { key: 'length', message: msg('settings.problem.wholeRange', { min: 1, max: 10_000 }) },
        { key: 'weight', message: msg('settings.problem.wholeRange', { min: 1, max: 600_000 }) },
      ],
    });
    expect(inEnglish(msg('settings.problem.wholeRange', { min: 1, max: 600_000 }))).toBe(
      'Enter a whole number from 1 to 600,000.',
    );
  });
  it('requires the airfield name and bounds text length', () => {
    const draft = { ...clubDraft(club, 'airfield'), name1: '', contact_name: 'x'.repeat(121) };
    expect(clubGroupPayload('airfield', draft)).toEqual({
      ok: false,
      problems: [
        { key: 'name1', message: msg('settings.problem.required') },
        { key: 'contact_name', message: msg('settings.problem.tooLong', { max: 120 }) },
      ],
    });
    expect(inEnglish(msg('settings.problem.tooLong', { max: 10 }))).toBe('At most 10 characters.');
  });
  it('says a wrong ICAO code, tax number and phone each under its field (docs/product.md#airfield-details)', () => {
    const draft = { ...clubDraft(club, 'airfield'), name2: 'lp1', nif: 'abc', phone: 'telefone?' };
    const check = clubGroupPayload('airfield', draft);
    expect(check.ok ? [] : check.problems.map(({ key, message }) => [key, inPortuguese(message)])).toEqual([
      ['name2', 'Introduza um código ICAO de 4 letras ou algarismos, por exemplo LPEV.'],
      ['nif', expect.stringMatching(/^Introduza um número de contribuinte: 2 a 20 letras/)],
      ['phone', 'Introduza um número de telefone com 6 a 20 algarismos, por exemplo +351 912 345 678.'],
    ]);
    const right = { ...draft, name2: ' lpev ', nif: 'PT 509 876 543', phone: '(266) 000-111' };
    expect(clubGroupPayload('airfield', right)).toMatchObject({
      ok: true,
      data: { name2: 'lpev', nif: 'PT 509 876 543', phone: '(266) 000-111' },
    });
    // No code at all stays allowed in Settings, as before the rule.
    expect(clubGroupPayload('airfield', { ...right, name2: ' ' })).toMatchObject({ data: { name2: null } });
  });
  it('keeps the discount a percentage', () => {
    expect(clubGroupPayload('discount', { home_base_discount: '101' }).ok).toBe(false);
    expect(clubGroupPayload('discount', { home_base_discount: '12.5' })).toEqual({
      ok: true,
      data: { home_base_discount: 12.5 },
    });
  });
});
