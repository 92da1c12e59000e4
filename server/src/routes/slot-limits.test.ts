// Slot limits end to end on a real database (docs/product/slot-limits.md): the owner sets them with
// the club's settings, the pilot's page reads them and a day's free times, a full window or day is a
// 400 on the ETA naming the next free times that stores nothing, the desk may still go over, what
// is refused or cancelled frees its place, and two pilots asking for the last place at once get one
// place between them (SQLite here; PostgreSQL with two server processes under npm run test:pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, landingInstant, utcDate, wallClock } from '@/domain/time/instants';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { testDialect } from '../testing/test-database';
import { createTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;
let clubId: number;
let ip = 0;
const NOW = new Date();
const AIRFIELD = `/api/public/airfields/${DEMO_SLUG}`;
// Weekdays no seeded landing falls on, one for each test, so each counts only its own arrivals; the
// demo club is open 09:00–19:00 on weekdays and refuses requests outside its hours.
let nextDay = 40;
const freshDay = (): string => {
  const day = addToDate(utcDate(NOW), { days: nextDay++ });
  return (wallClock(landingInstant(day, '12:00'), 'UTC')?.dayIndex ?? 0) < 5 ? day : freshDay();
};

beforeAll(async () => {
  server = await createTestServer();
  token = await server.token();
  clubId = (
    await server.db.selectFrom('clubs').select('id').where('slug', '=', DEMO_SLUG).executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

const owner = (method: 'GET' | 'PUT' | 'POST', url: string, data?: unknown, on = server) =>
  on.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { payload: { data } }),
  });

const setLimits = async (
  slot_arrivals: number | null,
  slot_minutes: number | null,
  slot_per_day: number | null,
) => {
  const res = await owner('PUT', `/api/clubs/${clubId}`, { slot_arrivals, slot_minutes, slot_per_day });
  expect(res.statusCode, res.body).toBe(200);
};

/** A pilot's request for `date` at `eta` on the demo club's clock (Lisbon's). */
const ask = (date: string, eta: string, on = server) => {
  const email = `slot-${++ip}@pilots.example`;
  return on.app.inject({
    method: 'POST',
    url: `${AIRFIELD}/requests`,
    remoteAddress: `10.40.${Math.floor(ip / 250)}.${ip % 250}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      data: requestBody(NOW, { date, eta, etd: '08:00', email, registration: `CS-S${ip % 100}` }),
    }),
  });
};

const freeTimes = async (date: string) => {
  const res = await server.app.inject({ method: 'GET', url: `${AIRFIELD}/day?date=${date}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { free: string[] | null } }).data.free;
};

const landingsOn = async (date: string) =>
  Number(
    (
      await server.db
        .selectFrom('landings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('club_id', '=', clubId)
        .where('date', '=', date)
        .executeTakeFirstOrThrow()
    ).n,
  );

interface Refusal {
  error: {
    status: number;
    details: {
      errors: Array<{
        path: string[];
        message: string;
        i18n?: { id: string; values?: Record<string, unknown> };
      }>;
    };
  };
}
const refusalOf = (body: string) => (JSON.parse(body) as Refusal).error.details.errors[0];

describe('slot limits', () => {
  it('are set with the club settings, read back, shown to the pilot, and a window that does not divide the day is refused', async () => {
    await setLimits(2, 30, null);
    const club = await owner('GET', `/api/clubs/${clubId}`);
    expect(club.json().data.attributes).toMatchObject({
      slot_arrivals: 2,
      slot_minutes: 30,
      slot_per_day: null,
    });
    const page = await server.app.inject({ method: 'GET', url: AIRFIELD });
    expect(page.json().data.slotLimit).toEqual({ window: { arrivals: 2, minutes: 30 }, perDay: null });

    const bad = await owner('PUT', `/api/clubs/${clubId}`, { slot_minutes: 45 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.errors[0]).toMatchObject({
      path: ['data', 'slot_minutes'],
      i18n: { id: 'settings.slots.minutesInvalid' },
    });
    expect((await owner('PUT', `/api/clubs/${clubId}`, { slot_arrivals: 0 })).statusCode).toBe(400);
  });

  it('refuse a full window with the next free times, store nothing, and list the free times without it', async () => {
    await setLimits(2, 30, null);
    const day = freshDay();
    const first = await ask(day, '12:00');
    expect(first.statusCode, first.body).toBe(200);
    expect((await ask(day, '12:10')).statusCode).toBe(200);
    const before = await landingsOn(day);

    const full = await ask(day, '12:20');
    expect(full.statusCode).toBe(400);
    expect(refusalOf(full.body)).toMatchObject({
      path: ['eta'],
      i18n: {
        id: 'pilot.errors.slotFull',
        values: { arrivals: 2, minutes: 30, times: '12:30, 13:00, 13:30' },
      },
    });
    expect(refusalOf(full.body)?.message).toBe(
      'That time is full: the airfield takes 2 arrivals every 30 minutes. Next free times that day: 12:30, 13:00, 13:30.',
    );
    expect(await landingsOn(day)).toBe(before);

    const free = await freeTimes(day);
    expect(free).toContain('11:30');
    expect(free).not.toContain('12:00');
    expect(free).toContain('12:30');
    expect((await ask(day, '12:30')).statusCode).toBe(200);
  });

  it('let the desk go over the limit by hand, and free a place the desk refuses or the pilot cancels', async () => {
    await setLimits(1, 60, null);
    const day = freshDay();
    const first = await ask(day, '10:05');
    expect(first.statusCode, first.body).toBe(200);
    expect((await ask(day, '10:40')).statusCode).toBe(400);

    const [pilot, aircraft] = await Promise.all([
      server.db.selectFrom('users').select('id').where('username', '=', 'pilot1').executeTakeFirstOrThrow(),
      server.db.selectFrom('aircrafts').select('id').orderBy('id').executeTakeFirstOrThrow(),
    ]);
    // 10:30 Lisbon is 10:30 or 09:30 UTC: the desk stores UTC; either way it is in the full hour.
    const held = await server.db
      .selectFrom('landings')
      .select(['id', 'time'])
      .where('club_id', '=', clubId)
      .where('date', '=', day)
      .executeTakeFirstOrThrow();
    const byDesk = await owner('POST', '/api/landings', {
      user: pilot.id,
      aircraft: aircraft.id,
      date: day,
      time: held.time,
    });
    expect(byDesk.statusCode, byDesk.body).toBe(200);
    expect(await landingsOn(day)).toBe(2);

    // Both refused: the hour is free again for a pilot.
    for (const id of [held.id, (byDesk.json() as { data: { id: number } }).data.id]) {
      const refused = await owner('PUT', `/api/landings/${id}`, {
        permission: false,
        landing_permission: false,
      });
      expect(refused.statusCode, refused.body).toBe(200);
    }
    expect((await ask(day, '10:40')).statusCode).toBe(200);
  });

  it('refuse a full day with its own words, and a full window with no later free time says so', async () => {
    await setLimits(null, null, 2);
    const day = freshDay();
    expect((await ask(day, '09:00')).statusCode).toBe(200);
    expect((await ask(day, '15:00')).statusCode).toBe(200);
    const full = await ask(day, '11:00');
    expect(refusalOf(full.body)).toMatchObject({
      path: ['eta'],
      i18n: { id: 'pilot.errors.dayFull', values: { perDay: 2 } },
    });
    expect(await freeTimes(day)).toEqual([]);

    await setLimits(1, 120, null);
    const late = freshDay();
    expect((await ask(late, '18:30')).statusCode).toBe(200);
    expect(refusalOf((await ask(late, '18:45')).body)).toMatchObject({
      i18n: { id: 'pilot.errors.slotFullLater' },
    });
  });

  it("count only this club's landings: another club's arrivals on the same day take no place", async () => {
    await setLimits(1, 60, null);
    const day = freshDay();
    const other = await server.db
      .selectFrom('clubs')
      .select('id')
      .where('id', '!=', clubId)
      .executeTakeFirst();
    if (other) {
      await server.db
        .updateTable('landings')
        .set({ date: day, time: '12:00:00.000' })
        .where('club_id', '=', other.id)
        .execute();
    }
    expect(await freeTimes(day)).toContain('12:00');
    expect((await ask(day, '12:00')).statusCode).toBe(200);
  });

  it('give the last place to one of two pilots asking at once; the other is told the next free times', async () => {
    await setLimits(1, 30, null);
    const day = freshDay();
    const answers = await Promise.all([ask(day, '14:00'), ask(day, '14:05'), ask(day, '14:10')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(refusalOf(refused.body)).toMatchObject({
        i18n: { id: 'pilot.errors.slotFull', values: { times: '14:30, 15:00, 15:30' } },
      });
    expect(await landingsOn(day)).toBe(1);
  });

  afterAll(() => setLimits(null, null, null));
});

describe.runIf(testDialect === 'postgres')('slot limits with two server processes on one PostgreSQL', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await createTestServer({ sharing: server.database });
  });
  afterAll(() => second.close());

  it('give the last place once, whichever process each pilot reaches', async () => {
    await setLimits(1, 30, null);
    const day = freshDay();
    for (let round = 0; round < 5; round += 1) {
      const eta = `1${round}:00`;
      const answers = await Promise.all([
        ask(day, eta),
        ask(day, eta, second),
        ask(day, eta),
        ask(day, eta, second),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
    }
    expect(await landingsOn(day)).toBe(5);
    await setLimits(null, null, null);
  });
});
