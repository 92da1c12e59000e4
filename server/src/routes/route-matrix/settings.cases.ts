// The club-owned settings writes: schedules, closure dates, weight bands and club services.
import { expect } from 'vitest';
import {
  badIds,
  call,
  clubRowIds,
  db,
  demoToken,
  type Entity,
  expectEntity,
  expectError,
  expectOk,
  firstRow,
  ids,
  type RouteCase,
} from '../../testing/route-matrix';

function settingsWriteCases(): RouteCase[] {
  const scheduleRow = (id: number) =>
    db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirst();
  const closureRow = (id: number) =>
    db.selectFrom('closures').selectAll().where('id', '=', id).executeTakeFirst();
  const mtowRow = (id: number) => db.selectFrom('mtows').selectAll().where('id', '=', id).executeTakeFirst();
  const serviceRow = (id: number) =>
    db.selectFrom('club_services').selectAll().where('id', '=', id).executeTakeFirst();
  const serviceId = async (name: string) =>
    (await db.selectFrom('services').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  return [
    // schedules
    {
      method: 'POST',
      path: '/api/schedules',
      tables: ['schedules'],
      sample: async () => ({
        label: 'create',
        url: '/api/schedules',
        payload: { data: { day_index: 6, day: 'sun', open: '10:00:00', close: '12:00:00' } },
      }),
      ok: async () => {
        await db
          .deleteFrom('schedules')
          .where('club_id', '=', ids.demoClub)
          .where('day_index', '=', 6)
          .execute();
        const payload = {
          data: { club: ids.demoClub, day_index: 6, day: 'sun', open: '10:15:00', close: '16:45:30.5' },
        };
        const res = await call('POST', '/api/schedules', { token: demoToken, payload });
        const data = (expectOk(res).data ?? {}) as Entity;
        expect(data.attributes).toMatchObject({
          day_index: 6,
          day: 'sun',
          open: '10:15:00.000',
          close: '16:45:30.500',
        });
        expect(await scheduleRow(data.id)).toMatchObject({
          club_id: ids.demoClub,
          day_index: 6,
          day: 'sun',
          open: '10:15:00.000',
          close: '16:45:30.500',
        });
      },
      invalid: async () => {
        const good = { day_index: 0, day: 'mon', open: '09:00:00', close: '18:00:00' };
        return [
          {
            label: 'unknown field',
            url: '/api/schedules',
            payload: { data: { ...good, day_index: 5, day: 'sat', x: 1 } },
          },
          {
            label: 'wrongly typed day_index',
            url: '/api/schedules',
            payload: { data: { ...good, day_index: '0' } },
          },
          {
            label: 'day_index out of range',
            url: '/api/schedules',
            payload: { data: { ...good, day_index: 7 } },
          },
          {
            label: 'day does not match index',
            url: '/api/schedules',
            payload: { data: { ...good, day: 'tue' } },
          },
          { label: 'HH:mm time', url: '/api/schedules', payload: { data: { ...good, open: '09:00' } } },
          {
            label: 'opens after closing',
            url: '/api/schedules',
            payload: { data: { ...good, open: '19:00:00' } },
          },
          {
            label: 'missing close',
            url: '/api/schedules',
            payload: { data: { day_index: 0, day: 'mon', open: '09:00:00' } },
          },
          { label: 'missing data wrapper', url: '/api/schedules', payload: good },
          { label: 'day already has a schedule', url: '/api/schedules', payload: { data: good } },
        ];
      },
      foreign: async () => [
        {
          label: 'data.club = demo club',
          url: '/api/schedules',
          payload: {
            data: { club: ids.demoClub, day_index: 2, day: 'wed', open: '09:00:00', close: '10:00:00' },
          },
        },
      ],
    },
    {
      method: 'PUT',
      path: '/api/schedules/:id',
      tables: ['schedules'],
      sample: async () => ({
        label: 'update',
        url: '/api/schedules/1',
        payload: { data: { open: '08:00:00' } },
      }),
      ok: async () => {
        const id = await firstRow('schedules', ids.demoClub);
        const before = await scheduleRow(id);
        const res = await call('PUT', `/api/schedules/${id}`, {
          token: demoToken,
          payload: { data: { open: '08:30:00', close: '18:00:00', club: ids.demoClub } },
        });
        const data = expectEntity(res, id);
        expect(data.attributes).toMatchObject({
          open: '08:30:00.000',
          close: '18:00:00.000',
          day: before?.day,
        });
        expect(await scheduleRow(id)).toMatchObject({
          club_id: ids.demoClub,
          day_index: before?.day_index,
          open: '08:30:00.000',
          close: '18:00:00.000',
        });
      },
      invalid: async () => {
        const url = `/api/schedules/${await firstRow('schedules', ids.demoClub)}`;
        return [
          { label: 'unknown field', url, payload: { data: { opens: '08:00:00' } } },
          { label: 'wrongly typed open', url, payload: { data: { open: 800 } } },
          { label: 'day that does not match', url, payload: { data: { day: 'sun' } } },
          { label: 'closes before opening', url, payload: { data: { close: '01:00:00' } } },
          { label: 'missing data wrapper', url, payload: { open: '08:00:00' } },
          ...badIds('/api/schedules').map((p) => ({ ...p, payload: { data: { open: '08:00:00' } } })),
        ];
      },
      foreign: async () => [
        {
          label: 'a demo schedule',
          url: `/api/schedules/${await firstRow('schedules', ids.demoClub)}`,
          payload: { data: { open: '05:00:00' } },
        },
        {
          label: 'own schedule moved to the demo club',
          status: 403,
          url: `/api/schedules/${await firstRow('schedules', ids.otherClub)}`,
          payload: { data: { club: ids.demoClub } },
        },
      ],
    },
    {
      method: 'DELETE',
      path: '/api/schedules/:id',
      tables: ['schedules'],
      sample: async () => ({ label: 'delete', url: '/api/schedules/1' }),
      ok: async () => {
        const [id] = (await clubRowIds('schedules', ids.demoClub)).slice(-1);
        if (id === undefined) throw new Error('no demo schedule');
        const before = await scheduleRow(id);
        const data = expectEntity(await call('DELETE', `/api/schedules/${id}`, { token: demoToken }), id);
        expect(data.attributes.day).toBe(before?.day);
        expect(await scheduleRow(id)).toBeUndefined();
        expectError(await call('DELETE', `/api/schedules/${id}`, { token: demoToken }), 404, 'NotFoundError');
      },
      invalid: async () => badIds('/api/schedules'),
      foreign: async () => [
        { label: 'a demo schedule', url: `/api/schedules/${await firstRow('schedules', ids.demoClub)}` },
      ],
    },
    // closures
    {
      method: 'POST',
      path: '/api/closures',
      tables: ['closures'],
      sample: async () => ({
        label: 'create',
        url: '/api/closures',
        payload: { data: { from_date: '2099-03-01', to_date: '2099-03-01', note: 'Works' } },
      }),
      ok: async () => {
        const payload = {
          data: { club: ids.demoClub, from_date: '2099-05-01', to_date: '2099-05-04', note: ' Resurfacing ' },
        };
        const data = (expectOk(await call('POST', '/api/closures', { token: demoToken, payload })).data ??
          {}) as Entity;
        expect(data.attributes).toMatchObject({
          from_date: '2099-05-01',
          to_date: '2099-05-04',
          note: 'Resurfacing',
        });
        expect(await closureRow(data.id)).toMatchObject({
          club_id: ids.demoClub,
          from_date: '2099-05-01',
          to_date: '2099-05-04',
          note: 'Resurfacing',
        });
      },
      invalid: async () => {
        const good = { from_date: '2099-06-01', to_date: '2099-06-02', note: 'Works' };
        return [
          { label: 'unknown field', url: '/api/closures', payload: { data: { ...good, reason: 'x' } } },
          {
            label: 'to before from',
            url: '/api/closures',
            payload: { data: { ...good, to_date: '2099-05-31' } },
          },
          {
            label: 'impossible date',
            url: '/api/closures',
            payload: { data: { ...good, from_date: '2099-02-30' } },
          },
          { label: 'not a date', url: '/api/closures', payload: { data: { ...good, to_date: 'soon' } } },
          { label: 'empty note', url: '/api/closures', payload: { data: { ...good, note: '  ' } } },
          {
            label: 'note too long',
            url: '/api/closures',
            payload: { data: { ...good, note: 'x'.repeat(121) } },
          },
          {
            label: 'missing to_date',
            url: '/api/closures',
            payload: { data: { from_date: '2099-06-01', note: 'x' } },
          },
          { label: 'missing data wrapper', url: '/api/closures', payload: good },
        ];
      },
      foreign: async () => [
        {
          label: 'data.club = demo club',
          url: '/api/closures',
          payload: {
            data: { club: ids.demoClub, from_date: '2099-07-01', to_date: '2099-07-01', note: 'x' },
          },
        },
      ],
    },
    {
      method: 'PUT',
      path: '/api/closures/:id',
      tables: ['closures'],
      sample: async () => ({ label: 'update', url: '/api/closures/1', payload: { data: { note: 'x' } } }),
      ok: async () => {
        const id = await firstRow('closures', ids.demoClub);
        const before = await closureRow(id);
        const res = await call('PUT', `/api/closures/${id}`, {
          token: demoToken,
          payload: { data: { note: 'Air show', club: ids.demoClub } },
        });
        expect(expectEntity(res, id).attributes).toMatchObject({
          note: 'Air show',
          from_date: before?.from_date,
        });
        expect(await closureRow(id)).toMatchObject({ club_id: ids.demoClub, note: 'Air show' });
      },
      invalid: async () => {
        const id = await firstRow('closures', ids.demoClub);
        const url = `/api/closures/${id}`;
        return [
          { label: 'unknown field', url, payload: { data: { reason: 'x' } } },
          { label: 'to before the stored from', url, payload: { data: { to_date: '2000-01-01' } } },
          { label: 'wrongly typed note', url, payload: { data: { note: 5 } } },
          { label: 'missing data wrapper', url, payload: { note: 'x' } },
          ...badIds('/api/closures').map((p) => ({ ...p, payload: { data: { note: 'x' } } })),
        ];
      },
      foreign: async () => [
        {
          label: 'a demo closure',
          url: `/api/closures/${await firstRow('closures', ids.demoClub)}`,
          payload: { data: { note: 'Mine now' } },
        },
        {
          label: 'own closure moved to the demo club',
          status: 403,
          url: `/api/closures/${await firstRow('closures', ids.otherClub)}`,
          payload: { data: { club: ids.demoClub } },
        },
      ],
    },
    {
      method: 'DELETE',
      path: '/api/closures/:id',
      tables: ['closures'],
      sample: async () => ({ label: 'delete', url: '/api/closures/1' }),
      ok: async () => {
        const [id] = (await clubRowIds('closures', ids.demoClub)).slice(-1);
        if (id === undefined) throw new Error('no demo closure');
        const before = await closureRow(id);
        const data = expectEntity(await call('DELETE', `/api/closures/${id}`, { token: demoToken }), id);
        expect(data.attributes.note).toBe(before?.note);
        expect(await closureRow(id)).toBeUndefined();
        expectError(await call('DELETE', `/api/closures/${id}`, { token: demoToken }), 404, 'NotFoundError');
      },
      invalid: async () => badIds('/api/closures'),
      foreign: async () => [
        { label: 'a demo closure', url: `/api/closures/${await firstRow('closures', ids.demoClub)}` },
      ],
    },
    // mtows
    {
      method: 'POST',
      path: '/api/mtows',
      tables: ['mtows'],
      sample: async () => ({
        label: 'create',
        url: '/api/mtows',
        payload: { data: { weight1: 0, weight2: 1, priceLand: 1, priceTouchGo: 1 } },
      }),
      ok: async () => {
        const payload = {
          data: { club: ids.demoClub, weight1: 20001, weight2: 30000, priceLand: 90, priceTouchGo: 45.5 },
        };
        const data = (expectOk(await call('POST', '/api/mtows', { token: demoToken, payload })).data ??
          {}) as Entity;
        expect(data.attributes).toMatchObject({
          weight1: 20001,
          weight2: 30000,
          priceLand: 90,
          priceTouchGo: 45.5,
        });
        expect(await mtowRow(data.id)).toMatchObject({
          club_id: ids.demoClub,
          weight1: 20001,
          weight2: 30000,
          priceLand: 90,
          priceTouchGo: 45.5,
        });
      },
      invalid: async () => {
        const good = { weight1: 0, weight2: 100, priceLand: 1, priceTouchGo: 1 };
        return [
          { label: 'unknown field', url: '/api/mtows', payload: { data: { ...good, priceHeli: 1 } } },
          { label: 'wrongly typed weight', url: '/api/mtows', payload: { data: { ...good, weight1: '0' } } },
          { label: 'fractional weight', url: '/api/mtows', payload: { data: { ...good, weight2: 100.5 } } },
          { label: 'negative price', url: '/api/mtows', payload: { data: { ...good, priceLand: -1 } } },
          { label: 'weight1 above weight2', url: '/api/mtows', payload: { data: { ...good, weight1: 500 } } },
          {
            label: 'missing priceTouchGo',
            url: '/api/mtows',
            payload: { data: { weight1: 0, weight2: 1, priceLand: 1 } },
          },
          { label: 'missing data wrapper', url: '/api/mtows', payload: good },
        ];
      },
      foreign: async () => [
        {
          label: 'data.club = demo club',
          url: '/api/mtows',
          payload: { data: { club: ids.demoClub, weight1: 0, weight2: 5, priceLand: 1, priceTouchGo: 1 } },
        },
      ],
    },
    {
      method: 'PUT',
      path: '/api/mtows/:id',
      tables: ['mtows'],
      sample: async () => ({ label: 'update', url: '/api/mtows/1', payload: { data: { priceLand: 2 } } }),
      ok: async () => {
        const id = await firstRow('mtows', ids.demoClub);
        const before = await mtowRow(id);
        const data = expectEntity(
          await call('PUT', `/api/mtows/${id}`, { token: demoToken, payload: { data: { priceLand: 99.5 } } }),
          id,
        );
        expect(data.attributes.priceLand).toBe(99.5);
        expect(await mtowRow(id)).toMatchObject({
          ...before,
          priceLand: 99.5,
          updatedAt: expect.any(String),
          change_seq: expect.any(Number),
        });
      },
      invalid: async () => {
        const url = `/api/mtows/${await firstRow('mtows', ids.demoClub)}`;
        return [
          { label: 'unknown field', url, payload: { data: { price: 1 } } },
          { label: 'wrongly typed price', url, payload: { data: { priceLand: 'free' } } },
          { label: 'weight1 above weight2', url, payload: { data: { weight1: 999999 } } },
          { label: 'missing data wrapper', url, payload: { priceLand: 1 } },
          ...badIds('/api/mtows').map((p) => ({ ...p, payload: { data: { priceLand: 1 } } })),
        ];
      },
      foreign: async () => [
        {
          label: 'a demo band',
          url: `/api/mtows/${await firstRow('mtows', ids.demoClub)}`,
          payload: { data: { priceLand: 0 } },
        },
        {
          label: 'own band moved to the demo club',
          status: 403,
          url: `/api/mtows/${await firstRow('mtows', ids.otherClub)}`,
          payload: { data: { club: ids.demoClub } },
        },
      ],
    },
    {
      method: 'DELETE',
      path: '/api/mtows/:id',
      tables: ['mtows'],
      sample: async () => ({ label: 'delete', url: '/api/mtows/1' }),
      ok: async () => {
        const [id] = (await clubRowIds('mtows', ids.demoClub)).slice(-1);
        if (id === undefined) throw new Error('no demo band');
        expectEntity(await call('DELETE', `/api/mtows/${id}`, { token: demoToken }), id);
        expect(await mtowRow(id)).toBeUndefined();
      },
      invalid: async () => badIds('/api/mtows'),
      foreign: async () => [
        { label: 'a demo band', url: `/api/mtows/${await firstRow('mtows', ids.demoClub)}` },
      ],
    },
    // club-services
    {
      method: 'POST',
      path: '/api/club-services',
      tables: ['club_services'],
      sample: async () => ({
        label: 'create',
        url: '/api/club-services',
        payload: { data: { service: 1, price: 1 } },
      }),
      ok: async () => {
        const service = await serviceId('Catering');
        const payload = { data: { club: ids.demoClub, service, price: 12.75 } };
        const res = await call('POST', '/api/club-services?populate=service', { token: demoToken, payload });
        const data = (expectOk(res).data ?? {}) as Entity;
        expect(data.attributes.price).toBe(12.75);
        expect((data.attributes.service as { data: Entity }).data.id).toBe(service);
        expect(await serviceRow(data.id)).toMatchObject({
          club_id: ids.demoClub,
          service_id: service,
          price: 12.75,
        });
      },
      invalid: async () => {
        const offered = await serviceRow(await firstRow('club_services', ids.demoClub));
        const customs = await serviceId('Customs handling');
        return [
          {
            label: 'unknown field',
            url: '/api/club-services',
            payload: { data: { service: customs, price: 1, active: true } },
          },
          {
            label: 'wrongly typed price',
            url: '/api/club-services',
            payload: { data: { service: customs, price: '1' } },
          },
          {
            label: 'negative price',
            url: '/api/club-services',
            payload: { data: { service: customs, price: -5 } },
          },
          {
            label: 'unknown service',
            url: '/api/club-services',
            payload: { data: { service: 999999, price: 1 } },
          },
          { label: 'missing service', url: '/api/club-services', payload: { data: { price: 1 } } },
          {
            label: 'service already offered',
            url: '/api/club-services',
            payload: { data: { service: offered?.service_id, price: 1 } },
          },
          {
            label: 'missing data wrapper',
            url: '/api/club-services',
            payload: { service: customs, price: 1 },
          },
        ];
      },
      foreign: async () => [
        {
          label: 'data.club = demo club',
          url: '/api/club-services',
          payload: { data: { club: ids.demoClub, service: await serviceId('Customs handling'), price: 1 } },
        },
      ],
    },
    {
      method: 'PUT',
      path: '/api/club-services/:id',
      tables: ['club_services'],
      sample: async () => ({ label: 'update', url: '/api/club-services/1', payload: { data: { price: 2 } } }),
      ok: async () => {
        const id = await firstRow('club_services', ids.demoClub);
        const before = await serviceRow(id);
        const data = expectEntity(
          await call('PUT', `/api/club-services/${id}`, {
            token: demoToken,
            payload: { data: { price: 44.5 } },
          }),
          id,
        );
        expect(data.attributes.price).toBe(44.5);
        expect(await serviceRow(id)).toMatchObject({
          club_id: ids.demoClub,
          service_id: before?.service_id,
          price: 44.5,
        });
      },
      invalid: async () => {
        const url = `/api/club-services/${await firstRow('club_services', ids.demoClub)}`;
        return [
          { label: 'service cannot change', url, payload: { data: { price: 1, service: 1 } } },
          { label: 'wrongly typed price', url, payload: { data: { price: 'cheap' } } },
          { label: 'missing price', url, payload: { data: {} } },
          { label: 'missing data wrapper', url, payload: { price: 1 } },
          ...badIds('/api/club-services').map((p) => ({ ...p, payload: { data: { price: 1 } } })),
        ];
      },
      foreign: async () => [
        {
          label: 'a demo club service',
          url: `/api/club-services/${await firstRow('club_services', ids.demoClub)}`,
          payload: { data: { price: 0 } },
        },
        {
          label: 'data.club = demo club',
          status: 403,
          url: `/api/club-services/${await firstRow('club_services', ids.demoClub)}`,
          payload: { data: { price: 0, club: ids.demoClub } },
        },
      ],
    },
    {
      method: 'DELETE',
      path: '/api/club-services/:id',
      tables: ['club_services'],
      sample: async () => ({ label: 'delete', url: '/api/club-services/1' }),
      ok: async () => {
        const [id] = (await clubRowIds('club_services', ids.demoClub)).slice(-1);
        if (id === undefined) throw new Error('no demo club service');
        const links = () =>
          db
            .selectFrom('landings_club_services')
            .select('landing_id')
            .where('club_service_id', '=', id)
            .execute();
        const linked = await links();
        expectEntity(await call('DELETE', `/api/club-services/${id}`, { token: demoToken }), id);
        // Marked removed, not deleted: the landings that had it keep it (docs/product.md#settings).
        expect((await serviceRow(id))?.removed_at).toEqual(expect.any(String));
        expect(await links()).toEqual(linked);
      },
      invalid: async () => badIds('/api/club-services'),
      foreign: async () => [
        {
          label: 'a demo club service',
          url: `/api/club-services/${await firstRow('club_services', ids.demoClub)}`,
        },
      ],
    },
  ];
}

export const SETTINGS_ROUTES: RouteCase[] = settingsWriteCases();
