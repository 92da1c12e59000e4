import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;
let clubId: number;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.token();
  clubId = (
    await server.db.selectFrom('clubs').select('id').where('name2', '=', 'LPXE').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

const bands = () =>
  server.db
    .selectFrom('mtows')
    .select(['weight1', 'weight2', 'priceLand', 'priceTouchGo'])
    .where('club_id', '=', clubId)
    .orderBy('weight1')
    .execute();
const saveBands = (data: unknown) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/clubs/${clubId}/mtows`,
    headers: { authorization: `Bearer ${token}` },
    payload: { data },
  });

describe('weight bands save', () => {
  it('replaces every band of the club at once', async () => {
    const next = [
      { weight1: 0, weight2: 1500, priceLand: 18, priceTouchGo: 9 },
      { weight1: 1501, weight2: 6000, priceLand: 45.5, priceTouchGo: 20 },
    ];
    const res = await saveBands(next);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: { attributes: unknown }) => d.attributes)).toEqual(
      next.map((band) => expect.objectContaining(band)),
    );
    expect(await bands()).toEqual(next);
  });

  it('refuses a list with a gap and keeps the bands it had', async () => {
    const before = await bands();
    const res = await saveBands([
      { weight1: 0, weight2: 1000, priceLand: 10, priceTouchGo: 5 },
      { weight1: 1200, weight2: 3000, priceLand: 20, priceTouchGo: 10 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.name).toBe('ValidationError');
    expect(res.json().error.details.errors.length).toBeGreaterThan(0);
    expect(await bands()).toEqual(before);
  });

  it("answers another club's bands as a club that is not there (404), changing nothing", async () => {
    const other = await server.token('other@example.com');
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/clubs/${clubId}/mtows`,
      headers: { authorization: `Bearer ${other}` },
      payload: { data: [] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      status: 404,
      name: 'NotFoundError',
      message: 'Not Found',
      details: {},
    });
    expect((await bands()).length).toBeGreaterThan(0);
  });
});

describe('club update', () => {
  it('changes only the fields sent', async () => {
    const before = await server.db
      .selectFrom('clubs')
      .selectAll()
      .where('id', '=', clubId)
      .executeTakeFirstOrThrow();
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/clubs/${clubId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { data: { price_park: 6.5, hours_free_park: 1 } },
    });
    expect(res.statusCode).toBe(200);
    const after = await server.db
      .selectFrom('clubs')
      .selectAll()
      .where('id', '=', clubId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({
      ...before,
      price_park: 6.5,
      hours_free_park: 1,
      updatedAt: after.updatedAt,
      change_seq: after.change_seq,
    });
    // The write took the club's next sequence number (docs/decisions/0010).
    expect(after.change_seq).toBeGreaterThan(before.change_seq);
  });
});

