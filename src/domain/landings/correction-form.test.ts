import { describe, expect, it } from 'vitest';
import type { ClubService, Landing } from '../wire/entities';
import { correctionFormOf, correctionOf, correctionOffers, correctionProblems } from './correction-form';

const LISBON = 'Europe/Lisbon';
const NOW = new Date('2026-11-25T09:35:00.000Z');

const cessna = { id: 7, name: 'Cessna 172 CS-AAA', category: 'Single engine', mtow: 1100 };
const service = (id: number, name: string) => ({ id, name, icon: null, price: null, active: true });
const offers: ClubService[] = [
  { id: 1, price: 10, service: service(1, 'Fuel') },
  { id: 2, price: 5, service: service(2, 'Hangar') },
];
const landing = {
  id: 3,
  date: '2026-11-22',
  time: '10:00:00.000',
  status: 'finished',
  ata: '2026-11-22T10:05:00.000Z',
  departure: '2026-11-22T12:00:00.000Z',
  landingPurpose: null,
  passengers_on_board: '["Ana Lopes","Rui"]',
  email: 'ana@example.org',
  registration: null,
  aircraftType: null,
  origin: 'LPEV',
  mtow: null,
  aircraft: cessna,
  from: null,
  user: null,
  club_services: [offers[0]],
} as unknown as Landing;

describe('the Correct form', () => {
  it('opens with what was recorded, times on the desk clock, and changes nothing as it is', () => {
    const form = correctionFormOf(landing, LISBON);
    expect(form).toMatchObject({
      registration: 'CS-AAA',
      aircraftType: 'Cessna 172',
      origin: 'LPEV',
      pilotName: 'Ana Lopes',
      eta: '10:00',
      ata: '2026-11-22T10:05',
      departure: '2026-11-22T12:00',
      pob: '2',
      serviceIds: [1],
    });
    expect(correctionProblems(landing, form, LISBON, NOW)).toEqual({});
    expect(
      correctionOf(landing, form, { zone: LISBON, offers, keepsFreeText: true, pricing: null }),
    ).toBeNull();
  });

  it('sends only what differs: a new registration lets go of the record and asks its MTOW', () => {
    const form = {
      ...correctionFormOf(landing, LISBON),
      registration: 'cs-bbb',
      mtow: '1100',
      pob: '3',
      serviceIds: [2],
    };
    expect(correctionOf(landing, form, { zone: LISBON, offers, keepsFreeText: true, pricing: null })).toEqual(
      {
        patch: {
          registration: 'CS-BBB',
          aircraftType: 'Cessna 172',
          aircraft: null,
          mtow: 1100,
          passengers_on_board: '["Ana Lopes","Rui",""]',
          club_services: [2],
        },
        shown: { club_services: [offers[1]] },
      },
    );
  });

  it('shows the fee the server will work out while the correction waits: band, services and parking', () => {
    const pricing = {
      now: NOW,
      bands: [{ weight1: 0, weight2: 1500, priceLand: 15, priceTouchGo: 7.5 }],
      rates: {
        price_park: 5,
        price_park_twin: 8,
        price_park_bizz: 20,
        price_park_heli: 10,
        hours_free_park: 0,
      },
    };
    const form = { ...correctionFormOf(landing, LISBON), serviceIds: [1, 2] };
    // 15.00 for the band, 10.00 and 5.00 for the services, one full hour parked (10:05 to 12:00) at 5.00.
    expect(
      correctionOf(landing, form, { zone: LISBON, offers, keepsFreeText: true, pricing })?.shown,
    ).toEqual({
      club_services: offers,
      price: 35,
      time_parked: expect.any(String),
    });
    // What does not move the fee shows none.
    const renamed = { ...correctionFormOf(landing, LISBON), pilotName: 'Ana Maria Lopes' };
    expect(
      correctionOf(landing, renamed, { zone: LISBON, offers, keepsFreeText: true, pricing })?.shown,
    ).toEqual({});
  });

  it('keeps to what a plain Strapi has, and converts times back to instants', () => {
    const form = {
      ...correctionFormOf(landing, LISBON),
      registration: 'CS-ZZZ',
      eta: '09:30',
      departure: '2026-11-22T13:15',
    };
    expect(
      correctionOf(landing, form, { zone: LISBON, offers, keepsFreeText: false, pricing: null })?.patch,
    ).toEqual({
      time: '09:30:00',
      departure: '2026-11-22T13:15:00.000Z',
    });
  });

  it('says what is wrong, field by field', () => {
    const form = {
      ...correctionFormOf(landing, LISBON),
      registration: '',
      pob: '0',
      departure: '2026-11-22T09:00',
      email: 'x',
    };
    expect(Object.keys(correctionProblems(landing, form, LISBON, NOW)).sort()).toEqual([
      'departure',
      'email',
      'pob',
      'registration',
    ]);
  });

  it('refuses before saving the times the server would: a departure or arrival in the future, a date after the arrival', () => {
    const form = correctionFormOf(landing, LISBON);
    const problems = (changed: Partial<typeof form>) =>
      correctionProblems(landing, { ...form, ...changed }, LISBON, NOW);
    expect(problems({ departure: '2026-11-25T14:10' })).toEqual({
      departure: { id: 'validation.landing.departureFuture' },
    });
    expect(problems({ ata: '2026-11-25T09:00', departure: '2026-11-25T09:20' })).toEqual({});
    expect(problems({ ata: '2026-11-25T11:00', departure: '2026-11-25T11:30' })).toMatchObject({
      ata: { id: 'validation.landing.arrivalFuture' },
    });
    expect(problems({ date: '2026-11-24' })).toEqual({
      date: { id: 'validation.landing.arrivalBeforeDate' },
    });
    // A landing recorded with times the rule would now refuse is not refused for what nobody changed.
    expect(problems({ pob: '3' })).toEqual({});
  });

  it("shows and reads the times on the club's clock: a summer night on Lisbon's, the stored day moved with it", () => {
    const summer = {
      ...landing,
      date: '2026-07-01',
      time: '23:30:00.000',
      status: 'pending',
      ata: null,
      departure: null,
    } as Landing;
    const onLisbon = correctionFormOf(summer, LISBON);
    expect(onLisbon).toMatchObject({ date: '2026-07-02', eta: '00:30' });
    expect(correctionFormOf(summer, 'UTC')).toMatchObject({ date: '2026-07-01', eta: '23:30' });
    const context = { zone: LISBON, offers, keepsFreeText: true, pricing: null };
    expect(correctionOf(summer, { ...onLisbon, eta: '00:45' }, context)?.patch).toEqual({ time: '23:45:00' });
    expect(correctionOf(summer, { ...onLisbon, eta: '01:30' }, context)?.patch).toEqual({
      date: '2026-07-02',
      time: '00:30:00',
    });
  });

  it("offers the club's services and keeps one the landing had that the club no longer offers", () => {
    const removed: ClubService = { id: 9, price: 3, service: service(9, 'Tie-down') };
    const withRemoved = { ...landing, club_services: [offers[0], removed] } as Landing;
    expect(correctionOffers(offers, withRemoved).map((offer) => offer.id)).toEqual([1, 2, 9]);
    expect(correctionOffers(offers, landing).map((offer) => offer.id)).toEqual([1, 2]);
  });
});
