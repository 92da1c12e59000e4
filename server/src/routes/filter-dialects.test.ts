// The Strapi filters whose SQL differs per database (docs/decisions/0012) answer what the stored
// rows say, on SQLite under npm test and on PostgreSQL under npm run test:pg: text matching with and
// without case, ends and starts, booleans stored as 0/1, fractions against real columns, timestamps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLandingRow } from '../testing/landing-rows';
import { createTestServer, type TestServer } from '../testing/test-server';

/** The seed's landings carry no email: these give the text filters cases and accents to tell apart. */
const EMAILS = ['Ana.Costa@Club.PT', 'ana.costa@club.pt', 'joao@voo.pt', 'JOÃO@VOO.PT', 'bob@example.com'];
const SAMPLE = 'ana.costa@club.pt';

interface Stored {
  id: number;
  email: string | null;
  price: number | null;
  permission: number | null;
  updatedAt: string;
  date: string;
}

let server: TestServer;
let token: string;
let clubId: number;
let rows: Stored[];

beforeAll(async () => {
  server = await createTestServer();
  token = await server.token();
  const owner = await server.db
    .selectFrom('users')
    .select('clubOwner_id')
    .where('email', '=', 'owner@example.com')
    .executeTakeFirstOrThrow();
  clubId = owner.clubOwner_id ?? 0;
  const [pilot, aircraft] = await Promise.all([
    server.db.selectFrom('users').select('id').where('username', '=', 'pilot1').executeTakeFirstOrThrow(),
    server.db.selectFrom('aircrafts').select('id').orderBy('id').executeTakeFirstOrThrow(),
  ]);
  for (const [i, email] of EMAILS.entries()) {
    const at = new Date(Date.UTC(2026, 4, 1 + i, 9)).toISOString();
    await insertLandingRow(
      server.db,
      { club_id: clubId, user_id: pilot.id, aircraft_id: aircraft.id, email },
      at,
    );
  }
  rows = await server.db
    .selectFrom('landings')
    .select(['id', 'email', 'price', 'permission', 'updatedAt', 'date'])
    .where('club_id', '=', clubId)
    .orderBy('id')
    .execute();
});
afterAll(() => server.close());

/** The ids the list answers for `filter` (one page of 100, in id order) and its total. */
async function listed(filter: string): Promise<{ ids: number[]; total: number }> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/landings?filters[club][id][$eq]=${clubId}&${filter}&sort[0]=id:asc&pagination[limit]=100`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, `${filter}: ${res.body}`).toBe(200);
  const body = res.json() as { data: Array<{ id: number }>; meta: { pagination: { total: number } } };
  return { ids: body.data.map((entity) => entity.id), total: body.meta.pagination.total };
}

const expected = (keep: (row: Stored) => boolean) => {
  const ids = rows.filter(keep).map((row) => row.id);
  return { ids: ids.slice(0, 100), total: ids.length };
};

describe('filters answer alike on SQLite and PostgreSQL', () => {
  it('the seeded club has landings with and without each value to tell apart', () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.some((row) => row.permission === 1)).toBe(true);
    expect(rows.some((row) => row.permission !== 1)).toBe(true);
    expect(rows.filter((row) => row.email).map((row) => row.email)).toEqual(EMAILS);
  });

  it('$containsi ignores case, $contains does not, $notContains keeps the empty ones', async () => {
    const part = SAMPLE.slice(1, 6);
    const lower = (row: Stored) => (row.email ?? '').toLowerCase();
    expect(await listed(`filters[email][$containsi]=${encodeURIComponent(part.toUpperCase())}`)).toEqual(
      expected((row) => lower(row).includes(part.toLowerCase())),
    );
    expect(await listed(`filters[email][$contains]=${encodeURIComponent(part.toUpperCase())}`)).toEqual(
      expected((row) => (row.email ?? '').includes(part.toUpperCase())),
    );
    expect(await listed(`filters[email][$notContains]=${encodeURIComponent(part)}`)).toEqual(
      expected((row) => !(row.email ?? '').includes(part)),
    );
  });

  it('$startsWith and $endsWith match the ends of the text', async () => {
    const [head, tail] = [SAMPLE.slice(0, 3), SAMPLE.slice(-7)];
    expect(await listed(`filters[email][$startsWith]=${encodeURIComponent(head)}`)).toEqual(
      expected((row) => (row.email ?? '').startsWith(head)),
    );
    expect(await listed(`filters[email][$endsWith]=${encodeURIComponent(tail)}`)).toEqual(
      expected((row) => (row.email ?? '').endsWith(tail)),
    );
  });

  it('a boolean filter reads 0/1, a fraction compares with a real column, a timestamp as text', async () => {
    expect(await listed('filters[permission][$eq]=true')).toEqual(expected((row) => row.permission === 1));
    const prices = rows.map((row) => row.price ?? 0).sort((a, b) => a - b);
    const middle = (prices[Math.floor(prices.length / 2)] ?? 0) + 0.5;
    expect(await listed(`filters[price][$gt]=${middle}`)).toEqual(
      expected((row) => (row.price ?? 0) > middle),
    );
    const dates = rows.map((row) => row.date).sort();
    const from = dates[Math.floor(dates.length / 2)] ?? '';
    expect(await listed(`filters[date][$gte]=${from}`)).toEqual(expected((row) => row.date >= from));
    const stamp = rows[0]?.updatedAt ?? '';
    expect(await listed(`filters[updatedAt][$lte]=${encodeURIComponent(stamp)}`)).toEqual(
      expected((row) => row.updatedAt <= stamp),
    );
  });
});
