// The club routes: registration's create, a settings section's update and the weight bands.
import { expect } from 'vitest';
import {
  badIds,
  call,
  clubRow,
  db,
  demoToken,
  type Entity,
  expectCollection,
  expectEntity,
  expectError,
  expectOk,
  ids,
  type RouteCase,
  register,
  snapshotBands,
} from '../../testing/route-matrix';

export const CLUBS_ROUTES: RouteCase[] = [
  // ---------------------------------------------------------------- clubs
  {
    method: 'POST',
    path: '/api/clubs',
    tables: ['clubs', 'users'],
    sample: async () => ({
      label: 'create',
      url: '/api/clubs',
      payload: { data: { name1: 'Sample Field' } },
    }),
    ok: async () => {
      const account = await register();
      const category = await db
        .selectFrom('categories')
        .select('id')
        .where('name', '=', 'Heliport')
        .executeTakeFirstOrThrow();
      const payload = {
        data: {
          name1: 'New Field',
          icao: 'LPNF',
          category: category.id,
          request: true,
          lat: 39.5,
          long: -8.25,
          price_park: 4.5,
          stripeEmail: null,
          user: account.id,
        },
      };
      const res = await call('POST', '/api/clubs?populate=category', { token: account.jwt, payload });
      const body = expectOk(res);
      const data = body.data as Entity;
      expect(data.attributes).toMatchObject({
        name1: 'New Field',
        name2: 'LPNF',
        request: true,
        price_park: 4.5,
      });
      expect((data.attributes.category as { data: Entity }).data.id).toBe(category.id);
      expect(await clubRow(data.id)).toMatchObject({
        name1: 'New Field',
        name2: 'LPNF',
        category_id: category.id,
        request: 1,
        lat: 39.5,
        long: -8.25,
        price_park: 4.5,
        stripeEmail: null,
      });
      const owner = await db
        .selectFrom('users')
        .select('clubOwner_id')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(owner.clubOwner_id).toBe(data.id);
      // One club per owner: the second is refused and nothing is added.
      const clubs = await db.selectFrom('clubs').select('id').execute();
      expectError(
        await call('POST', '/api/clubs', {
          token: account.jwt,
          payload: { data: { name1: 'Second Field' } },
        }),
        400,
        'ApplicationError',
        'second club',
      );
      expect(await db.selectFrom('clubs').select('id').execute()).toEqual(clubs);
    },
    invalid: async () => [
      { label: 'missing name1', url: '/api/clubs', payload: { data: { address: 'Somewhere' } } },
      { label: 'unknown field', url: '/api/clubs', payload: { data: { name1: 'X', owner: 1 } } },
      {
        label: 'wrongly typed request',
        url: '/api/clubs',
        payload: { data: { name1: 'X', request: 'yes' } },
      },
      { label: 'bad email', url: '/api/clubs', payload: { data: { name1: 'X', email: 'nope' } } },
      { label: 'latitude out of range', url: '/api/clubs', payload: { data: { name1: 'X', lat: 91 } } },
      { label: 'missing data wrapper', url: '/api/clubs', payload: { name1: 'X' } },
    ],
    foreign: async () => [
      {
        label: 'a club for the demo owner',
        url: '/api/clubs',
        payload: { data: { name1: 'Hijack', user: ids.demoOwner } },
      },
    ],
  },
  {
    method: 'PUT',
    path: '/api/clubs/:id',
    tables: ['clubs'],
    sample: async () => ({
      label: 'update',
      url: `/api/clubs/${ids.demoClub}`,
      payload: { data: { phone: '+351 211 000 001' } },
    }),
    ok: async () => {
      const category = await db
        .selectFrom('categories')
        .select('id')
        .where('name', '=', 'Airstrip')
        .executeTakeFirstOrThrow();
      const before = await clubRow(ids.demoClub);
      const payload = {
        data: {
          phone: '+351 211 111 111',
          request: true,
          home_base_discount: 12.5,
          category: category.id,
          nif: null,
        },
      };
      const res = await call('PUT', `/api/clubs/${ids.demoClub}`, { token: demoToken, payload });
      const data = expectEntity(res, ids.demoClub);
      expect(data.attributes).toMatchObject({
        phone: '+351 211 111 111',
        request: true,
        home_base_discount: 12.5,
      });
      const after = await clubRow(ids.demoClub);
      expect(after).toEqual({
        ...before,
        phone: '+351 211 111 111',
        request: 1,
        home_base_discount: 12.5,
        category_id: category.id,
        nif: null,
        updatedAt: after.updatedAt,
        change_seq: after.change_seq,
      });
      expect(after.updatedAt >= before.updatedAt).toBe(true);
      expect(after.change_seq).toBeGreaterThan(before.change_seq);
    },
    invalid: async () => {
      const url = `/api/clubs/${ids.demoClub}`;
      return [
        { label: 'unknown field', url, payload: { data: { owner: 1 } } },
        { label: 'wrongly typed latitude', url, payload: { data: { lat: '38.7' } } },
        { label: 'latitude out of range', url, payload: { data: { lat: 200 } } },
        { label: 'empty name', url, payload: { data: { name1: '   ' } } },
        { label: 'ICAO code not 4 letters or digits', url, payload: { data: { name2: 'lp1' } } },
        { label: 'tax number with no digit', url, payload: { data: { nif: 'abc' } } },
        { label: 'phone that is no number', url, payload: { data: { phone: 'telefone?' } } },
        { label: 'unknown category', url, payload: { data: { category: 999999 } } },
        { label: 'nothing to update', url, payload: { data: {} } },
        { label: 'missing data wrapper', url, payload: { phone: '+351 211 000 001' } },
        ...badIds('/api/clubs').map((p) => ({ ...p, payload: { data: { phone: '+351 211 000 001' } } })),
      ];
    },
    foreign: async () => [
      { label: 'the demo club', url: `/api/clubs/${ids.demoClub}`, payload: { data: { name1: 'Hijacked' } } },
      { label: 'an origin club', url: '/api/clubs/3', payload: { data: { name1: 'Hijacked' } } },
    ],
  },
  {
    method: 'PUT',
    path: '/api/clubs/:id/mtows',
    tables: ['mtows'],
    sample: async () => ({ label: 'bands', url: `/api/clubs/${ids.demoClub}/mtows`, payload: { data: [] } }),
    ok: async () => {
      const othersBefore = await snapshotBands(ids.otherClub);
      const bands = [
        { weight1: 0, weight2: 1500, priceLand: 12, priceTouchGo: 6 },
        { weight1: 1501, weight2: 9000, priceLand: 40.5, priceTouchGo: 20.25 },
      ];
      const res = await call('PUT', `/api/clubs/${ids.demoClub}/mtows`, {
        token: demoToken,
        payload: { data: bands },
      });
      const { data, meta } = expectCollection(res);
      expect(data.map((d) => d.attributes)).toEqual(bands.map((b) => expect.objectContaining(b)));
      expect(meta.pagination).toMatchObject({ total: 2 });
      expect(await snapshotBands(ids.demoClub)).toEqual(bands);
      expect(await snapshotBands(ids.otherClub)).toEqual(othersBefore);
    },
    invalid: async () => {
      const url = `/api/clubs/${ids.demoClub}/mtows`;
      const band = { weight1: 0, weight2: 100, priceLand: 1, priceTouchGo: 1 };
      return [
        {
          label: 'overlapping bands',
          url,
          payload: { data: [band, { weight1: 50, weight2: 200, priceLand: 1, priceTouchGo: 1 }] },
        },
        { label: 'first band not from 0', url, payload: { data: [{ ...band, weight1: 10 }] } },
        { label: 'not a list', url, payload: { data: band } },
        { label: 'wrongly typed weight', url, payload: { data: [{ ...band, weight2: '100' }] } },
        { label: 'unknown field in a band', url, payload: { data: [{ ...band, club: ids.demoClub }] } },
        { label: 'missing data wrapper', url, payload: [band] },
        ...badIds('/api/clubs', '/mtows').map((p) => ({ ...p, payload: { data: [band] } })),
      ];
    },
    foreign: async () => [
      { label: "the demo club's bands", url: `/api/clubs/${ids.demoClub}/mtows`, payload: { data: [] } },
    ],
  },
];
