import { describe, expect, it } from 'vitest';
import { fixedClock, systemClock } from '@/domain/time/clock';
import { TOUCH_AND_GO } from '@/domain/wire/entities';
import type { PublicAirfield } from '@/domain/wire/pilot-request-wire';
import enMessages from '@/i18n/catalogs/en.json?audience=pilot';
import ptMessages from '@/i18n/catalogs/pt.json?audience=pilot';
import { translator } from '@/i18n/create-i18n';
import { say } from '@/i18n/messages';
import { estimateFee } from './estimate';
import { pilotI18n } from './pilot-i18n';
import { EMPTY_VALUES } from './request-draft';
import { closureNotice, hoursNotice, problemsOf } from './rules';

const AIRFIELD: PublicAirfield = {
  slug: 'example',
  name1: 'Example',
  name2: 'LPXE',
  runway: { type: null, direction: null, length: null, elevation: null, weightLimit: null },
  closures: [],
  hours: [{ day_index: 0, open: '09:00:00.000', close: '19:00:00.000' }],
  clock: 'local',
  shownHours: [{ day_index: 0, open: '09:00', close: '19:00' }],
  outsideHours: 'refused',
  services: [
    { id: 7, name: 'Hangar overnight', price: 33 },
    { id: 8, name: 'Aircraft cleaning', price: 16.5 },
  ],
  bands: [
    { weight1: 0, weight2: 1000, priceLand: 15, priceTouchGo: 7.5 },
    { weight1: 1001, weight2: 2500, priceLand: 25, priceTouchGo: 12.5 },
  ],
  parking: {
    price_park: 5,
    price_park_twin: 8,
    price_park_bizz: 20,
    price_park_heli: 10,
    hours_free_park: 2,
  },
  slotLimit: null,
  autoAnswer: null,
  aircraftTypes: [{ name: 'Cessna 172', category: 'Single engine', mtow: 1111 }],
};

const english = translator(pilotI18n('en', enMessages));
const portuguese = translator(pilotI18n('pt', ptMessages));

describe('estimateFee', () => {
  it('adds the band of a catalogue type and the chosen services, and explains parking', () => {
    const estimate = estimateFee(
      AIRFIELD,
      { ...EMPTY_VALUES, aircraftType: 'cessna 172', services: [7] },
      'en-GB',
    );
    expect(say(english, estimate.headline)).toBe('Estimated fee: €58.00');
    expect(estimate.lines.map((line) => say(english, line))).toEqual([
      'Landing: €25.00',
      'Hangar overnight: €33.00',
      'Parking: first 2 h free, then €5.00 for each full hour. Not included: it depends on your stay.',
    ]);
  });

  it("writes free parking hours as the pilot's language writes a number", () => {
    const halfFree = { ...AIRFIELD, parking: { ...AIRFIELD.parking, hours_free_park: 1.5 } };
    const lines = (t: typeof english, tag: string) =>
      estimateFee(halfFree, { ...EMPTY_VALUES, aircraftType: 'cessna 172' }, tag).lines.map((line) =>
        say(t, line),
      );
    expect(lines(english, 'en-GB').at(-1)).toMatch(/^Parking: first 1\.5 h free/);
    expect(lines(portuguese, 'pt-PT').at(-1)).toMatch(/^Estacionamento: primeiras 1,5 h gratuitas/);
  });

  it('prices a type followed by a registration as that type', () => {
    const estimate = estimateFee(AIRFIELD, { ...EMPTY_VALUES, aircraftType: 'Cessna 172 CS-PWA' }, 'en-GB');
    expect(estimate.quote.total).toBe(25);
  });

  it('asks the MTOW of a type not in the list, and prices a touch and go by it', () => {
    const unweighed = estimateFee(
      AIRFIELD,
      { ...EMPTY_VALUES, aircraftType: 'Jodel', purpose: TOUCH_AND_GO },
      'en-GB',
    );
    expect(unweighed.quote.total).toBeNull();
    expect(say(english, unweighed.headline)).toBe('Estimated fee: to be priced by the desk');
    expect(say(english, unweighed.lines.at(-1) ?? unweighed.headline)).toMatch(/give its MTOW/);
    const declared = estimateFee(
      AIRFIELD,
      { ...EMPTY_VALUES, aircraftType: 'Jodel', mtow: '800', purpose: TOUCH_AND_GO },
      'en-GB',
    );
    expect(declared.quote.total).toBe(7.5);
    expect(say(english, declared.lines.at(-1) ?? declared.headline)).toMatch(/MTOW you gave/);
    const typo = estimateFee(AIRFIELD, { ...EMPTY_VALUES, aircraftType: 'Jodel', mtow: '8x' }, 'en-GB');
    expect(typo.quote.total).toBeNull();
  });

  it('speaks Portuguese, with money as Portugal writes it', () => {
    const estimate = estimateFee(AIRFIELD, { ...EMPTY_VALUES, aircraftType: 'Cessna 172' }, 'pt-PT');
    expect(say(portuguese, estimate.headline)).toBe('Taxa estimada: 25,00\u00a0€');
    expect(say(portuguese, estimate.lines[0] ?? estimate.headline)).toBe('Aterragem: 25,00\u00a0€');
  });
});