describe("the airfield's details (docs/product.md#airfield-details)", () => {
  const details = (id: number) =>
    server.db
      .selectFrom('clubs')
      .select(['name2', 'nif', 'phone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const put = (id: number, data: unknown, jwt = token) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/clubs/${id}`,
      headers: { authorization: `Bearer ${jwt}` },
      payload: { data },
    });

  it('refuses a wrong ICAO code, tax number and phone with a 400 naming each field, storing none', async () => {
    const before = await details(clubId);
    const res = await put(clubId, { name2: 'lp1', nif: 'abc', phone: 'telefone?' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(error.details.errors).toEqual([
      expect.objectContaining({
        path: ['data', 'name2'],
        message: 'Enter an ICAO code of 4 letters or digits, for example LPEV.',
        i18n: { id: 'settings.problem.icao' },
      }),
      expect.objectContaining({ path: ['data', 'nif'], i18n: { id: 'settings.problem.nif' } }),
      expect.objectContaining({ path: ['data', 'phone'], i18n: { id: 'settings.problem.phone' } }),
    ]);
    expect(await details(clubId)).toEqual(before);
  });

  it('stores an ICAO code typed in lower case upper case, and the others as typed', async () => {
    const res = await put(clubId, { name2: ' lpxe ', nif: 'PT 500 000 000', phone: '(200) 000-000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ name2: 'LPXE', nif: 'PT 500 000 000' });
    expect(await details(clubId)).toEqual({ name2: 'LPXE', nif: 'PT 500 000 000', phone: '(200) 000-000' });
    await put(clubId, { nif: '500000000', phone: '+351 200 000 000' });
  });

  it("cannot write another club's details: its id reads as missing and it keeps them", async () => {
    const other = await server.db
      .selectFrom('clubs')
      .select('id')
      .where('name2', '=', 'LPOT')
      .executeTakeFirstOrThrow();
    const before = await details(other.id);
    const res = await put(other.id, { name2: 'LPZZ', nif: '509999999', phone: '+351 211 111 111' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.name).toBe('NotFoundError');
    expect(await details(other.id)).toEqual(before);
  });

  it('still reads, and saves other fields of, a club whose details were stored before the rule', async () => {
    const stored = { name2: 'lp1', nif: 'abc', phone: 'telefone?' };
    await server.db.updateTable('clubs').set(stored).where('id', '=', clubId).execute();
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/clubs/${clubId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes).toMatchObject(stored);
    expect((await put(clubId, { hours_free_park: 2 })).statusCode).toBe(200);
    await server.db
      .updateTable('clubs')
      .set({ name2: 'LPXE', nif: '500000000', phone: '+351 200 000 000' })
      .where('id', '=', clubId)
      .execute();
  });
});

describe('club create', () => {
  it('refuses a pilot account: a pilot never becomes an owner, so never leaves the pilot lists', async () => {
    const { id } = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'pilot3@example.com')
      .executeTakeFirstOrThrow();
    // Pilots cannot sign in (ADR 0009); a token signed for one anyway opens nothing.
    const pilotToken = await server.tokenFor(id);
    const clubsBefore = await server.db.selectFrom('clubs').select('id').execute();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/clubs',
      headers: { authorization: `Bearer ${pilotToken}` },
      payload: { data: { name1: 'Pilot Strip' } },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.name).toBe('UnauthorizedError');
    expect(await server.db.selectFrom('clubs').select('id').execute()).toEqual(clubsBefore);
    const pilot = await server.db
      .selectFrom('users')
      .select(['role', 'clubOwner_id'])
      .where('email', '=', 'pilot3@example.com')
      .executeTakeFirstOrThrow();
    expect(pilot).toEqual({ role: 'pilot', clubOwner_id: null });
  });
});

describe('request page address (ADR 0009)', () => {
  const register = async (username: string) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username, email: `${username}@example.com`, password: 'Strong!Pass1' },
    });
    return res.json().jwt as string;
  };
  const createClub = (jwt: string, name1: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/clubs',
      headers: { authorization: `Bearer ${jwt}` },
      payload: { data: { name1 } },
    });

  it('is made from the airfield name at creation, unique with a numeric suffix', async () => {
    const first = await createClub(await register('slugger1'), 'Example Aero Club');
    expect(first.json().data.attributes.slug).toBe('example-aero-club-2');
    const second = await createClub(await register('slugger2'), 'Aeródromo Municipal');
    expect(second.json().data.attributes.slug).toBe('aerodromo-municipal');
  });

  it('can be changed in Settings, checked and unique', async () => {
    const put = (slug: unknown) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/clubs/${clubId}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { data: { slug } },
      });
    const changed = await put(' Example-Field ');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes.slug).toBe('example-field');
    for (const [slug, message] of [
      ['aerodromo-municipal', /Another airfield/],
      ['status', /reserved/],
      ['no spaces', /lower-case/],
      ['ab', /3 to 60/],
    ] as const) {
      const refused = await put(slug);
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().error.details.errors[0]).toMatchObject({
        path: expect.arrayContaining(['slug']),
        message: expect.stringMatching(message),
      });
    }
    expect((await put('example-aero-club')).statusCode).toBe(200);
  });

  it('leads from an old address to the new one, until another airfield takes the old one', async () => {
    const put = (id: number, jwt: string, slug: string) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/clubs/${id}`,
        headers: { authorization: `Bearer ${jwt}` },
        payload: { data: { slug } },
      });
    const get = (url: string) => server.app.inject({ method: 'GET', url });
    expect((await put(clubId, token, 'example-field')).statusCode).toBe(200);

    // The page's own read answers from the old address too (the page itself: request-pages.test.ts).
    const read = await get('/api/public/airfields/example-aero-club');
    expect(read.statusCode).toBe(200);
    expect(read.json().data.slug).toBe('example-field');

    // A new club's address is never another's old one; chosen on purpose, it is that club's.
    const jwt = await register('slugger3');
    const other = (await createClub(jwt, 'Example Aero Club')).json().data;
    expect(other.attributes.slug).toBe('example-aero-club-3');
    expect((await put(other.id, jwt, 'example-aero-club')).statusCode).toBe(200);
    const slugAt = async (slug: string) => (await get(`/api/public/airfields/${slug}`)).json().data?.slug;
    expect(await slugAt('example-aero-club')).toBe('example-aero-club');
    expect(await slugAt('example-aero-club-3')).toBe('example-aero-club');
    expect(await slugAt('example-field')).toBe('example-field');
    expect((await get('/api/public/airfields/no-such-field')).statusCode).toBe(404);
  });
});
