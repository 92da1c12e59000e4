// Closure dates end to end on a real SQLite file (docs/product/movement-log.md, "Closure dates"):
// the owner adds, lists and deletes them in the Strapi dialect, live sync says the settings changed,
// the pilot's airfield read lists the upcoming ones, and a request on a closed date is a 400 on
// `date` in the error envelope that stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, utcDate } from '@/domain/time/instants';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { createTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;
const NOW = new Date();
const today = utcDate(NOW);
const inDays = (days: number) => addToDate(today, { days });

beforeAll(async () => {
  server = await createTestServer();
  token = await server.token();
});
afterAll(() => server.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { payload: { data } }),
  });

const addClosure = async (from_date: string, to_date: string, note: string) => {
  const res = await api('POST', '/api/closures', { from_date, to_date, note });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number } }).data.id;
};

const landingCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('landings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const sendRequest = (date: string, registration = 'CS-CLO') =>
  server.app.inject({
    method: 'POST',
    url: `/api/public/airfields/${DEMO_SLUG}/requests`,
    remoteAddress: `10.30.0.${Math.floor(Math.random() * 250)}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      data: requestBody(NOW, { date, registration, email: `${registration}@pilots.example` }),
    }),
  });

describe('closure dates', () => {
  it('are added, listed by the club and deleted, and a deletion reaches live sync as a settings change', async () => {
    const id = await addClosure(inDays(40), inDays(42), 'Runway resurfacing');
    const list = await api('GET', '/api/closures?sort=from_date:asc');
    expect(list.statusCode).toBe(200);
    const rows = (list.json() as { data: { id: number; attributes: Record<string, unknown> }[] }).data;
    expect(rows.find((row) => row.id === id)?.attributes).toMatchObject({
      from_date: inDays(40),
      to_date: inDays(42),
      note: 'Runway resurfacing',
    });

    const before = await server.app.inject({
      method: 'GET',
      url: '/api/sync/landings',
      headers: { authorization: `Bearer ${token}` },
    });
    const cursor = (before.json() as { meta: { sync: { cursor: string } } }).meta.sync.cursor;
    expect((await api('DELETE', `/api/closures/${id}`)).statusCode).toBe(200);
    const after = await server.app.inject({
      method: 'GET',
      url: `/api/sync/landings?since=${cursor}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((after.json() as { meta: { sync: { settings: boolean } } }).meta.sync.settings).toBe(true);
    const gone = await api('GET', `/api/closures/${id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses an end before the start on to_date, in the envelope with the catalog key', async () => {
    const res = await api('POST', '/api/closures', {
      from_date: inDays(5),
      to_date: inDays(4),
      note: 'Works',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        details: { errors: [{ path: ['to_date'], i18n: { id: 'validation.closure.toBeforeFrom' } }] },
      },
    });
  });

  it('shows the pilot the upcoming ones, not those already over', async () => {
    const past = await addClosure(inDays(-10), inDays(-8), 'Air show');
    const upcoming = await addClosure(inDays(20), inDays(20), 'Club day');
    const res = await server.app.inject({ method: 'GET', url: `/api/public/airfields/${DEMO_SLUG}` });
    const closures = (
      res.json() as { data: { closures: { id: number; from: string; to: string; note: string }[] } }
    ).data.closures;
    expect(closures).toContainEqual({ id: upcoming, from: inDays(20), to: inDays(20), note: 'Club day' });
    expect(closures.map((closure) => closure.id)).not.toContain(past);
  });

  it('refuses a pilot request on a closed date on `date`, storing nothing, and files one on the next day', async () => {
    await addClosure(inDays(3), inDays(5), 'Runway resurfacing');
    const before = await landingCount();
    for (const date of [inDays(3), inDays(4), inDays(5)]) {
      const res = await sendRequest(date);
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'The airfield is closed on that date (Runway resurfacing): choose another day.',
          details: {
            errors: [
              {
                path: ['date'],
                i18n: { id: 'validation.pilotRequest.closedDate', values: { note: 'Runway resurfacing' } },
              },
            ],
          },
        },
      });
    }
    expect(await landingCount()).toBe(before);
    expect((await sendRequest(inDays(6), 'CS-OPN')).statusCode).toBe(200);
    expect(await landingCount()).toBe(before + 1);
  });
});
