// A filed request from both sides (ADR 0009): the pilot's status page and cancel, the desk's view
// of what the pilot typed, and a decision's reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { createTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let desk: string;
let n = 0;

beforeAll(async () => {
  server = await createTestServer();
  desk = await server.token();
});
afterAll(() => server.close());

/** Files a request; returns its status token and landing id. */
async function file(overrides: Parameters<typeof requestBody>[1] = {}) {
  n += 1;
  const registration = `CS-S${n}`;
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/public/airfields/${DEMO_SLUG}/requests`,
    remoteAddress: `10.30.0.${n}`,
    payload: {
      data: requestBody(new Date(), { email: `status${n}@pilots.example`, registration, ...overrides }),
    },
  });
  expect(res.statusCode).toBe(200);
  const { id } = await server.db
    .selectFrom('landings')
    .select('id')
    .where('registration', '=', registration)
    .executeTakeFirstOrThrow();
  return { token: res.json().data.token as string, id };
}

const status = (token: string) => server.app.inject({ method: 'GET', url: `/api/public/requests/${token}` });
const cancel = (token: string) =>
  server.app.inject({ method: 'POST', url: `/api/public/requests/${token}/cancel` });
const put = (id: number, data: Record<string, unknown>) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/landings/${id}`,
    headers: { authorization: `Bearer ${desk}` },
    payload: { data },
  });

describe('the status page', () => {
  it('shows Pending, the details and the fee, and nothing private', async () => {
    const { token, id } = await file({ phone: '+351 999 000 111', licence: 'PT.SECRET.7' });
    const res = await status(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const price = (
      await server.db.selectFrom('landings').select('price').where('id', '=', id).executeTakeFirstOrThrow()
    ).price;
    expect(res.json().data).toMatchObject({
      status: 'pending',
      canCancel: true,
      reason: null,
      airfield: { slug: DEMO_SLUG, name1: 'Example Aero Club', name2: 'LPXE' },
      request: {
        registration: `CS-S${n}`,
        eta: '12:00',
        etd: '11:10',
        purpose: 'landing',
        passengers: ['Rui Passageiro'],
      },
      fee: price,
    });
    for (const secret of ['999 000 111', 'PT.SECRET.7', `status${n}@pilots.example`, 'club@example.com'])
      expect(res.body).not.toContain(secret);
  });

  it('answers a wrong or malformed token with one plain 404, its words from the catalogs', async () => {
    for (const token of ['x', 'A'.repeat(22), `${'a'.repeat(21)}!`]) {
      const res = await status(encodeURIComponent(token));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        data: null,
        error: {
          status: 404,
          name: 'NotFoundError',
          message: 'No request has this status link',
          details: { i18n: { id: 'pilot.errors.requestNotFound' } },
        },
      });
    }
  });
});

describe('the desk sees what the pilot typed and answers with a reason', () => {
  it('lists the request pending with its registration, type, ETD, phone and notes', async () => {
    const { id } = await file({ aircraftType: 'Jodel D140', notes: 'Need fuel', phone: '+351 911 111 111' });
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/landings/${id}`,
      headers: { authorization: `Bearer ${desk}` },
    });
    expect(res.json().data.attributes).toMatchObject({
      status: 'pending',
      permission: null,
      registration: `CS-S${n}`,
      aircraftType: 'Jodel D140',
      phone: '+351 911 111 111',
      notes: 'Need fuel',
      outsideHours: false,
      reason: null,
    });
    expect(res.json().data.attributes.etd).toMatch(/T11:10:00\.000Z$/);
  });

  it('a rejection carries its reason to the status page; a later acceptance clears it', async () => {
    const { token, id } = await file();
    expect(
      (await put(id, { permission: false, landing_permission: false, reason: ' No fuel today ' })).statusCode,
    ).toBe(200);
    expect((await status(token)).json().data).toMatchObject({
      status: 'rejected',
      reason: 'No fuel today',
      canCancel: false,
    });
    expect((await put(id, { permission: true, landing_permission: true })).statusCode).toBe(200);
    expect((await status(token)).json().data).toMatchObject({
      status: 'accepted',
      reason: null,
      canCancel: true,
    });
  });

  it('refuses a reason without a decision, or longer than 500 characters', async () => {
    const { id } = await file();
    const alone = await put(id, { paymentStatus: 'Paid', reason: 'why' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.details.errors[0].path).toEqual(['reason']);
    expect((await put(id, { permission: false, reason: 'r'.repeat(501) })).statusCode).toBe(400);
  });
});

describe('cancelling', () => {
  it('an accepted request leaves the desk lists, shows cancelled, and a second cancel answers the same', async () => {
    const { token, id } = await file();
    await put(id, { permission: true, landing_permission: true });
    const first = await cancel(token);
    expect(first.json().data).toMatchObject({ status: 'cancelled', canCancel: false });
    expect((await cancel(token)).json().data.status).toBe('cancelled');
    const upcoming = await server.app.inject({
      method: 'GET',
      url: '/api/landings?filters[status][$eq]=pending&pagination[limit]=100',
      headers: { authorization: `Bearer ${desk}` },
    });
    expect(upcoming.json().data.map((l: { id: number }) => l.id)).not.toContain(id);
    // The desk can no longer decide or land it.
    expect((await put(id, { permission: false })).statusCode).toBe(400);
    expect((await put(id, { status: 'parked' })).statusCode).toBe(400);
  });

  it('is refused once rejected or parked', async () => {
    const rejected = await file();
    await put(rejected.id, { permission: false, landing_permission: false });
    expect((await cancel(rejected.token)).statusCode).toBe(409);
    const parked = await file();
    await put(parked.id, { permission: true, landing_permission: true });
    await put(parked.id, { status: 'parked' });
    const res = await cancel(parked.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.name).toBe('ConflictError');
    expect((await status(parked.token)).json().data.status).toBe('arrived');
  });
});
