// The capabilities call, live sync, the public catalogue and every collection read.
import { sql } from 'kysely';
import { expect } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../../db/seed';
import {
  badListQueries,
  badRecordQueries,
  type ClubTable,
  call,
  clubRow,
  clubRowIds,
  db,
  demoToken,
  type Entity,
  expectCollection,
  expectEntity,
  expectError,
  expectOk,
  firstRow,
  ids,
  type Json,
  landingRow,
  listCase,
  otherToken,
  PRIVATE,
  type RouteCase,
} from '../../testing/route-matrix';

export const READS_ROUTES: RouteCase[] = [
  // ---------------------------------------------------------------- capabilities
  {
    method: 'GET',
    path: '/api/ppr-desk/capabilities',
    open: true,
    tables: [],
    sample: async () => ({ label: 'capabilities', url: '/api/ppr-desk/capabilities' }),
    ok: async () => {
      const res = await call('GET', '/api/ppr-desk/capabilities');
      expect(expectOk(res)).toMatchObject({ dialect: 'ppr-desk' });
      // No personal data: the route keeps its own policy.
      expect(res.headers['cache-control']).toBe('no-cache');
    },
    invalid: async () => [
      {
        label: 'any other method',
        method: 'POST',
        url: '/api/ppr-desk/capabilities',
        status: 404,
        name: 'NotFoundError',
      },
    ],
  },
  // ---------------------------------------------------------------- live sync (ADR 0010)
  {
    method: 'GET',
    path: '/api/sync/landings',
    tables: [],
    sample: async () => ({ label: 'first pull', url: '/api/sync/landings' }),
    ok: async () => {
      const body = expectOk(await call('GET', '/api/sync/landings?limit=1000', { token: demoToken }));
      const mine = await clubRowIds('landings', ids.demoClub);
      const pulled = body.data as Entity[];
      expect(pulled.map((d) => d.id).sort((a, b) => a - b)).toEqual(mine);
      expect(body.meta).toEqual({
        sync: {
          cursor: expect.stringMatching(/^v1\./),
          more: false,
          reset: false,
          deleted: [],
          settings: true,
        },
      });
      const again = expectOk(
        await call(
          'GET',
          `/api/sync/landings?since=${(body.meta as { sync: { cursor: string } }).sync.cursor}`,
          {
            token: demoToken,
          },
        ),
      );
      expect(again.data).toEqual([]);
    },
    invalid: async () => [
      { label: 'a cursor that does not parse', url: '/api/sync/landings?since=nope' },
      { label: 'a limit of 0', url: '/api/sync/landings?limit=0' },
      { label: 'a limit over 1000', url: '/api/sync/landings?limit=1001' },
      { label: 'an unknown parameter', url: '/api/sync/landings?filters[id][$eq]=1' },
    ],
    // Another club's cursor is a 400, not a 403 (ADR 0010): server/src/routes/sync.test.ts.
  },
  {
    method: 'GET',
    path: '/api/sync/events',
    stream: true,
    tables: [],
    sample: async () => ({ label: 'the stream', url: '/api/sync/events' }),
    // The stream itself never ends on inject(): server/src/routes/sync.test.ts reads it over a socket.
    ok: async () => undefined,
    invalid: async () => [
      {
        label: 'any other method',
        method: 'POST',
        url: '/api/sync/events',
        status: 404,
        name: 'NotFoundError',
      },
    ],
  },
  // ---------------------------------------------------------------- public catalogue
  listCase('/api/categories', {
    open: true,
    ok: async () => {
      const { data, meta } = expectCollection(await call('GET', '/api/categories'));
      const rows = await db.selectFrom('categories').select(['id', 'name']).orderBy('id').execute();
      expect(data.map((d) => ({ id: d.id, name: d.attributes.name }))).toEqual(rows);
      expect(meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: rows.length });
    },
  }),
  {
    method: 'GET',
    path: '/api/categories/:id',
    open: true,
    tables: [],
    sample: async () => ({ label: 'one', url: '/api/categories/1' }),
    ok: async () => {
      const row = await db
        .selectFrom('categories')
        .selectAll()
        .where('name', '=', 'Heliport')
        .executeTakeFirstOrThrow();
      const data = expectEntity(await call('GET', `/api/categories/${row.id}`), row.id);
      expect(data.attributes).toEqual({
        name: 'Heliport',
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      });
      expectError(await call('GET', '/api/categories/99999'), 404, 'NotFoundError', 'unknown id');
    },
    invalid: async () => badRecordQueries('/api/categories', 1),
  },
  listCase('/api/services', {
    open: true,
    ok: async () => {
      const { data } = expectCollection(await call('GET', '/api/services?sort=name:asc&populate=*'));
      const rows = await db.selectFrom('services').select(['id', 'name', 'price']).orderBy('name').execute();
      expect(data.map((d) => ({ id: d.id, name: d.attributes.name, price: d.attributes.price }))).toEqual(
        rows,
      );
      expect(data[0]?.attributes.active).toBe(true);
    },
  }),
  {
    method: 'GET',
    path: '/api/services/:id',
    open: true,
    tables: [],
    sample: async () => ({ label: 'one', url: '/api/services/1' }),
    ok: async () => {
      const row = await db
        .selectFrom('services')
        .selectAll()
        .where('name', '=', 'Catering')
        .executeTakeFirstOrThrow();
      const data = expectEntity(await call('GET', `/api/services/${row.id}`), row.id);
      expect(data.attributes).toMatchObject({
        name: 'Catering',
        icon: row.icon,
        price: row.price,
        active: true,
      });
    },
    invalid: async () => badRecordQueries('/api/services', 1),
  },

  // ---------------------------------------------------------------- shared and own reads
  listCase('/api/aircrafts', {
    ok: async () => {
      const res = await call('GET', '/api/aircrafts?pagination[page]=2&pagination[pageSize]=4&sort=id:asc', {
        token: demoToken,
      });
      const { data, meta } = expectCollection(res);
      const rows = await db.selectFrom('aircrafts').select(['id', 'name']).orderBy('id').execute();
      expect(data.map((d) => ({ id: d.id, name: d.attributes.name }))).toEqual(rows.slice(4, 8));
      expect(meta.pagination).toEqual({
        page: 2,
        pageSize: 4,
        pageCount: Math.ceil(rows.length / 4),
        total: rows.length,
      });
    },
  }),
  {
    method: 'GET',
    path: '/api/aircrafts/:id',
    tables: [],
    sample: async () => ({ label: 'one', url: `/api/aircrafts/${ids.aircraft}` }),
    ok: async () => {
      const row = await db
        .selectFrom('aircrafts')
        .selectAll()
        .where('id', '=', ids.aircraft)
        .executeTakeFirstOrThrow();
      const data = expectEntity(await call('GET', `/api/aircrafts/${row.id}`, { token: demoToken }), row.id);
      expect(data.attributes).toEqual({
        name: row.name,
        category: row.category,
        mtow: row.mtow,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      });
      // Aircraft are shared: the other club reads the same record.
      expectEntity(await call('GET', `/api/aircrafts/${row.id}`, { token: otherToken }), row.id);
    },
    invalid: async () => badRecordQueries('/api/aircrafts', ids.aircraft),
  },
  listCase('/api/users', {
    ok: async () => {
      for (const [token, club] of [
        [demoToken, ids.demoClub],
        [otherToken, ids.otherClub],
      ] as const) {
        const res = await call('GET', '/api/users?pagination[limit]=100', { token });
        const body = expectOk(res);
        expect(Array.isArray(body)).toBe(true);
        const users = body as unknown as Json[];
        // The pilots of the club's own landings, and nobody else: no owner, not even oneself.
        const expected = await db
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'pilot')
          .where('id', 'in', db.selectFrom('landings').select('user_id').where('club_id', '=', club))
          .orderBy('id')
          .execute();
        expect(expected.length).toBeGreaterThan(0);
        expect(users.map((u) => u.id)).toEqual(expected.map((r) => r.id));
        for (const user of users) {
          expect(Object.keys(user).sort()).toEqual(
            ['callSign', 'email', 'id', 'licenceNumber', 'name', 'username'].sort(),
          );
        }
        expect(res.body).not.toMatch(/password_hash|token_version|scrypt\$/);
      }
    },
    invalid: async () => [
      ...badListQueries('/api/users'),
      { label: 'filter on a private field', url: '/api/users?filters[password_hash][$null]=false' },
      { label: 'sort on a private field', url: '/api/users?sort=token_version' },
      { label: 'filter on a club', url: `/api/users?filters[clubOwner][id][$eq]=${ids.demoClub}` },
      { label: 'partial email', url: '/api/users?filters[email][$containsi]=example' },
    ],
  }),
  {
    method: 'GET',
    path: '/api/users/me',
    tables: [],
    sample: async () => ({ label: 'me', url: '/api/users/me' }),
    ok: async () => {
      const me = expectOk(
        await call('GET', '/api/users/me?populate[clubOwner][populate]=category', { token: demoToken }),
      );
      expect(me).toMatchObject({ id: ids.demoOwner, email: DEMO_OWNER_EMAIL, username: 'owner' });
      for (const key of PRIVATE) expect(me).not.toHaveProperty(key);
      const club = me.clubOwner as Json;
      expect(club.id).toBe(ids.demoClub);
      expect(club.name1).toBe('Example Aero Club');
      expect((club.category as Json).name).toBe('Aerodrome');
      const other = expectOk(await call('GET', '/api/users/me', { token: otherToken }));
      expect(other.id).toBe(ids.otherOwner);
    },
    invalid: async () => [
      { label: 'populate of an unknown relation', url: '/api/users/me?populate=nope' },
      { label: 'populate of a private field', url: '/api/users/me?populate=password_hash' },
      { label: 'unknown query parameter', url: '/api/users/me?evil=1' },
    ],
  },
  {
    method: 'GET',
    path: '/api/users/:id',
    tables: [],
    sample: async () => ({ label: 'self', url: `/api/users/${ids.demoOwner}` }),
    ok: async () => {
      const me = expectOk(
        await call('GET', `/api/users/${ids.demoOwner}?populate[clubOwner][populate]=category`, {
          token: demoToken,
        }),
      );
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', ids.demoOwner)
        .executeTakeFirstOrThrow();
      expect(me).toMatchObject({
        id: row.id,
        username: row.username,
        email: row.email,
        name: row.name,
        licenceNumber: row.licenceNumber,
        callSign: row.callSign,
      });
      expect((me.clubOwner as Json).id).toBe(ids.demoClub);
      for (const key of PRIVATE) expect(me).not.toHaveProperty(key);
    },
    invalid: async () => badRecordQueries('/api/users', ids.demoOwner),
    foreign: async () => [
      { label: 'the demo owner', url: `/api/users/${ids.demoOwner}` },
      { label: 'a pilot', url: `/api/users/${ids.pilot}` },
    ],
  },
  listCase('/api/clubs', {
    ok: async () => {
      const { data } = expectCollection(
        await call('GET', '/api/clubs?populate=category', { token: demoToken }),
      );
      expect(data.map((d) => d.id)).toEqual([ids.demoClub]);
      const row = await clubRow(ids.demoClub);
      expect(data[0]?.attributes).toMatchObject({
        name1: row.name1,
        name2: row.name2,
        price_park: row.price_park,
      });
      expect(data[0]?.attributes.category).toMatchObject({ data: { attributes: { name: 'Aerodrome' } } });
      const mine = expectCollection(
        await call('GET', `/api/clubs?filters[id][$eq]=${ids.otherClub}`, { token: otherToken }),
      );
      expect(mine.data.map((d) => d.id)).toEqual([ids.otherClub]);
    },
    foreign: async () => [
      { label: 'filter on the demo club id', url: `/api/clubs?filters[id][$eq]=${ids.demoClub}` },
      {
        label: '$in naming the demo club',
        url: `/api/clubs?filters[id][$in][0]=${ids.otherClub}&filters[id][$in][1]=${ids.demoClub}`,
      },
    ],
  }),
  {
    method: 'GET',
    path: '/api/clubs/:id',
    tables: [],
    sample: async () => ({ label: 'own club', url: `/api/clubs/${ids.demoClub}` }),
    ok: async () => {
      const row = await clubRow(ids.demoClub);
      const data = expectEntity(
        await call('GET', `/api/clubs/${ids.demoClub}`, { token: demoToken }),
        ids.demoClub,
      );
      expect(data.attributes).toMatchObject({
        name1: row.name1,
        name2: row.name2,
        nif: row.nif,
        vat_rate: row.vat_rate,
        request: row.request === 1,
        hours_free_park: row.hours_free_park,
      });
    },
    invalid: async () => badRecordQueries('/api/clubs', ids.demoClub),
    foreign: async () => [{ label: 'the demo club', url: `/api/clubs/${ids.demoClub}` }],
  },
  listCase('/api/landings', {
    ok: async () => {
      const since = '2000-01-01';
      const url =
        `/api/landings?filters[club][id][$eq]=${ids.demoClub}&filters[date][$gte]=${since}` +
        '&sort[0]=date:desc&sort[1]=time:desc&populate[0]=aircraft&populate[1]=club&pagination[limit]=500';
      const { data, meta } = expectCollection(await call('GET', url, { token: demoToken }));
      const rows = await db
        .selectFrom('landings')
        .select(['id', 'aircraft_id'])
        .where('club_id', '=', ids.demoClub)
        .where('date', '>=', since)
        .orderBy('date', 'desc')
        .orderBy('time', 'desc')
        .orderBy('id')
        .execute();
      const total = rows.length;
      expect(total).toBeGreaterThan(50);
      // The limit is capped at 100 whatever is asked.
      expect(meta.pagination).toEqual({ start: 0, limit: 100, total });
      expect(data.map((d) => d.id)).toEqual(rows.slice(0, 100).map((r) => r.id));
      for (const [i, landing] of data.entries()) {
        expect((landing.attributes.club as { data: Entity }).data.id).toBe(ids.demoClub);
        expect((landing.attributes.aircraft as { data: Entity | null }).data?.id ?? null).toBe(
          rows[i]?.aircraft_id ?? null,
        );
      }
      // Without a club filter the list is still confined to the caller's club.
      const other = expectCollection(
        await call('GET', '/api/landings?pagination[limit]=100', { token: otherToken }),
      );
      expect(other.data.map((d) => d.id)).toEqual(await clubRowIds('landings', ids.otherClub));
    },
    foreign: async () => [
      { label: 'club id $eq', url: `/api/landings?filters[club][id][$eq]=${ids.demoClub}` },
      { label: 'club id bare', url: `/api/landings?filters[club][id]=${ids.demoClub}` },
      { label: 'club bare', url: `/api/landings?filters[club]=${ids.demoClub}` },
      {
        label: 'club id $in',
        url: `/api/landings?filters[club][id][$in][0]=${ids.otherClub}&filters[club][id][$in][1]=${ids.demoClub}`,
      },
      { label: 'inside $or', url: `/api/landings?filters[$or][0][club][id][$eq]=${ids.demoClub}` },
    ],
  }),
  {
    method: 'GET',
    path: '/api/landings/:id',
    tables: [],
    sample: async () => ({ label: 'one', url: '/api/landings/1' }),
    ok: async () => {
      const id = await firstRow('landings', ids.demoClub);
      const row = await landingRow(id);
      const url = `/api/landings/${id}?populate[club_services][populate]=service&populate[user]=true&populate[from]=*`;
      const data = expectEntity(await call('GET', url, { token: demoToken }), id);
      expect(data.attributes).toMatchObject({
        date: row?.date,
        time: row?.time,
        status: row?.status,
        price: row?.price,
        createdAt: row?.createdAt,
        updatedAt: row?.updatedAt,
      });
      expect((data.attributes.user as { data: Entity }).data.id).toBe(row?.user_id);
      expect(Array.isArray((data.attributes.club_services as { data: unknown }).data)).toBe(true);
    },
    invalid: async () => badRecordQueries('/api/landings', await firstRow('landings', ids.demoClub)),
    foreign: async () => [
      { label: 'a demo landing', url: `/api/landings/${await firstRow('landings', ids.demoClub)}` },
    ],
  },
  ...(['schedules', 'closures', 'mtows', 'club-services'] as const).flatMap((name): RouteCase[] => {
    const table: ClubTable = name === 'club-services' ? 'club_services' : name;
    return [
      listCase(`/api/${name}`, {
        ok: async () => {
          const url = `/api/${name}?filters[club][id][$eq]=${ids.demoClub}&sort=id:desc&pagination[pageSize]=100`;
          const { data, meta } = expectCollection(await call('GET', url, { token: demoToken }));
          const rows = await clubRowIds(table, ids.demoClub);
          expect(rows.length).toBeGreaterThan(0);
          expect(data.map((d) => d.id)).toEqual([...rows].reverse());
          expect(meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 1, total: rows.length });
          const other = expectCollection(await call('GET', `/api/${name}`, { token: otherToken }));
          expect(other.data.map((d) => d.id)).toEqual(await clubRowIds(table, ids.otherClub));
        },
        foreign: async () => [
          { label: 'club id $eq', url: `/api/${name}?filters[club][id][$eq]=${ids.demoClub}` },
          { label: 'club id $in', url: `/api/${name}?filters[club][id][$in][0]=${ids.demoClub}` },
        ],
      }),
      {
        method: 'GET',
        path: `/api/${name}/:id`,
        tables: [],
        sample: async () => ({ label: 'one', url: `/api/${name}/1` }),
        ok: async () => {
          const id = await firstRow(table, ids.demoClub);
          const url = `/api/${name}/${id}?populate=club`;
          const data = expectEntity(await call('GET', url, { token: demoToken }), id);
          expect((data.attributes.club as { data: Entity }).data.id).toBe(ids.demoClub);
          const { rows } = await sql<Json>`select * from ${sql.table(table)} where id = ${id}`.execute(db);
          expect(data.attributes.updatedAt).toBe(rows[0]?.updatedAt);
        },
        invalid: async () => badRecordQueries(`/api/${name}`, await firstRow(table, ids.demoClub)),
        foreign: async () => [
          { label: 'a demo record', url: `/api/${name}/${await firstRow(table, ids.demoClub)}` },
        ],
      },
    ];
  }),
];
