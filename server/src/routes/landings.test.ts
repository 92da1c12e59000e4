import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLandingRow } from '../testing/landing-rows';
import { createTestServer, type TestServer } from '../testing/test-server';

const NOW = '2026-11-22T15:00:00.000Z';
let server: TestServer;
let token: string;
let clubId: number;

beforeAll(async () => {
  server = await createTestServer({
    seedAt: new Date('2026-11-22T12:00:00.000Z'),
    now: () => new Date(NOW),
  });
  token = await server.token();
  const club = await server.db
    .selectFrom('clubs')
    .select('id')
    .where('name2', '=', 'LPXE')
    .executeTakeFirstOrThrow();
  clubId = club.id;
});
afterAll(() => server.close());

const put = (id: number, data: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/landings/${id}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: { data },
  });

async function landingWhere(status: string, permission: number | null) {
  const query = server.db
    .selectFrom('landings')
    .selectAll()
    .where('club_id', '=', clubId)
    .where('status', '=', status);
  return (
    permission === null ? query.where('permission', 'is', null) : query.where('permission', '=', permission)
  )
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('POST landings (manual create)', () => {
  const body = async () => {
    const pilot = await server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'pilot1')
      .executeTakeFirstOrThrow();
    const aircraft = await server.db
      .selectFrom('aircrafts')
      .select(['id', 'mtow'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return {
      data: {
        user: pilot.id,
        email: 'pilot1@example.com',
        date: '2026-11-23',
        time: '15:30:00',
        aircraft: aircraft.id,
      },
    };
  };

  it('creates an accepted landing once for two identical requests with one Idempotency-Key', async () => {
    const before = await server.db
      .selectFrom('landings')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const payload = await body();
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/landings?populate[0]=aircraft',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'create-0001-abcdef' },
        payload,
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    const after = await server.db
      .selectFrom('landings')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n + 1);

    const created = first.json().data.attributes;
    expect(created).toMatchObject({
      date: '2026-11-23',
      time: '15:30:00.000',
      status: 'pending',
      permission: true,
      landing_permission: true,
      paymentStatus: 'Pending',
      email: 'pilot1@example.com',
    });
    // The price comes from the club's weight band for the aircraft's MTOW.
    expect(created.price).toBeGreaterThan(0);
    expect(created.aircraft.data.id).toBe(payload.data.aircraft);
  });

  it('writes a radio call down as a pending request, at its ETA, Touch & Go and 3 on board', async () => {
    const payload = await body();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/landings',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        data: {
          ...payload.data,
          time: '14:35:00',
          landingPurpose: 'training_touch_and_go',
          passengers_on_board: '["Ana","Passenger 1","Passenger 2"]',
          permission: null,
          landing_permission: null,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await server.db
      .selectFrom('landings')
      .select(['permission', 'landing_permission', 'time', 'landingPurpose', 'passengers_on_board'])
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      permission: null,
      landing_permission: null,
      time: '14:35:00.000',
      landingPurpose: 'training_touch_and_go',
      passengers_on_board: '["Ana","Passenger 1","Passenger 2"]',
    });
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/landings',
      headers: { authorization: `Bearer ${token}` },
      payload: { data: { ...payload.data, permission: false } },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps what was heard of an airplane and a pilot the club does not know, unpriced', async () => {
    const { date } = (await body()).data;
    const post = (data: Record<string, unknown>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/landings?populate[0]=user&populate[1]=aircraft',
        headers: { authorization: `Bearer ${token}` },
        payload: { data: { date, time: '14:35:00', ...data } },
      });
    const heard = {
      user: null,
      aircraft: null,
      email: null,
      registration: ' cs-ayz ',
      aircraftType: 'Piper J-3 Cub',
      origin: 'LPEV',
      passengers_on_board: '["Marta Radio"]',
      permission: null,
    };
    const res = await post(heard);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      registration: 'CS-AYZ',
      aircraftType: 'Piper J-3 Cub',
      origin: 'LPEV',
      email: null,
      price: null,
      passengers_on_board: '["Marta Radio"]',
      user: { data: null },
      aircraft: { data: null },
    });

    // Neither a known airplane nor a registration: nothing to call the aircraft by.
    const nameless = await post({ ...heard, registration: null });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.details.errors[0].path).toEqual(['registration']);
    const wrong = await post({ ...heard, registration: 'CS AYZ!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toContain('registration');
  });

  it('refuses to reuse a key for a different request', async () => {
    const payload = await body();
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'create-0002-abcdef' };
    const first = await server.app.inject({ method: 'POST', url: '/api/landings', headers, payload });
    expect(first.statusCode).toBe(200);
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/landings',
      headers,
      payload: { data: { ...payload.data, date: '2026-11-24' } },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.name).toBe('ValidationError');
  });

  it('refuses an unknown pilot and a club service of another club', async () => {
    const payload = await body();
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/landings',
      headers: { authorization: `Bearer ${token}` },
      payload: { data: { ...payload.data, user: 99999 } },
    });
    expect(unknown.statusCode).toBe(400);
    const foreign = await server.db
      .selectFrom('club_services')
      .select('id')
      .where('club_id', '!=', clubId)
      .executeTakeFirst();
    if (foreign) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/landings',
        headers: { authorization: `Bearer ${token}` },
        payload: { data: { ...payload.data, club_services: [foreign.id] } },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('PUT landings/:id', () => {
  it('answers 409 with the current landing when If-Match names an older version', async () => {
    const landing = await landingWhere('pending', null);
    const first = await put(
      landing.id,
      { paymentStatus: 'Captive' },
      { 'if-match': `"${landing.updatedAt}"` },
    );
    expect(first.statusCode).toBe(200);
    const stale = await put(
      landing.id,
      { permission: true, landing_permission: true },
      { 'if-match': `"${landing.updatedAt}"` },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.name).toBe('ConflictError');
    expect(stale.json().error.details.current.attributes.paymentStatus).toBe('Captive');
    const row = await server.db
      .selectFrom('landings')
      .select('permission')
      .where('id', '=', landing.id)
      .executeTakeFirstOrThrow();
    expect(row.permission).toBeNull();
  });

  it('replays a lost answer by Idempotency-Key instead of reporting a conflict', async () => {
    const landing = await landingWhere('pending', null);
    const headers = { 'if-match': `"${landing.updatedAt}"`, 'idempotency-key': `decide-${landing.id}-retry` };
    const first = await put(landing.id, { permission: false, landing_permission: false }, headers);
    const replay = await put(landing.id, { permission: false, landing_permission: false }, headers);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
  });

  it('moves an accepted landing to parked and then finished with the parking fee', async () => {
    const landing = await landingWhere('pending', 1);
    const arrived = await put(landing.id, { status: 'parked', ata: '2026-11-22T08:00:00.000Z' });
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json().data.attributes).toMatchObject({
      status: 'parked',
      ata: '2026-11-22T08:00:00.000Z',
    });

    const departed = await put(landing.id, { status: 'finished', departure: '2026-11-22T13:10:00.000Z' });
    expect(departed.statusCode).toBe(200);
    const aircraft = await server.db
      .selectFrom('aircrafts')
      .select('category')
      .where('id', '=', landing.aircraft_id ?? 0)
      .executeTakeFirstOrThrow();
    const club = await server.db
      .selectFrom('clubs')
      .selectAll()
      .where('id', '=', clubId)
      .executeTakeFirstOrThrow();
    const rate =
      {
        'Twin engine': club.price_park_twin,
        'Bizz jet': club.price_park_bizz,
        Helicopter: club.price_park_heli,
      }[aircraft.category] ?? club.price_park;
    // 5h10 parked, minus the club's free hours, in full hours.
    const hours = Math.floor(5 + 10 / 60 - (club.hours_free_park ?? 0));
    expect(departed.json().data.attributes).toMatchObject({
      status: 'finished',
      departure: '2026-11-22T13:10:00.000Z',
      time_parked: '5h 10m',
      price: Math.round(((landing.price ?? 0) + hours * (rate ?? 0)) * 100) / 100,
    });
  });

  it('refuses a transition the desk cannot make, and changes nothing', async () => {
    const landing = await landingWhere('pending', null);
    const res = await put(landing.id, { status: 'parked' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Only an accepted landing can arrive');
    // The key beside the English words, for the desk to say them in its own language.
    expect(res.json().error.details.i18n).toEqual({ id: 'validation.landing.arriveAcceptedOnly' });
    expect(res.json().error.details.errors).toEqual([
      {
        path: ['status'],
        message: 'Only an accepted landing can arrive',
        name: 'ValidationError',
        i18n: { id: 'validation.landing.arriveAcceptedOnly' },
      },
    ]);
    const row = await server.db
      .selectFrom('landings')
      .select('status')
      .where('id', '=', landing.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('reopens a rejection made by mistake, but not an accepted or a cancelled request', async () => {
    const landing = await landingWhere('pending', null);
    expect(
      (await put(landing.id, { permission: false, landing_permission: false, reason: 'Full' })).statusCode,
    ).toBe(200);
    const reopened = await put(landing.id, { permission: null, landing_permission: null });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data.attributes).toMatchObject({
      permission: null,
      landing_permission: null,
      reason: null,
    });

    const accepted = await landingWhere('pending', 1);
    const refused = await put(accepted.id, { permission: null, landing_permission: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Only a rejected request can be reopened');

    const pilot = await server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'pilot1')
      .executeTakeFirstOrThrow();
    const aircraft = await server.db
      .selectFrom('aircrafts')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cancelled = await insertLandingRow(
      server.db,
      {
        club_id: clubId,
        user_id: pilot.id,
        aircraft_id: aircraft.id,
        status: 'cancelled',
        permission: 0,
        landing_permission: 0,
      },
      NOW,
    );
    const tooLate = await put(cancelled, { permission: null, landing_permission: null });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().error.message).toBe('The request was cancelled by the pilot');
    expect(tooLate.json().error.details.i18n).toEqual({ id: 'validation.landing.cancelledByPilot' });
    const row = await server.db
      .selectFrom('landings')
      .select(['status', 'permission'])
      .where('id', '=', cancelled)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', permission: 0 });
  });

  it('refuses fields outside the ones a desk may change', async () => {
    const landing = await landingWhere('pending', null);
    const res = await put(landing.id, { price: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors[0].path).toEqual(['data']);
  });
});

describe("a landing's user is a pilot, shown with a pilot's fields only", () => {
  const post = (data: object, url = '/api/landings') =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: { data },
    });
  const get = (url: string) =>
    server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const userId = async (username: string) =>
    (
      await server.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const aircraftId = async () =>
    (await server.db.selectFrom('aircrafts').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const landingCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('landings')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses another club's owner, the caller and an owner without a club as the user, storing nothing", async () => {
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'no-club-yet', email: 'no-club-yet@example.com', password: 'Fresh!Pass1' },
    });
    expect(registered.statusCode).toBe(200);
    const before = await landingCount();
    const owners = [await userId('other'), await userId('owner'), registered.json().user.id as number];
    for (const user of owners) {
      const res = await post(
        { user, aircraft: await aircraftId(), date: '2026-11-23' },
        '/api/landings?populate=user',
      );
      expect(res.statusCode, `user ${user}`).toBe(400);
      expect(res.json().error).toMatchObject({
        name: 'ValidationError',
        details: { errors: [{ path: ['user'], message: 'Unknown pilot' }] },
      });
      expect(res.body).not.toMatch(/other@example\.com|owner@example\.com|PT\.FCL\.000/);
    }
    expect(await landingCount()).toBe(before);
  });

  it('populating user shows the pilot fields and nothing else, not even through a nested populate', async () => {
    const res = await post(
      { user: await userId('pilot1'), aircraft: await aircraftId(), date: '2026-11-23' },
      '/api/landings?populate[user][populate]=clubOwner',
    );
    expect(res.statusCode).toBe(200);
    const pilot = await server.db
      .selectFrom('users')
      .select(['username', 'name', 'email', 'licenceNumber', 'callSign'])
      .where('username', '=', 'pilot1')
      .executeTakeFirstOrThrow();
    expect(res.json().data.attributes.user.data.attributes).toEqual(pilot);
  });

  it('a landing written earlier with an owner as its user shows nothing of them, and no filter probes them', async () => {
    // What the attack left behind before this fix: a landing of the demo club naming the other owner.
    const otherOwner = await userId('other');
    const id = await insertLandingRow(
      server.db,
      { club_id: clubId, aircraft_id: await aircraftId(), user_id: otherOwner, date: '2026-11-23' },
      NOW,
    );
    const read = await get(`/api/landings/${id}?populate[user][populate]=clubOwner`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes.user).toEqual({ data: { id: otherOwner, attributes: {} } });
    expect(read.body).not.toMatch(/other@example\.com|PT\.FCL|Other Flying Club/);

    for (const filter of [
      'filters[user][email][$eq]=other@example.com',
      'filters[user][licenceNumber][$startsWith]=PT',
      'filters[user][callSign][$eq]=OTHER1',
      'filters[user][clubOwner][name1][$eq]=Other Flying Club',
      'filters[from][category][name][$eq]=Aerodrome',
    ]) {
      const res = await get(`/api/landings?filters[id][$eq]=${id}&${filter}`);
      expect(res.statusCode, filter).toBe(400);
      expect(res.json().error.name, filter).toBe('ValidationError');
    }
    const byId = await get(`/api/landings?filters[user][id][$eq]=${otherOwner}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.map((l: { id: number }) => l.id)).toEqual([id]);
  });
});

describe('landing times have bounds, and so has the fee', () => {
  const refusedField = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: { name: string; details: { errors: { path: string[] }[] } } };
    expect(error.name).toBe('ValidationError');
    return error.details.errors.map((e) => e.path.join('.'));
  };
  const pilotAndAircraft = async () => ({
    user: (
      await server.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'pilot2')
        .executeTakeFirstOrThrow()
    ).id,
    aircraft: (await server.db.selectFrom('aircrafts').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id,
  });

  it('refuses a manual landing dated before 2000 or more than a year ahead, naming the date', async () => {
    const refs = await pilotAndAircraft();
    for (const date of ['1999-12-31', '2027-11-23', '2076-11-22']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/landings',
        headers: { authorization: `Bearer ${token}` },
        payload: { data: { ...refs, date } },
      });
      expect(refusedField(res), date).toEqual(['date']);
      if (date === '1999-12-31') {
        expect(res.json().error.message).toBe('The date cannot be before 2000.');
        expect(res.json().error.details.i18n).toEqual({ id: 'validation.landing.dateBefore2000' });
      }
    }
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/landings',
      headers: { authorization: `Bearer ${token}` },
      payload: { data: { ...refs, date: '2027-11-22' } },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an arrival or departure out of bounds, naming the field, and changes nothing', async () => {
    const accepted = await landingWhere('pending', 1);
    for (const ata of ['1976-11-22T12:00:00.000Z', '2026-11-22T16:00:00.000Z']) {
      expect(refusedField(await put(accepted.id, { status: 'parked', ata })), ata).toEqual(['ata']);
    }
    const parked = await landingWhere('parked', 1);
    expect(refusedField(await put(parked.id, { ata: '1976-11-22T12:00:00.000Z' }))).toEqual(['ata']);
    for (const departure of ['2076-11-22T12:00:00.000Z', '2000-01-01T00:00:00.000Z']) {
      expect(refusedField(await put(parked.id, { status: 'finished', departure })), departure).toEqual([
        'departure',
      ]);
    }
    const rows = await server.db
      .selectFrom('landings')
      .select(['status', 'ata', 'departure', 'price', 'updatedAt'])
      .where('id', 'in', [accepted.id, parked.id])
      .orderBy('id')
      .execute();
    const before = [accepted, parked]
      .sort((a, b) => a.id - b.id)
      .map(({ status, ata, departure, price, updatedAt }) => ({ status, ata, departure, price, updatedAt }));
    expect(rows).toEqual(before);
  });

  it('a landing parked since long ago at €1,000 an hour departs at €1,000,000, not €438,291,010', async () => {
    const club = await server.app.inject({
      method: 'PUT',
      url: `/api/clubs/${clubId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        data: { price_park: 1000, price_park_twin: 1000, price_park_bizz: 1000, price_park_heli: 1000 },
      },
    });
    expect(club.statusCode).toBe(200);
    const parked = await landingWhere('parked', 1);
    // An arrival from before these bounds existed, as the attack stored it.
    await server.db
      .updateTable('landings')
      .set({ ata: '1976-11-22T15:00:00.000Z' })
      .where('id', '=', parked.id)
      .execute();
    const res = await put(parked.id, { status: 'finished' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.price).toBe(1_000_000);
    const row = await server.db
      .selectFrom('landings')
      .select('price')
      .where('id', '=', parked.id)
      .executeTakeFirstOrThrow();
    expect(row.price).toBe(1_000_000);
  });
});
