// Live sync against the real server (docs/decisions/0010): the cursor and its pages, reset, a
// foreign or malformed cursor, settings changes and tombstones, every write route moving the
// sequence, and the event stream over a real socket (pokes, heartbeats, revocation, expiry).
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { OTHER_OWNER_EMAIL } from '../db/seed';
import { lastSequence } from '../repositories/changes';
import { requestBody } from '../testing/pilot-requests';
import { openSse, type SseReader } from '../testing/sse-reader';
import { createTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
const readers: SseReader[] = [];

afterEach(async () => {
  for (const reader of readers.splice(0)) reader.close();
  await server.close();
});

type Pull = { data: Array<{ id: number; attributes: Record<string, unknown> }>; meta: { sync: Sync } };
type Sync = { cursor: string; more: boolean; reset: boolean; deleted: number[]; settings: boolean };

async function pull(token: string, query = '') {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/sync/landings${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.statusCode,
    body: res.json<Pull & { error?: { name: string } }>(),
    bytes: res.body.length,
  };
}

async function write(token: string, method: 'PUT' | 'POST' | 'DELETE', url: string, data?: unknown) {
  const res = await server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { payload: { data } }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number } }>();
}

const clubOf = async (email: string) =>
  (
    await server.db
      .selectFrom('users')
      .select('clubOwner_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).clubOwner_id ?? 0;
const pendingOf = async (clubId: number) =>
  (
    await server.db
      .selectFrom('landings')
      .select('id')
      .where('club_id', '=', clubId)
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute()
  ).map((row) => row.id);

describe('GET /api/sync/landings', () => {
  it('pages through every landing of the club, then answers only what changed after the cursor', async () => {
    server = await createTestServer();
    const token = await server.token();
    const clubId = await clubOf('owner@example.com');
    const all = await server.db.selectFrom('landings').select('id').where('club_id', '=', clubId).execute();

    const seen: number[] = [];
    let cursor = '';
    for (let page = 0; page < 100; page++) {
      const { body } = await pull(token, `?limit=3${cursor ? `&since=${cursor}` : ''}`);
      seen.push(...body.data.map((d) => d.id));
      cursor = body.meta.sync.cursor;
      if (!body.meta.sync.more) break;
    }
    expect(seen.sort((a, b) => a - b)).toEqual(all.map((r) => r.id).sort((a, b) => a - b));

    const quiet = await pull(token, `?since=${cursor}`);
    expect(quiet.body.data).toEqual([]);
    expect(quiet.body.meta.sync).toMatchObject({ more: false, reset: false, deleted: [], settings: false });
    expect(quiet.bytes).toBeLessThan(1024);

    const [landing] = await pendingOf(clubId);
    await write(token, 'PUT', `/api/landings/${landing}`, { paymentStatus: 'Paid' });
    const changed = await pull(token, `?since=${quiet.body.meta.sync.cursor}`);
    expect(changed.body.data.map((d) => d.id)).toEqual([landing]);
    expect(changed.body.data[0]?.attributes).toMatchObject({ paymentStatus: 'Paid' });
    // Populated as the desk shows a row.
    expect(Object.keys(changed.body.data[0]?.attributes ?? {})).toEqual(
      expect.arrayContaining(['club', 'aircraft', 'user', 'from', 'club_services']),
    );
  });

  it('refuses a cursor that does not parse, and another club’s cursor, with 400 and no rows', async () => {
    server = await createTestServer();
    const token = await server.token();
    const other = await server.token(OTHER_OWNER_EMAIL);
    const theirs = (await pull(other)).body.meta.sync.cursor;

    for (const since of ['garbage', 'v1.zz.1.1.1', `${theirs}0`, theirs]) {
      const { status, body } = await pull(token, `?since=${encodeURIComponent(since)}`);
      expect(status, since).toBe(400);
      expect(body).toMatchObject({ data: null, error: { name: 'ValidationError' } });
    }
  });

  it('answers reset with the first page for a cursor of another database or from beyond the club’s sequence', async () => {
    server = await createTestServer();
    const token = await server.token();
    const cursor = (await pull(token)).body.meta.sync.cursor;
    const [v, epoch, club, seq, id] = cursor.split('.');
    const ahead = [v, epoch, club, Number(seq) + 50, id].join('.');
    const reset = await pull(token, `?since=${ahead}`);
    expect(reset.body.meta.sync).toMatchObject({ reset: true, settings: true });
    expect(reset.body.data.length).toBeGreaterThan(0);

    await sql`update server_meta set value = 'abcdef0123' where key = 'sync_epoch'`.execute(server.db);
    const otherDb = await pull(token, `?since=${cursor}`);
    expect(otherDb.body.meta.sync.reset).toBe(true);
    expect(otherDb.body.meta.sync.cursor).toMatch(/^v1\.abcdef0123\./);
  });

  it('says the settings changed after a club, schedule, band or service write, and after a deletion', async () => {
    server = await createTestServer();
    const token = await server.token();
    const clubId = await clubOf('owner@example.com');
    const settingsAfter = async (change: () => Promise<unknown>) => {
      const { cursor } = (await pull(token)).body.meta.sync;
      await change();
      return (await pull(token, `?since=${cursor}`)).body.meta.sync.settings;
    };
    const schedule = await server.db
      .selectFrom('schedules')
      .select('id')
      .where('club_id', '=', clubId)
      .executeTakeFirstOrThrow();
    expect(
      await settingsAfter(() => write(token, 'PUT', `/api/clubs/${clubId}`, { phone: '+351 211 000 001' })),
    ).toBe(true);
    expect(await settingsAfter(() => write(token, 'DELETE', `/api/schedules/${schedule.id}`))).toBe(true);
    expect(
      await settingsAfter(() =>
        write(token, 'PUT', `/api/clubs/${clubId}/mtows`, [
          { weight1: 0, weight2: 9000, priceLand: 9, priceTouchGo: 4 },
        ]),
      ),
    ).toBe(true);
    const [landing] = await pendingOf(clubId);
    expect(
      await settingsAfter(() =>
        write(token, 'PUT', `/api/landings/${landing}`, { paymentStatus: 'Captive' }),
      ),
    ).toBe(false);
    const tombstones = await server.db
      .selectFrom('sync_tombstones')
      .select(['entity', 'entity_id'])
      .execute();
    expect(tombstones).toEqual(expect.arrayContaining([{ entity: 'schedule', entity_id: schedule.id }]));
    expect(tombstones.filter((t) => t.entity === 'mtow').length).toBeGreaterThan(0);
  });

  it('every write route moves the club’s sequence by one, and the pull then shows the write', async () => {
    server = await createTestServer();
    const token = await server.token();
    const clubId = await clubOf('owner@example.com');
    const pilot = await server.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'pilot')
      .executeTakeFirstOrThrow();
    const aircraft = await server.db.selectFrom('aircrafts').select('id').executeTakeFirstOrThrow();
    const offered = await server.db
      .selectFrom('club_services')
      .select('service_id')
      .where('club_id', '=', clubId)
      .execute();
    const service = await server.db
      .selectFrom('services')
      .select('id')
      .where(
        'id',
        'not in',
        offered.map((o) => o.service_id),
      )
      .executeTakeFirstOrThrow();
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const schedule = await server.db
      .selectFrom('schedules')
      .select('id')
      .where('club_id', '=', clubId)
      .executeTakeFirstOrThrow();
    const writes: Array<[string, () => Promise<{ data: { id: number } }>]> = [
      [
        'POST landings',
        () => write(token, 'POST', '/api/landings', { user: pilot.id, aircraft: aircraft.id, date }),
      ],
      ['PUT clubs', () => write(token, 'PUT', `/api/clubs/${clubId}`, { contact_name: 'Rita' })],
      ['PUT schedules', () => write(token, 'PUT', `/api/schedules/${schedule.id}`, { close: '19:00:00' })],
      [
        'POST mtows',
        () =>
          write(token, 'POST', '/api/mtows', {
            weight1: 200_000,
            weight2: 300_000,
            priceLand: 1,
            priceTouchGo: 1,
          }),
      ],
      [
        'POST club-services',
        () => write(token, 'POST', '/api/club-services', { service: service.id, price: 3 }),
      ],
    ];
    for (const [label, run] of writes) {
      const before = await lastSequence(server.db, clubId);
      const { cursor } = (await pull(token)).body.meta.sync;
      const { data } = await run();
      expect(await lastSequence(server.db, clubId), label).toBe(before + 1);
      const after = (await pull(token, `?since=${cursor}`)).body;
      if (label.endsWith('landings'))
        expect(
          after.data.map((d) => d.id),
          label,
        ).toEqual([data.id]);
      else expect(after.meta.sync.settings, label).toBe(true);
    }
    // The public door (ADR 0009): a pilot's request and its cancellation are writes of the club too.
    const club = await server.db
      .selectFrom('clubs')
      .select('slug')
      .where('id', '=', clubId)
      .executeTakeFirstOrThrow();
    const beforeRequest = await lastSequence(server.db, clubId);
    const { cursor } = (await pull(token)).body.meta.sync;
    const filed = await server.app.inject({
      method: 'POST',
      url: `/api/public/airfields/${club.slug}/requests`,
      payload: { data: requestBody(new Date(), { email: 'sync.seq@pilot.example' }) },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(await lastSequence(server.db, clubId)).toBe(beforeRequest + 1);
    const requested = (await pull(token, `?since=${cursor}`)).body.data;
    expect(requested.map((d) => d.attributes.status)).toEqual(['pending']);
    const cancelled = await server.app.inject({
      method: 'POST',
      url: `/api/public/requests/${filed.json<{ data: { token: string } }>().data.token}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await lastSequence(server.db, clubId)).toBe(beforeRequest + 2);

    const mtow = await server.db
      .selectFrom('mtows')
      .select('id')
      .where('weight1', '=', 200_000)
      .executeTakeFirstOrThrow();
    const link = await server.db
      .selectFrom('club_services')
      .select('id')
      .where('service_id', '=', service.id)
      .executeTakeFirstOrThrow();
    for (const url of [`/api/mtows/${mtow.id}`, `/api/club-services/${link.id}`]) {
      const before = await lastSequence(server.db, clubId);
      await write(token, 'PUT', url, url.includes('mtows') ? { priceLand: 2 } : { price: 4 });
      await write(token, 'DELETE', url);
      expect(await lastSequence(server.db, clubId), url).toBe(before + 2);
    }
  });

  it('gives concurrent writes of one club distinct, gapless sequence numbers', async () => {
    server = await createTestServer();
    const token = await server.token();
    const clubId = await clubOf('owner@example.com');
    const before = await lastSequence(server.db, clubId);
    const landings = await pendingOf(clubId);
    await Promise.all(
      landings.map((id, i) =>
        write(token, 'PUT', `/api/landings/${id}`, { paymentStatus: i % 2 ? 'Paid' : 'Captive' }),
      ),
    );
    const rows = await server.db
      .selectFrom('landings')
      .select('change_seq')
      .where('id', 'in', landings)
      .execute();
    const seqs = rows.map((r) => r.change_seq).sort((a, b) => a - b);
    expect(seqs).toEqual(landings.map((_, i) => before + i + 1));
    expect(await lastSequence(server.db, clubId)).toBe(before + landings.length);
  });
});

describe('GET /api/sync/events', () => {
  const open = async (token: string) => {
    const reader = await openSse(`${server.url}/api/sync/events`, token);
    readers.push(reader);
    return reader;
  };

  it("pokes a club's streams after its changes, with the cursor only, and not another club's", async () => {
    server = await createTestServer({ listen: true, syncHeartbeatMs: 200 });
    const token = await server.token();
    const other = await open(await server.token(OTHER_OWNER_EMAIL));
    const mine = await open(token);
    const first = (await mine.next()) as { data: { club: number; cursor: string } };
    const clubId = await clubOf('owner@example.com');
    expect(first).toEqual({
      type: 'message',
      data: { club: clubId, cursor: expect.stringMatching(/^v1\./) },
    });
    expect((await other.next())?.type).toBe('message');

    const [landing] = await pendingOf(clubId);
    await write(token, 'PUT', `/api/landings/${landing}`, { permission: true, landing_permission: true });
    let poke = await mine.next();
    while (poke?.type === 'heartbeat') poke = await mine.next();
    if (poke?.type !== 'message') throw new Error(`expected a poke, got ${JSON.stringify(poke)}`);
    const { cursor } = poke.data as { cursor: string };
    expect(Object.keys(poke.data as object).sort()).toEqual(['club', 'cursor']);
    expect((await pull(token, `?since=${first.data.cursor}`)).body.data.map((d) => d.id)).toEqual([landing]);
    expect((await pull(token, `?since=${cursor}`)).body.data).toEqual([]);
    // The other club hears heartbeats only.
    for (let i = 0; i < 2; i++) expect((await other.next())?.type).toBe('heartbeat');
  });

  it('ends the stream when the password changes, and never answers a revoked or expired token', async () => {
    server = await createTestServer({ listen: true, syncHeartbeatMs: 200 });
    const token = await server.token();
    const reader = await open(token);
    await reader.next();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'Desk!2026', password: 'Other!2027', passwordConfirmation: 'Other!2027' },
    });
    expect(res.statusCode).toBe(200);
    let message = await reader.next();
    while (message?.type === 'heartbeat') message = await reader.next();
    expect(message).toEqual({ type: 'end', data: { reason: 'revoked' } });
    expect(await reader.next()).toBeNull();
    expect((await open(token)).status).toBe(401);
  });

  it('ends the stream when its token expires, and a renewed token opens it again', async () => {
    // Access tokens of three seconds (ACCESS_TOKEN_TTL): the desk reconnects with the renewed one.
    server = await createTestServer({ listen: true, syncHeartbeatMs: 60_000, accessTokenTtlSeconds: 3 });
    const login = await fetch(`${server.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'owner@example.com', password: 'Desk!2026' }),
    });
    const shortLived = ((await login.json()) as { jwt: string }).jwt;
    const reader = await open(shortLived);
    expect((await reader.next())?.type).toBe('message');
    expect(await reader.next(5_000)).toEqual({ type: 'end', data: { reason: 'expired' } });
    expect((await open(shortLived)).status).toBe(401);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const renewed = await fetch(`${server.url}/api/auth/refresh`, { method: 'POST', headers: { cookie } });
    expect(renewed.status).toBe(200);
    const again = await open(((await renewed.json()) as { jwt: string }).jwt);
    expect((await again.next())?.type).toBe('message');
  });

  it("a logout ends that session's streams at once, and only those", async () => {
    server = await createTestServer({ listen: true, syncHeartbeatMs: 60_000 });
    const leaving = await server.token();
    const staying = await server.token();
    const ended = await open(leaving);
    const goesOn = await open(staying);
    expect((await ended.next())?.type).toBe('message');
    expect((await goesOn.next())?.type).toBe('message');
    const out = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${leaving}` },
    });
    expect(out.status).toBe(200);
    expect(await ended.next(2_000)).toEqual({ type: 'end', data: { reason: 'revoked' } });
    const clubId = await clubOf('owner@example.com');
    const [landing] = await pendingOf(clubId);
    await write(staying, 'PUT', `/api/landings/${landing}`, { permission: true, landing_permission: true });
    expect((await goesOn.next(2_000))?.type).toBe('message');
  });

  it('caps the streams one account, one address and the server hold, with 429, and frees a slot on close', async () => {
    server = await createTestServer({
      listen: true,
      streamLimits: { perAccount: 2, perAddress: 3, total: 4 },
    });
    const token = await server.token();
    const first = await open(token);
    await open(token);
    const third = await open(token);
    expect(third.status).toBe(429);
    // Another account from the same address: one more, then the address is full.
    const other = await server.token(OTHER_OWNER_EMAIL);
    expect((await open(other)).status).toBe(200);
    expect((await open(other)).status).toBe(429);
    // A closed stream gives its slot back.
    first.close();
    await expect.poll(() =>
      server.app.inject({ method: 'GET', url: '/api/ppr-desk/capabilities' }).then(() => 0),
    );
    await expect
      .poll(async () => {
        const again = await open(token);
        again.close();
        return again.status;
      })
      .toBe(200);
  });

  it('ends every stream when the server closes', async () => {
    server = await createTestServer({ listen: true });
    const reader = await open(await server.token());
    await reader.next();
    const closing = server.app.close();
    expect(await reader.next()).toEqual({ type: 'end', data: { reason: 'closing' } });
    await closing;
  });
});
