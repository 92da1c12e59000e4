// Correcting a movement on the landing route, on a real server and SQLite file
// (docs/product/movement-log.md, "Corrections"): any state, repriced, refused times, other clubs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_OWNER_EMAIL } from '../db/seed';
import { createTestServer, type TestServer } from '../testing/test-server';

let now = new Date('2026-11-22T15:00:00.000Z');
let server: TestServer;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await createTestServer({ seedAt: new Date('2026-11-22T12:00:00.000Z'), now: () => now });
  token = await server.token();
  otherToken = await server.token(OTHER_OWNER_EMAIL);
});
afterAll(() => server.close());

const post = (data: Record<string, unknown>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/landings',
    headers: { authorization: `Bearer ${token}` },
    payload: { data: { date: '2026-11-22', time: '10:00:00', registration: 'CS-FIX', ...data } },
  });

const put = (id: number, data: unknown, as = token, populate = '') =>
  server.app.inject({
    method: 'PUT',
    url: `/api/landings/${id}${populate}`,
    headers: { authorization: `Bearer ${as}` },
    payload: { data },
  });

/** An accepted visitor of 800 kg that arrived at 10:00 and left at 12:30. */
async function finishedVisitor(): Promise<number> {
  const id = (await post({ aircraftType: 'Jodel D140', mtow: 800 })).json().data.id as number;
  expect((await put(id, { status: 'parked', ata: '2026-11-22T10:00:00.000Z' })).statusCode).toBe(200);
  const left = await put(id, { status: 'finished', departure: '2026-11-22T12:30:00.000Z' });
  expect(left.statusCode, left.body).toBe(200);
  return id;
}