describe('hoursNotice', () => {
  it('warns before sending when the club is closed then, in the words of its setting', () => {
    // 2026-01-05 is a Monday; Lisbon is on UTC in winter.
    expect(hoursNotice(AIRFIELD, { date: '2026-01-05', eta: '12:00' })).toBeNull();
    const refused = hoursNotice(AIRFIELD, { date: '2026-01-05', eta: '20:00' });
    expect(refused && say(english, refused)).toMatch(/closed/);
    const flagged = hoursNotice(
      { ...AIRFIELD, outsideHours: 'flagged' },
      { date: '2026-01-06', eta: '12:00' },
    );
    expect(flagged && say(english, flagged)).toMatch(/desk will see/);
    expect(hoursNotice(AIRFIELD, { date: '', eta: '12:00' })).toBeNull();
  });

  it("reads the ETA on the club's clock: Lisbon's 09:00 on a summer Monday is 08:00 UTC", () => {
    // 2026-07-06 is a Monday in summer time (UTC+1).
    expect(hoursNotice(AIRFIELD, { date: '2026-07-06', eta: '09:00' })).toBeNull();
    expect(hoursNotice({ ...AIRFIELD, clock: 'utc' }, { date: '2026-07-06', eta: '08:00' })).toBeNull();
    expect(hoursNotice({ ...AIRFIELD, clock: 'utc' }, { date: '2026-07-06', eta: '18:30' })).not.toBeNull();
    expect(hoursNotice(AIRFIELD, { date: '2026-07-06', eta: '18:30' })).toBeNull();
  });
});

describe('closureNotice', () => {
  const closed = {
    ...AIRFIELD,
    closures: [{ id: 1, from: '2099-01-05', to: '2099-01-07', note: 'Runway resurfacing' }],
  };
  it('says a date on a closure is closed, with its note, in the page language', () => {
    const notice = closureNotice(closed, '2099-01-06');
    expect(notice && say(english, notice)).toBe(
      'The airfield is closed on that date (Runway resurfacing): choose another day.',
    );
    expect(notice && say(portuguese, notice)).toBe(
      'O aeródromo está encerrado nessa data (Runway resurfacing): escolha outro dia.',
    );
    expect(closureNotice(closed, '2099-01-08')).toBeNull();
  });
  it('puts it on the date field before sending, whatever the club does outside its hours', () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const values = { ...EMPTY_VALUES, date: soon, eta: '12:00' };
    const closedSoon = { ...AIRFIELD, closures: [{ id: 1, from: soon, to: soon, note: 'Air show' }] };
    expect(problemsOf({ ...closedSoon, outsideHours: 'flagged' }, values, 'en', systemClock).date).toEqual({
      id: 'validation.pilotRequest.closedDate',
      values: { note: 'Air show' },
    });
    expect(problemsOf(AIRFIELD, values, 'en', systemClock).date).toBeUndefined();
  });
});

describe('an arrival today whose time has gone by', () => {
  // 09:27 in Lisbon (UTC in winter); the hours take any arrival, flagged, to leave them out of it.
  const clock = fixedClock('2026-12-06T09:27:00.000Z');
  const today = { ...EMPTY_VALUES, date: '2026-12-06' };
  const open = { ...AIRFIELD, outsideHours: 'flagged' as const };
  it('is refused on the ETA before sending, past a few minutes of grace', () => {
    expect(problemsOf(open, { ...today, eta: '09:05' }, 'en', clock).eta).toEqual({
      id: 'validation.pilotRequest.etaPast',
    });
    expect(problemsOf(open, { ...today, eta: '09:15' }, 'en', clock).eta).toBeUndefined();
    expect(problemsOf(open, { ...today, eta: '10:00' }, 'en', clock).eta).toBeUndefined();
  });
});
