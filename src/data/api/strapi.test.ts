// Unwrapping the recorded Strapi v4 answers (shared/strapi-samples, copied as fixtures) into the
// flat entity types, unchanged shapes in, typed records out.
import { describe, expect, it } from 'vitest';
import landingsList from '@/test/fixtures/landings-list.json';
import userWithClub from '@/test/fixtures/user-with-club.json';
import { apiErrorFromBody } from './api-errors';
import { conflictCurrent } from './landings-api';
import { toLanding, toUser } from './normalise';
import { flattenEntry, UnexpectedShapeError, unwrapCollection, unwrapFlat } from './strapi';
import { strapiQuery } from './strapi-query';

describe('strapi envelope', () => {
  it('flattens a landings list with its relations', () => {
    const { rows, pagination } = unwrapCollection(landingsList);
    expect(pagination).toEqual({ start: 0, limit: 100, total: 170 });
    const [first, second] = rows.map(toLanding);
    expect(first).toMatchObject({
      id: 31,
      date: '2026-06-27',
      time: '13:45:00.000',
      status: 'finished',
      permission: true,
      paymentStatus: 'Captive',
      price: 24.41,
      passengers_on_board: '["Rita Sousa"]',
      email: null,
      club: { id: 1, name1: 'Example Aero Club', name2: 'LPXE' },
      aircraft: { id: 4, name: 'Beechcraft Baron CS-AAD', category: 'Twin engine', mtow: null },
      user: { id: 5, username: 'pilot4', name: 'Duarte Esteves', callSign: 'PILOT4' },
      from: null,
    });
    expect(first?.club_services).toEqual([
      { id: 2, price: 33, service: null },
      { id: 4, price: 16.5, service: null },
    ]);
    expect(second?.from).toEqual({ id: 1, name1: 'Example Aero Club', name2: 'LPXE' });
  });

  it('reads every field of a recorded Strapi 4 landing as before, the fields only our server keeps not said', () => {
    const [first] = unwrapCollection(landingsList).rows;
    if (!first) throw new Error('the recorded list has no landing');
    expect(toLanding(first)).toEqual({
      id: 31,
      date: '2026-06-27',
      time: '13:45:00.000',
      status: 'finished',
      permission: true,
      landing_permission: true,
      paymentStatus: 'Captive',
      ata: '2026-06-27T13:45:00.000Z',
      departure: '2026-06-27T20:23:00.000Z',
      price: 24.41,
      landingPurpose: 'Tourism',
      passengers_on_board: '["Rita Sousa"]',
      time_parked: '6h 38m',
      email: null,
      registration: null,
      aircraftType: null,
      origin: null,
      etd: null,
      phone: null,
      notes: null,
      outsideHours: false,
      reason: null,
      ppr: null,
      fee_by_hand: null,
      fee_reason: null,
      mtow: null,
      cancelledBy: null,
      licenceNumber: null,
      payment_method: null,
      paid_cents: null,
      decided_by_rule: null,
      createdAt: '2026-11-22T05:40:42.166Z',
      updatedAt: '2026-11-22T05:40:42.166Z',
      club_services: [
        { id: 2, price: 33, service: null },
        { id: 4, price: 16.5, service: null },
      ],
      club: { id: 1, name1: 'Example Aero Club', name2: 'LPXE' },
      aircraft: { id: 4, name: 'Beechcraft Baron CS-AAD', category: 'Twin engine', mtow: null },
      user: {
        id: 5,
        username: 'pilot4',
        email: 'pilot4@example.com',
        name: 'Duarte Esteves',
        licenceNumber: 'PT.FCL.0103',
        callSign: 'PILOT4',
      },
      from: null,
    });
  });

  it('refuses a landing whose status it does not know as an unexpected shape, and a list holding one whole', () => {
    const unknown = flattenEntry({ id: 42, attributes: { status: 'diverted', date: '2026-06-27' } });
    expect(() => toLanding(unknown)).toThrow(UnexpectedShapeError);
    expect(() => toLanding(unknown)).toThrow("Landing 42: status 'diverted' is not one the desk knows");

    const [first, second] = landingsList.data;
    const list = {
      ...landingsList,
      data: [first, { ...second, attributes: { ...second?.attributes, status: 'gone' } }],
    };
    expect(() => unwrapCollection(list).rows.map(toLanding)).toThrow("Landing 37: status 'gone' is not one");
  });

  it('reads a nested populate of club services with their service', () => {
    const rec = flattenEntry({
      id: 9,
      attributes: {
        date: '2026-11-22',
        permission: null,
        club_services: {
          data: [
            {
              id: 3,
              attributes: {
                price: 22,
                service: { data: { id: 7, attributes: { name: 'Fuel', active: 1 } } },
              },
            },
          ],
        },
      },
    });
    const landing = toLanding(rec);
    expect(landing.permission).toBeNull();
    expect(landing.club_services[0]?.service).toEqual({
      id: 7,
      name: 'Fuel',
      icon: null,
      price: null,
      active: true,
    });
  });

  it('reads how a landing was paid, and not said for what it does not know', () => {
    const read = (attributes: Record<string, unknown>) => toLanding(flattenEntry({ id: 2, attributes }));
    expect(read({ payment_method: 'online', paid_cents: 4000 })).toMatchObject({
      payment_method: 'online',
      paid_cents: 4000,
    });
    expect(read({ payment_method: 'card', paid_cents: '1250' })).toMatchObject({ paid_cents: 1250 });
    expect(read({ payment_method: 'cheque', paid_cents: -5 })).toMatchObject({
      payment_method: null,
      paid_cents: null,
    });
    expect(read({ paid_cents: 12.5 }).paid_cents).toBeNull();
    // A plain Strapi has neither field.
    expect(read({})).toMatchObject({ payment_method: null, paid_cents: null });
  });

  it('reads the flat user with its club and category', () => {
    const rec = unwrapFlat(userWithClub);
    expect(rec && toUser(rec)).toEqual({
      id: 1,
      username: 'owner',
      email: 'owner@example.com',
      name: 'Club Owner',
      licenceNumber: 'PT.FCL.0001',
      callSign: 'OWNER1',
    });
    expect(rec?.clubOwner).toMatchObject({ id: 1, category: { id: 1, name: 'Aerodrome' } });
    expect(unwrapFlat(null)).toBeNull();
  });

  it("reads a 409's current row in either single shape", () => {
    const entity = { id: 4, attributes: { status: 'pending', permission: false, updatedAt: 'x' } };
    expect(conflictCurrent({ current: entity })?.landing.permission).toBe(false);
    expect(conflictCurrent({ current: { data: entity, meta: {} } })?.landing.id).toBe(4);
    expect(conflictCurrent({})).toBeNull();
    // A current row the desk cannot read is not guessed at: the conflict shows the server's side unknown.
    expect(conflictCurrent({ current: { ...entity, attributes: { status: 'diverted' } } })).toBeNull();
  });

  it('turns an error envelope into an ApiError', () => {
    const error = apiErrorFromBody(409, 'Conflict', {
      data: null,
      error: { status: 409, name: 'ConflictError', message: 'Changed', details: { current: null } },
    });
    expect(error).toMatchObject({ status: 409, errorName: 'ConflictError', message: 'Changed' });
    expect(apiErrorFromBody(502, 'Bad Gateway', '<html>')).toMatchObject({
      errorName: 'HTTP502',
      message: 'Bad Gateway',
    });
  });

  it("builds Strapi's bracket query strings", () => {
    expect(
      strapiQuery({
        filters: { club: { id: { $eq: 1 } }, date: { $gte: '2026-11-22' } },
        populate: ['club'],
        pagination: { limit: 100 },
      }),
    ).toBe('filters[club][id][$eq]=1&filters[date][$gte]=2026-11-22&populate[0]=club&pagination[limit]=100');
  });
});