describe('correcting a movement', () => {
  it('corrects what was recorded on a finished landing, reprices it and keeps its state', async () => {
    const id = await finishedVisitor();
    const fixed = await put(
      id,
      {
        registration: 'cs-fiy',
        aircraftType: 'Robin DR400',
        mtow: 1100,
        origin: 'LPEV',
        email: 'pilot@example.org',
        passengers_on_board: JSON.stringify(['Ana Lopes', 'Rui']),
        time: '09:45:00',
        landingPurpose: 'training_touch_and_go',
        departure: '2026-11-22T11:00:00.000Z',
      },
      token,
      '?populate=*',
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    const attributes = fixed.json().data.attributes;
    expect(attributes).toMatchObject({
      status: 'finished',
      registration: 'CS-FIY',
      aircraftType: 'Robin DR400',
      mtow: 1100,
      origin: 'LPEV',
      email: 'pilot@example.org',
      passengers_on_board: '["Ana Lopes","Rui"]',
      time: '09:45:00.000',
      landingPurpose: 'training_touch_and_go',
      departure: '2026-11-22T11:00:00.000Z',
      time_parked: '1h 0m',
    });
    // 1,100 kg is the second band: its touch and go (12.50), plus the hour parked at the club's rate.
    const rates = await server.db
      .selectFrom('clubs')
      .select(['price_park', 'price_park_twin', 'price_park_bizz', 'price_park_heli', 'hours_free_park'])
      .where('name2', '=', 'LPXE')
      .executeTakeFirstOrThrow();
    const hours = rates.hours_free_park && rates.hours_free_park >= 1 ? 0 : 1;
    expect(attributes.price).toBeCloseTo(12.5 + hours * (rates.price_park ?? 0), 2);
  });

  it("corrects the services of a landing to its own club's, priced into its fee, and refuses another club's", async () => {
    const own = await server.db
      .selectFrom('club_services')
      .innerJoin('clubs', 'clubs.id', 'club_services.club_id')
      .select(['club_services.id', 'club_services.price', 'clubs.name2'])
      .execute();
    const priced = own.filter((row) => row.name2 === 'LPXE' && (row.price ?? 0) > 0);
    const mine = priced.map((row) => row.id);
    const other = await server.db
      .selectFrom('clubs')
      .select('id')
      .where('name2', '!=', 'LPXE')
      .executeTakeFirstOrThrow();
    const service = await server.db.selectFrom('services').select('id').executeTakeFirstOrThrow();
    const stamp = now.toISOString();
    const theirs = await server.db
      .insertInto('club_services')
      .values({ club_id: other.id, service_id: service.id, price: 9, createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .execute()
      .then((rows) => rows.map((row) => row.id));
    const created = (await post({ mtow: 900 })).json().data;
    const id = created.id as number;
    const landingPrice = created.attributes.price as number;
    expect(landingPrice).toBeGreaterThan(0);
    const set = await put(id, { club_services: mine.slice(0, 1) }, token, '?populate=club_services');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.attributes.club_services.data.map((s: { id: number }) => s.id)).toEqual(
      mine.slice(0, 1),
    );
    // The rule's fee is the band's price plus the chosen services (docs/product/movement-log.md).
    expect(set.json().data.attributes.price).toBe(landingPrice + (priced[0]?.price ?? Number.NaN));
    const refused = await put(id, { club_services: theirs.slice(0, 1) });
    expect(refused.statusCode).toBe(403);
    const none = await put(id, { club_services: [] }, token, '?populate=club_services');
    expect(none.json().data.attributes.club_services.data).toEqual([]);
    expect(none.json().data.attributes.price).toBe(landingPrice);
  });

  it('lets go of an aircraft record and of a known origin, keeping what was typed', async () => {
    const aircraft = await server.db.selectFrom('aircrafts').select('id').executeTakeFirstOrThrow();
    const from = await server.db
      .selectFrom('clubs')
      .select('id')
      .where('name2', '!=', 'LPXE')
      .executeTakeFirstOrThrow();
    const id = (await post({ aircraft: aircraft.id, from: from.id, registration: undefined })).json().data.id;
    const fixed = await put(
      id,
      {
        aircraft: null,
        registration: 'D-EABC',
        aircraftType: 'Piper PA-28',
        mtow: 1100,
        from: null,
        origin: 'Lands End',
      },
      token,
      '?populate=*',
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.attributes).toMatchObject({
      registration: 'D-EABC',
      origin: 'Lands End',
      aircraft: { data: null },
      from: { data: null },
    });
  });

  it("refuses an arrival before the landing's day, a departure before the arrival, and a time of a landing not arrived", async () => {
    const id = await finishedVisitor();
    const cases: [Record<string, unknown>, string][] = [
      [{ ata: '2026-11-21T23:00:00.000Z' }, 'ata'],
      [{ departure: '2026-11-22T09:00:00.000Z' }, 'departure'],
      [{ date: '2026-11-23' }, 'date'],
      [{ ata: '2026-11-23T10:00:00.000Z' }, 'ata'],
      [{ registration: 'not a registration' }, 'registration'],
      [{ date: '2026-11-22', status: 'pending' }, 'status'],
    ];
    for (const [data, field] of cases) {
      const res = await put(id, data);
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json()).toMatchObject({ data: null, error: { status: 400 } });
      expect(res.json().error.details.errors[0].path.at(-1), JSON.stringify(data)).toBe(field);
    }
    const pending = (await post({})).json().data.id;
    const early = await put(pending, { ata: '2026-11-22T10:00:00.000Z' });
    expect(early.statusCode).toBe(400);
  });

  it('answers another club as for any landing of theirs (404, ADR 0022) and changes nothing', async () => {
    const id = (await post({})).json().data.id as number;
    const res = await put(id, { registration: 'CS-OTH' }, otherToken);
    expect(res.statusCode).toBe(404);
    const row = await server.db
      .selectFrom('landings')
      .select('registration')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.registration).toBe('CS-FIX');
  });

  it('a correction made on an older version conflicts only through If-Match, as any change', async () => {
    const created = (await post({ mtow: 900 })).json().data;
    now = new Date(now.getTime() + 1000);
    expect((await put(created.id, { landingPurpose: 'training_touch_and_go' })).statusCode).toBe(200);
    const stale = await server.app.inject({
      method: 'PUT',
      url: `/api/landings/${created.id}`,
      headers: { authorization: `Bearer ${token}`, 'if-match': `"${created.attributes.updatedAt}"` },
      payload: { data: { registration: 'CS-NEW' } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.details.current.attributes.landingPurpose).toBe('training_touch_and_go');
  });
});
