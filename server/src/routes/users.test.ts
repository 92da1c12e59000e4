import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_OWNER_EMAIL } from '../db/seed';
import { createAccount } from '../repositories/users';
import { insertLandingRow } from '../testing/landing-rows';
import { createTestServer, type TestServer } from '../testing/test-server';
import { PILOT_LOOKUPS } from './read-policies';

const NOW = '2026-11-22T15:00:00.000Z';
let server: TestServer;
let demoToken: string;
let noClubToken: string;
/** A pilot who has only ever landed at the other club. */
let stranger: { id: number; email: string; licenceNumber: string };

const PILOT_KEYS = ['callSign', 'email', 'id', 'licenceNumber', 'name', 'username'];

beforeAll(async () => {
  server = await createTestServer({ seedAt: new Date(NOW), now: () => new Date(NOW) });
  demoToken = await server.token();
  const registered = await server.app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    payload: { username: 'fresh-owner', email: 'fresh-owner@example.com', password: 'Fresh!Pass1' },
  });
  noClubToken = registered.json().jwt;
  const other = await server.db
    .selectFrom('users')
    .select('clubOwner_id')
    .where('email', '=', OTHER_OWNER_EMAIL)
    .executeTakeFirstOrThrow();
  const aircraft = await server.db.selectFrom('aircrafts').select('id').executeTakeFirstOrThrow();
  const pilot = {
    username: 'zed',
    email: 'zed.solo@example.com',
    name: 'Zed Solo',
    licenceNumber: 'PT.FCL.9001',
    callSign: 'CS-ZED',
  };
  const id = await createAccount(server.db, { ...pilot, password_hash: null, role: 'pilot' }, NOW);
  await insertLandingRow(
    server.db,
    {
      club_id: other.clubOwner_id ?? 0,
      aircraft_id: aircraft.id,
      user_id: id,
      date: '2026-11-21',
      status: 'finished',
      paymentStatus: 'Paid',
      email: pilot.email,
    },
    NOW,
  );
  stranger = { id, email: pilot.email, licenceNumber: pilot.licenceNumber };
});
afterAll(() => server.close());

