// A club stops offering a service and offers it again, on a real server and SQLite file
// (docs/product.md#settings, Extra services): the landings that had it keep it; nothing new can take it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_OWNER_EMAIL } from '../db/seed';
import { DEMO_SLUG } from '../testing/pilot-requests';
import { createTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await createTestServer({ seedAt: new Date('2026-11-22T12:00:00.000Z') });
  token = await server.token();
  otherToken = await server.token(OTHER_OWNER_EMAIL);
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown, as = token) =>
  server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${as}` },
    ...(data === undefined ? {} : { payload: { data } }),
  });

type Named = { id: number; attributes: { service?: { data: { attributes: { name: string } } } } };
const namesOf = (list: Named[]) => list.map((entry) => entry.attributes.service?.data.attributes.name);

/** The demo club's priced services, as its desk lists them. */
async function offered(): Promise<Named[]> {
  const listed = await call('GET', '/api/club-services?populate=service&pagination[pageSize]=100');
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json().data;
}

const landingWith = (serviceIds: number[]) =>
  call('POST', '/api/landings', {
    date: '2026-11-22',
    time: '10:00:00',
    registration: 'CS-SRV',
    mtow: 900,
    club_services: serviceIds,
  });

async function landingIdWith(serviceIds: number[]): Promise<number> {
  const created = await landingWith(serviceIds);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data.id;
}

/** The catalogue service a club's service record offers. */
const catalogueServiceOf = async (clubServiceId: number) =>
  (
    await server.db
      .selectFrom('club_services')
      .select('service_id')
      .where('id', '=', clubServiceId)
      .executeTakeFirstOrThrow()
  ).service_id;

const landingServices = async (id: number) => {
  const read = await call('GET', `/api/landings/${id}?populate[club_services][populate]=service`);
  expect(read.statusCode, read.body).toBe(200);
  return read.json().data.attributes.club_services.data as Named[];
};

describe('a service the club stops offering', () => {
  it('stays on the landings that had it, leaves the lists and the pilot page, and comes back under its id', async () => {
    const [gone, kept] = await offered();
    if (!gone || !kept) throw new Error('the demo club offers fewer than two services');
    const goneName = namesOf([gone])[0];
    const serviceId = await catalogueServiceOf(gone.id);
    const landing = await landingIdWith([gone.id]);
    const priceBefore = (await call('GET', `/api/landings/${landing}`)).json().data.attributes.price;

    const removed = await call('DELETE', `/api/club-services/${gone.id}`);
    expect(removed.statusCode, removed.body).toBe(200);

    // Gone from the club's list, by id, from edits and from the pilot's page.
    expect((await offered()).map((entry) => entry.id)).not.toContain(gone.id);
    expect((await call('GET', `/api/club-services/${gone.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/club-services/${gone.id}`, { price: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/club-services/${gone.id}`)).statusCode).toBe(404);
    const page = await server.app.inject({ method: 'GET', url: `/api/public/airfields/${DEMO_SLUG}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(JSON.stringify(page.json())).not.toContain(`"name":"${goneName}"`);

    // The landing keeps it, by name, and its fee is unchanged.
    expect(namesOf(await landingServices(landing))).toEqual([goneName]);
    expect((await call('GET', `/api/landings/${landing}`)).json().data.attributes.price).toBe(priceBefore);

    // A correction may keep it on that landing, beside one the club offers; nothing new may take it.
    const corrected = await call('PUT', `/api/landings/${landing}`, { club_services: [gone.id, kept.id] });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await landingServices(landing)).map((entry) => entry.id).sort()).toEqual(
      [gone.id, kept.id].sort(),
    );
    const other = await landingIdWith([]);
    expect((await call('PUT', `/api/landings/${other}`, { club_services: [gone.id] })).statusCode).toBe(403);
    const created = await landingWith([gone.id]);
    expect(created.statusCode, created.body).toBe(403);

    // Offered again: the same record, at its new price, listed again.
    const again = await call('POST', '/api/club-services?populate=service', { service: serviceId, price: 7 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ id: gone.id, attributes: { price: 7 } });
    expect((await offered()).map((entry) => entry.id)).toContain(gone.id);
    expect((await call('POST', '/api/club-services', { service: serviceId, price: 8 })).statusCode).toBe(400);
  });

  it("is not another club's to remove or to bring back", async () => {
    const [mine] = await offered();
    if (!mine) throw new Error('the demo club offers no service');
    expect((await call('DELETE', `/api/club-services/${mine.id}`, undefined, otherToken)).statusCode).toBe(
      404,
    );
    expect((await offered()).map((entry) => entry.id)).toContain(mine.id);

    expect((await call('DELETE', `/api/club-services/${mine.id}`)).statusCode).toBe(200);
    const serviceId = await catalogueServiceOf(mine.id);
    // The other club offering the same service gets its own record; the demo club's stays removed.
    const theirs = await call('POST', '/api/club-services', { service: serviceId, price: 5 }, otherToken);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.id).not.toBe(mine.id);
    expect((await offered()).map((entry) => entry.id)).not.toContain(mine.id);
  });
});
