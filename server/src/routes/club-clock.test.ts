// The club's clock on a real server and SQLite file (docs/product/movement-log.md, Clock; ADR
// 0027): kept and served with the club, chosen through the club update; the pilot's page shows the
// opening hours and asks the ETA on it, and the server stores the UTC instant it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { createTestServer, type TestServer } from '../testing/test-server';

// A summer day: Lisbon is UTC+1, so the two clocks differ by an hour.
const NOW = new Date('2026-06-29T08:00:00.000Z');
const DAY = '2026-06-30'; // a Tuesday

describe("the club's clock as the desk keeps it", () => {
  let server: TestServer;
  let token: string;
  let clubId: number;
  beforeAll(async () => {
    server = await createTestServer();
    token = await server.token();
    clubId = (
      await server.db.selectFrom('clubs').select('id').where('slug', '=', DEMO_SLUG).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => server.close());

  const put = (data: unknown) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/clubs/${clubId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { data },
    });

  it('is local until the club chooses, then served as chosen', async () => {
    const before = await server.app.inject({
      method: 'GET',
      url: `/api/clubs/${clubId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.json().data.attributes.clock).toBe('local');
    const res = await put({ clock: 'utc' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.clock).toBe('utc');
    const row = await server.db
      .selectFrom('clubs')
      .select('clock')
      .where('id', '=', clubId)
      .executeTakeFirstOrThrow();
    expect(row.clock).toBe('utc');
    expect((await put({ clock: 'local' })).statusCode).toBe(200);
  });

  it('refuses anything but utc or local with a 400 in the envelope, and keeps what it had', async () => {
    for (const clock of ['UTC', 'Europe/Lisbon', '', null, 1]) {
      const res = await put({ clock });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.name).toBe('ValidationError');
    }
    const row = await server.db
      .selectFrom('clubs')
      .select('clock')
      .where('id', '=', clubId)
      .executeTakeFirstOrThrow();
    expect(row.clock).toBe('local');
  });
});

describe("the pilot's page on the club's clock", () => {
  let server: TestServer;
  let ip = 0;
  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date(NOW) });
  });
  afterAll(() => server.close());

  const setClock = (clock: string) =>
    server.db.updateTable('clubs').set({ clock }).where('slug', '=', DEMO_SLUG).execute();
  const send = (registration: string, eta: string, etd: string | null) =>
    server.app.inject({
      method: 'POST',
      url: `/api/public/airfields/${DEMO_SLUG}/requests`,
      remoteAddress: `10.77.0.${++ip}`,
      payload: {
        data: requestBody(NOW, {
          registration,
          date: DAY,
          eta,
          etd,
          email: `${registration.toLowerCase()}@pilots.example`,
        }),
      },
    });
  const stored = (registration: string) =>
    server.db
      .selectFrom('landings')
      .select(['date', 'time', 'etd', 'outsideHours'])
      .where('registration', '=', registration)
      .executeTakeFirstOrThrow();
  const airfield = async () =>
    (await server.app.inject({ method: 'GET', url: `/api/public/airfields/${DEMO_SLUG}` })).json().data;

  it("refuses an ETA earlier today on the club's clock, naming the field", async () => {
    await setClock('local');
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/public/airfields/${DEMO_SLUG}/requests`,
      remoteAddress: `10.77.0.${++ip}`,
      // 08:30 in Lisbon is 07:30 UTC: half an hour before NOW.
      payload: {
        data: requestBody(NOW, { registration: 'CS-LAT', date: '2026-06-29', eta: '08:30', etd: null }),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors).toEqual([
      expect.objectContaining({ path: ['eta'], message: 'The ETA has already passed: choose a later time.' }),
    ]);
  });

  it('on local time: the hours as kept, and an ETA typed in Lisbon stored an hour earlier in UTC', async () => {
    await setClock('local');
    const page = await airfield();
    expect(page.clock).toBe('local');
    expect(page.shownHours[1]).toEqual({ day_index: 1, open: '09:00', close: '19:00' });
    const res = await send('CS-LOC', '15:30', '14:00');
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored('CS-LOC')).toEqual({
      date: DAY,
      time: '14:30:00.000',
      etd: `${DAY}T13:00:00.000Z`,
      outsideHours: 0,
    });
    const status = await server.app.inject({
      method: 'GET',
      url: `/api/public/requests/${res.json().data.token}`,
    });
    expect(status.json().data).toMatchObject({
      clock: 'local',
      request: { date: DAY, eta: '15:30', etd: '14:00' },
    });
  });

  it('on UTC: the hours an hour earlier in summer, and an ETA stored as typed', async () => {
    await setClock('utc');
    try {
      const page = await airfield();
      expect(page.clock).toBe('utc');
      expect(page.shownHours[1]).toEqual({ day_index: 1, open: '08:00', close: '18:00' });
      expect(page.hours[1]).toMatchObject({ open: '09:00:00.000', close: '19:00:00.000' });
      const res = await send('CS-UTC', '15:30', '14:00');
      expect(res.statusCode, res.body).toBe(200);
      expect(await stored('CS-UTC')).toEqual({
        date: DAY,
        time: '15:30:00.000',
        etd: `${DAY}T14:00:00.000Z`,
        outsideHours: 0,
      });
      const status = await server.app.inject({
        method: 'GET',
        url: `/api/public/requests/${res.json().data.token}`,
      });
      expect(status.json().data).toMatchObject({
        clock: 'utc',
        request: { date: DAY, eta: '15:30', etd: '14:00' },
      });
    } finally {
      await setClock('local');
    }
  });

  it('checks the opening hours at the instant the typed time names', async () => {
    // Open 09:00–19:00 Lisbon: 18:30 UTC is 19:30 in Lisbon, closed; 18:30 in Lisbon is open.
    await setClock('utc');
    try {
      const closed = await send('CS-LAT', '18:30', null);
      expect(closed.statusCode).toBe(400);
      expect(closed.json().error.details.errors[0].path).toEqual(['eta']);
    } finally {
      await setClock('local');
    }
    expect((await send('CS-LAT', '18:30', null)).statusCode).toBe(200);
    expect(await stored('CS-LAT')).toMatchObject({ time: '17:30:00.000', outsideHours: 0 });
  });

  it('a date that moves across midnight moves the stored date too', async () => {
    await setClock('local');
    // The demo club refuses closed hours: let this one through to see the date.
    await server.db.updateTable('clubs').set({ request: 1 }).where('slug', '=', DEMO_SLUG).execute();
    try {
      expect((await send('CS-MID', '00:30', null)).statusCode).toBe(200);
      expect(await stored('CS-MID')).toMatchObject({
        date: '2026-06-29',
        time: '23:30:00.000',
        outsideHours: 1,
      });
    } finally {
      await server.db.updateTable('clubs').set({ request: 0 }).where('slug', '=', DEMO_SLUG).execute();
    }
  });
});
