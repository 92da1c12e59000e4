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
});