const users = (query: string, token = demoToken) =>
  server.app.inject({
    method: 'GET',
    url: `/api/users${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
const listed = async (query: string): Promise<Record<string, unknown>[]> => {
  const res = await users(query);
  expect(res.statusCode, `${query} → ${res.body.slice(0, 200)}`).toBe(200);
  return res.json();
};

describe('GET users lists pilots only, and only those the club has a reason to see', () => {
  it("lists exactly the pilots of the club's own landings, with a pilot's fields", async () => {
    const list = await listed('?pagination[limit]=100');
    const expected = await server.db
      .selectFrom('users')
      .innerJoin('landings', 'landings.user_id', 'users.id')
      .innerJoin('clubs', 'clubs.id', 'landings.club_id')
      .select('users.id')
      .distinct()
      .where('clubs.name2', '=', 'LPXE')
      .orderBy('users.id')
      .execute();
    expect(list.map((u) => u.id)).toEqual(expected.map((u) => u.id));
    const owners = await server.db.selectFrom('users').select('id').where('role', '=', 'owner').execute();
    expect(owners.length).toBe(3);
    for (const owner of owners) expect(list.map((u) => u.id)).not.toContain(owner.id);
    expect(list.map((u) => u.id)).not.toContain(stranger.id);
    for (const user of list) expect(Object.keys(user).sort()).toEqual(PILOT_KEYS);
  });

  it("finds one of its own pilots by exact email or licence number, and never another club's", async () => {
    const own = await server.db
      .selectFrom('users')
      .innerJoin('landings', 'landings.user_id', 'users.id')
      .innerJoin('clubs', 'clubs.id', 'landings.club_id')
      .select(['users.id', 'users.email', 'users.licenceNumber'])
      .where('clubs.name2', '=', 'LPXE')
      .where('users.role', '=', 'pilot')
      .orderBy('users.id')
      .executeTakeFirstOrThrow();
    for (const query of [
      `?filters[email][$eq]=${own.email}`,
      `?filters[email]=${own.email}`,
      `?filters[licenceNumber][$eq]=${own.licenceNumber}`,
    ]) {
      const found = await listed(query);
      expect(found.map((u) => u.id)).toEqual([own.id]);
      expect(Object.keys(found[0] ?? {}).sort()).toEqual(PILOT_KEYS);
    }
    // A pilot who only ever landed elsewhere is nobody to this club, by email or by licence.
    for (const query of [
      `?filters[email][$eq]=${stranger.email}`,
      `?filters[licenceNumber][$eq]=${stranger.licenceNumber}`,
      `?filters[email][$eq]=${OTHER_OWNER_EMAIL}`,
      '?filters[email][$eq]=fresh-owner@example.com',
      '?filters[email][$eq]=nobody@example.com',
    ]) {
      expect(await listed(query), query).toEqual([]);
    }
  });

  it('refuses any other filter: no sifting the accounts by part of a field or by another one', async () => {
    for (const query of [
      '?filters[email][$containsi]=example',
      '?filters[email][$startsWith]=zed',
      '?filters[email][$ne]=x@example.com',
      '?filters[username][$eq]=zed',
      `?filters[id][$in][0]=${stranger.id}`,
      `?filters[$or][0][email][$eq]=${stranger.email}&filters[$or][1][email][$eq]=pilot1@example.com`,
      `?filters[email][$eq]=${stranger.email}&filters[licenceNumber][$eq]=${stranger.licenceNumber}`,
      '?filters[clubOwner][id][$null]=true',
      `?filters[email][$eq][0]=${stranger.email}`,
      `?filters[email][$eq]=${stranger.email}&filters[email][$eq]=pilot1@example.com`,
    ]) {
      const res = await users(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.name, query).toBe('ValidationError');
    }
  });

  it('a populate asked of the list brings nothing more than the pilot fields', async () => {
    const list = await listed('?populate[clubOwner][populate]=category&pagination[limit]=100');
    expect(list.length).toBeGreaterThan(0);
    for (const user of list) expect(Object.keys(user).sort()).toEqual(PILOT_KEYS);
  });

  it('answers 403 to an account that has no club yet', async () => {
    const res = await users('', noClubToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.name).toBe('ForbiddenError');
  });
});

describe("one club's view of another's pilots", () => {
  it("finds none of the demo club's pilots from another club, and counts its lookups: a sweep ends in 429", async () => {
    const other = await server.token(OTHER_OWNER_EMAIL);
    const demoPilot = await server.db
      .selectFrom('users')
      .innerJoin('landings', 'landings.user_id', 'users.id')
      .innerJoin('clubs', 'clubs.id', 'landings.club_id')
      .select(['users.email', 'users.licenceNumber'])
      .where('clubs.name2', '=', 'LPXE')
      .where('users.role', '=', 'pilot')
      .executeTakeFirstOrThrow();
    const lookup = (query: string) => users(query, other);
    expect((await lookup(`?filters[email][$eq]=${demoPilot.email}`)).json()).toEqual([]);
    expect((await lookup(`?filters[licenceNumber][$eq]=${demoPilot.licenceNumber}`)).json()).toEqual([]);
    const statuses: number[] = [];
    for (let n = 0; n < PILOT_LOOKUPS.max; n += 1) {
      statuses.push(
        (await lookup(`?filters[licenceNumber][$eq]=PT.FCL.${String(n).padStart(4, '0')}`)).statusCode,
      );
    }
    expect(statuses.slice(0, PILOT_LOOKUPS.max - 2).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Its own list, unfiltered, is not a lookup.
    expect((await lookup('')).statusCode).toBe(200);
  });

  it("cannot reach another club's pilot by naming their id on a landing it creates", async () => {
    const aircraft = await server.db.selectFrom('aircrafts').select('id').executeTakeFirstOrThrow();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/landings',
      headers: { authorization: `Bearer ${demoToken}` },
      payload: { data: { user: stranger.id, aircraft: aircraft.id, date: '2026-11-23' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors[0].path).toEqual(['user']);
    expect(res.body).not.toContain(stranger.email);
  });
});
