// The landing writes: create and update, with their fees, services and origin.
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
  type Json,
  landingRow,
  type RouteCase,
  unique,
} from '../../testing/route-matrix';

export const LANDINGS_ROUTES: RouteCase[] = [
  // ---------------------------------------------------------------- landing writes
  {
    method: 'PUT',
    path: '/api/landings/:id',
    tables: ['landings', 'landings_club_services'],
    sample: async () => ({
      label: 'decide',
      url: '/api/landings/1',
      payload: { data: { permission: true } },
    }),
    ok: async () => {
      const pending = await db
        .selectFrom('landings')
        .selectAll()
        .where('club_id', '=', ids.demoClub)
        .where('status', '=', 'pending')
        .where('permission', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const headers = { 'if-match': `"${pending.updatedAt}"`, 'idempotency-key': unique('accept-') };
      const payload = { data: { permission: true, landing_permission: true } };
      const res = await call('PUT', `/api/landings/${pending.id}?populate=club`, {
        token: demoToken,
        headers,
        payload,
      });
      const data = expectEntity(res, pending.id);
      expect(data.attributes).toMatchObject({
        permission: true,
        landing_permission: true,
        status: 'pending',
      });
      const after = await landingRow(pending.id);
      expect(after).toMatchObject({
        permission: 1,
        landing_permission: 1,
        status: 'pending',
        club_id: ids.demoClub,
      });
      expect(Date.parse(after?.updatedAt ?? '')).toBeGreaterThan(Date.parse(pending.updatedAt));
      expect(data.attributes.updatedAt).toBe(after?.updatedAt);
      // The same key again is a replay: same answer, nothing written.
      const replay = await call('PUT', `/api/landings/${pending.id}?populate=club`, {
        token: demoToken,
        headers,
        payload,
      });
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(res.json());
      expect(await landingRow(pending.id)).toEqual(after);
      // A stale If-Match is a conflict that carries the current record.
      const stale = await call('PUT', `/api/landings/${pending.id}`, {
        token: demoToken,
        headers: { 'if-match': `"${pending.updatedAt}"` },
        payload: { data: { paymentStatus: 'Paid' } },
      });
      expectError(stale, 409, 'ConflictError', 'stale If-Match');
      expect((stale.json<Json>().error as { details: { current: Entity } }).details.current.id).toBe(
        pending.id,
      );
      expect(await landingRow(pending.id)).toEqual(after);
    },
    invalid: async () => {
      const id = await firstRow('landings', ids.demoClub);
      const pending = await db
        .selectFrom('landings')
        .select('id')
        .where('club_id', '=', ids.demoClub)
        .where('status', '=', 'pending')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const rejected = await db
        .selectFrom('landings')
        .select('id')
        .where('club_id', '=', ids.demoClub)
        .where('status', '=', 'pending')
        .where('permission', '=', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const url = `/api/landings/${id}`;
      return [
        { label: 'unknown field', url, payload: { data: { price: 0 } } },
        { label: 'a field outside the contract', url, payload: { data: { club: ids.demoClub } } },
        { label: 'wrongly typed permission', url, payload: { data: { permission: 'yes' } } },
        { label: 'unknown payment status', url, payload: { data: { paymentStatus: 'Stolen' } } },
        { label: 'bad timestamp', url, payload: { data: { ata: 'yesterday' } } },
        { label: 'missing data wrapper', url, payload: { permission: true } },
        { label: 'empty data', url, payload: { data: {} } },
        {
          label: 'pending straight to finished',
          url: `/api/landings/${pending.id}`,
          payload: { data: { status: 'finished' } },
        },
        {
          label: 'a no-show on a rejected landing',
          url: `/api/landings/${rejected.id}`,
          payload: { data: { status: 'no_show' } },
        },
        {
          label: 'a desk cancel of a rejected landing',
          url: `/api/landings/${rejected.id}`,
          payload: { data: { status: 'cancelled', reason: 'Fog' } },
        },
        {
          label: 'a no-show with a reason too long',
          url: `/api/landings/${pending.id}`,
          payload: { data: { status: 'no_show', reason: 'x'.repeat(501) } },
        },
        {
          label: 'bad idempotency key',
          url,
          payload: { data: { paymentStatus: 'Paid' } },
          headers: { 'idempotency-key': 'bad key!' },
        },
        ...badIds('/api/landings').map((p) => ({ ...p, payload: { data: { permission: true } } })),
        {
          label: 'unknown id',
          url: '/api/landings/999999',
          payload: { data: { permission: true } },
          status: 404,
          name: 'NotFoundError' as const,
        },
      ];
    },
    foreign: async () => {
      const id = await firstRow('landings', ids.demoClub);
      return [
        {
          label: 'decide a demo landing',
          url: `/api/landings/${id}`,
          payload: { data: { permission: false } },
        },
        {
          label: 'pay a demo landing',
          url: `/api/landings/${id}`,
          payload: { data: { paymentStatus: 'Paid' } },
        },
        {
          label: 'cancel a demo landing',
          url: `/api/landings/${id}`,
          payload: { data: { status: 'cancelled', reason: 'Not yours' } },
        },
        {
          label: 'mark a demo landing a no-show',
          url: `/api/landings/${id}`,
          payload: { data: { status: 'no_show' } },
        },
      ];
    },
  },
  {
    method: 'POST',
    path: '/api/landings',
    tables: ['landings', 'landings_club_services'],
    sample: async () => ({
      label: 'create',
      url: '/api/landings',
      payload: { data: { user: ids.pilot, aircraft: ids.aircraft, date: '2026-05-01' } },
    }),
    ok: async () => {
      const service = await firstRow('club_services', ids.demoClub);
      const before = (await clubRowIds('landings', ids.demoClub)).length;
      const payload = {
        data: {
          user: ids.pilot,
          aircraft: ids.aircraft,
          date: '2026-05-01',
          time: '10:30:00',
          landingPurpose: 'Tourism',
          passengers_on_board: JSON.stringify(['Ana Ferreira', 'Rita Sousa']),
          club: ids.demoClub,
          club_services: [service],
        },
      };
      const res = await call('POST', '/api/landings?populate=club_services', { token: demoToken, payload });
      const body = expectOk(res);
      const data = body.data as Entity;
      expect(data.attributes).toMatchObject({
        date: '2026-05-01',
        time: '10:30:00.000',
        status: 'pending',
        permission: true,
        landing_permission: true,
        paymentStatus: 'Pending',
        landingPurpose: 'Tourism',
      });
      expect((data.attributes.club_services as { data: Entity[] }).data.map((s) => s.id)).toEqual([service]);
      const row = await landingRow(data.id);
      expect(row).toMatchObject({
        club_id: ids.demoClub,
        user_id: ids.pilot,
        aircraft_id: ids.aircraft,
        date: '2026-05-01',
        time: '10:30:00.000',
        status: 'pending',
        permission: 1,
        passengers_on_board: '["Ana Ferreira","Rita Sousa"]',
      });
      const links = await db
        .selectFrom('landings_club_services')
        .selectAll()
        .where('landing_id', '=', data.id)
        .execute();
      expect(links).toEqual([{ landing_id: data.id, club_service_id: service }]);
      expect((await clubRowIds('landings', ids.demoClub)).length).toBe(before + 1);
    },
    invalid: async () => {
      const good = { user: ids.pilot, aircraft: ids.aircraft, date: '2026-05-01' };
      return [
        { label: 'unknown field', url: '/api/landings', payload: { data: { ...good, status: 'finished' } } },
        {
          label: 'wrongly typed user',
          url: '/api/landings',
          payload: { data: { ...good, user: String(ids.pilot) } },
        },
        { label: 'bad date', url: '/api/landings', payload: { data: { ...good, date: '2026-02-30' } } },
        { label: 'HH:mm time', url: '/api/landings', payload: { data: { ...good, time: '10:30' } } },
        {
          label: 'missing date',
          url: '/api/landings',
          payload: { data: { user: ids.pilot, aircraft: ids.aircraft } },
        },
        { label: 'missing data wrapper', url: '/api/landings', payload: good },
        {
          label: 'passengers not JSON',
          url: '/api/landings',
          payload: { data: { ...good, passengers_on_board: 'x' } },
        },
        { label: 'unknown pilot', url: '/api/landings', payload: { data: { ...good, user: 999999 } } },
        { label: 'unknown aircraft', url: '/api/landings', payload: { data: { ...good, aircraft: 999999 } } },
      ];
    },
    foreign: async () => {
      // The demo club's pilot is nobody to the other club: its probes name no pilot.
      const good = { aircraft: ids.aircraft, date: '2026-05-01' };
      return [
        {
          label: 'data.club = demo club',
          url: '/api/landings',
          payload: { data: { ...good, club: ids.demoClub } },
        },
        {
          label: "the demo club's service",
          url: '/api/landings',
          payload: { data: { ...good, club_services: [await firstRow('club_services', ids.demoClub)] } },
        },
      ];
    },
  },
];
