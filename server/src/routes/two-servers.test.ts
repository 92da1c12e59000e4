// Two server processes on one PostgreSQL (docs/decisions/0012), each with its own connection pool,
// change feed and mail worker, as a host runs them behind a load balancer: a decision on A reaches
// a desk connected to B live, one Idempotency-Key makes one landing whichever server gets it, the
// sign-in and pilot-request limits are counted once for both, and each pilot mail goes out once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../db/seed';
import { smtpTransport } from '../mail/transports';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { openSse, type SseReader } from '../testing/sse-reader';
import { testDialect } from '../testing/test-database';
import { createTestServer, type TestServer } from '../testing/test-server';

let a: TestServer;
let b: TestServer;
let sink: SmtpSink;
let token: string;
let clubId: number;
const FROM = 'desk@club.example';

const mail = () => ({
  publicUrl: 'https://club.example',
  fromAddress: FROM,
  transport: smtpTransport(sink.url, FROM),
  pollMs: 100,
});

/** The next data event, past heartbeats. */
async function nextPoke(reader: SseReader, timeoutMs: number): Promise<{ club: number; cursor: string }> {
  for (;;) {
    const event = await reader.next(timeoutMs);
    if (event?.type === 'message') return event.data as { club: number; cursor: string };
    if (event?.type !== 'heartbeat') throw new Error(`expected a poke, got ${JSON.stringify(event)}`);
  }
}

const countLandings = async () =>
  Number(
    (
      await a.db
        .selectFrom('landings')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A landing made on the desk of `server` for tomorrow, with `key` as its Idempotency-Key if given. */
async function create(server: TestServer, key?: string) {
  const [pilot, aircraft] = await Promise.all([
    a.db.selectFrom('users').select('id').where('username', '=', 'pilot1').executeTakeFirstOrThrow(),
    a.db.selectFrom('aircrafts').select('id').orderBy('id').executeTakeFirstOrThrow(),
  ]);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return server.app.inject({
    method: 'POST',
    url: '/api/landings',
    headers: { authorization: `Bearer ${token}`, ...(key && { 'idempotency-key': key }) },
    payload: { data: { user: pilot.id, aircraft: aircraft.id, date: tomorrow, time: '11:00:00' } },
  });
}

interface SyncPage {
  data: Array<{ id: number }>;
  meta: { sync: { cursor: string; more: boolean } };
}

/** Follows the club's change feed from `cursor` on `server` to its end: the landings seen, the new cursor. */
async function pullAll(
  server: TestServer,
  cursor: string | null,
): Promise<{ ids: number[]; cursor: string }> {
  const ids: number[] = [];
  for (let at = cursor; ; ) {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/sync/landings?limit=1000${at ? `&since=${at}` : ''}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as SyncPage;
    ids.push(...page.data.map((landing) => landing.id));
    at = page.meta.sync.cursor;
    if (!page.meta.sync.more) return { ids, cursor: at };
  }
}

const pendingLanding = async () =>
  (
    await a.db
      .selectFrom('landings')
      .select('id')
      .where('club_id', '=', clubId)
      .where('status', '=', 'pending')
      .where('permission', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

describe.runIf(testDialect === 'postgres')('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    sink = await startSmtpSink();
    const limits = {
      authLimits: { max: 4, windowMs: 60_000 },
      requestLimits: { perIp: { max: 3, windowMs: 600_000 }, perEmail: { max: 10, windowMs: 86_400_000 } },
      mail: mail(),
      syncHeartbeatMs: 60_000,
    };
    a = await createTestServer({ listen: true, ...limits });
    b = await createTestServer({ listen: true, sharing: a.database, ...limits });
    token = await a.token();
    clubId = (
      await a.db
        .selectFrom('users')
        .select('clubOwner_id')
        .where('email', '=', DEMO_OWNER_EMAIL)
        .executeTakeFirstOrThrow()
    ).clubOwner_id as number;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await sink.close();
  });

  it('an accept on A reaches a desk connected to B within a second, and B then pulls it', async () => {
    const desk = await openSse(`${b.url}/api/sync/events`, token);
    try {
      const before = await nextPoke(desk, 5_000);
      const landing = await pendingLanding();
      const started = Date.now();
      const accepted = await fetch(`${a.url}/api/landings/${landing}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { permission: true, landing_permission: true } }),
      });
      expect(accepted.status).toBe(200);
      const poke = await nextPoke(desk, 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(poke.club).toBe(clubId);
      expect(poke.cursor).not.toBe(before.cursor);
      const pulled = await fetch(`${b.url}/api/sync/landings?since=${before.cursor}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await pulled.json()) as {
        data: Array<{ id: number; attributes: { permission: boolean } }>;
        meta: { sync: { cursor: string } };
      };
      expect(body.data.map((row) => [row.id, row.attributes.permission])).toEqual([[landing, true]]);
      expect(body.meta.sync.cursor).toBe(poke.cursor);
    } finally {
      desk.close();
    }
  });

  it('a desk on B still hears A after every database connection was cut and came back', async () => {
    const desk = await openSse(`${b.url}/api/sync/events`, token);
    try {
      await nextPoke(desk, 5_000);
      // The server ends every connection to this database: pools and B's LISTEN connection reconnect.
      const { rows } = await sql<{
        n: number;
      }>`select count(pg_terminate_backend(pid)) as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`.execute(a.db);
      expect(Number(rows[0]?.n)).toBeGreaterThan(0);
      const landing = await pendingLanding();
      let status = 0;
      // A pooled connection that died idle may still be handed out once: that request is a 503.
      for (let attempt = 0; attempt < 3 && status !== 200; attempt += 1) {
        const res = await a.app.inject({
          method: 'PUT',
          url: `/api/landings/${landing}`,
          headers: { authorization: `Bearer ${token}` },
          payload: { data: { permission: false, landing_permission: false } },
        });
        status = res.statusCode;
        expect([200, 503]).toContain(status);
      }
      expect(status).toBe(200);
      const poke = await nextPoke(desk, 5_000);
      expect(poke.club).toBe(clubId);
    } finally {
      desk.close();
    }
  });

  it('one Idempotency-Key used on A, then on B, creates one landing; sent to both at once, too', async () => {
    const before = await countLandings();
    const onA = await create(a, 'two-servers-0001');
    const onB = await create(b, 'two-servers-0001');
    expect([onA.statusCode, onB.statusCode]).toEqual([200, 200]);
    expect(onB.headers['idempotent-replayed']).toBe('true');
    expect(onB.json().data).toEqual(onA.json().data);
    expect(await countLandings()).toBe(before + 1);

    const both = await Promise.all([create(a, 'two-servers-0002'), create(b, 'two-servers-0002')]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both[1]?.json().data.id).toBe(both[0]?.json().data.id);
    expect(await countLandings()).toBe(before + 2);
  });

  it('writes racing on both servers take gap-free numbers, and a reader following cursors misses none', async () => {
    let { cursor } = await pullAll(b, null);
    const seen = new Set<number>();
    let writing = true;
    // A desk pulling from A and B in turn while the writes run, as fast as it can.
    const reader = (async () => {
      for (let turn = 0; writing; turn += 1) {
        const pulled = await pullAll(turn % 2 ? a : b, cursor);
        for (const id of pulled.ids) seen.add(id);
        cursor = pulled.cursor;
      }
    })();
    const made = await Promise.all(Array.from({ length: 16 }, (_, i) => create(i % 2 ? a : b)));
    writing = false;
    await reader;
    for (const id of (await pullAll(a, cursor)).ids) seen.add(id);
    const ids = made.map((res) => res.json().data.id as number);
    expect(ids.filter((id) => !seen.has(id))).toEqual([]);
    const stamped = await a.db
      .selectFrom('landings')
      .select('change_seq')
      .where('id', 'in', ids)
      .orderBy('change_seq')
      .execute();
    const numbers = stamped.map((row) => row.change_seq);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(numbers.map((_, i) => first + i));
  });

  it('counts sign-in attempts from one address on one account once for both servers', async () => {
    const attempt = (server: TestServer) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier: 'other@example.com', password: 'wrong password' },
      });
    const answers = [];
    for (const server of [a, b, a, b, a]) answers.push((await attempt(server)).statusCode);
    // max 4 per window: each server alone would have let all five through.
    expect(answers).toEqual([400, 400, 400, 400, 429]);
  });

  it('counts pilot requests from one address once for both servers', async () => {
    const answers = [];
    for (const [i, server] of [a, b, a, b].entries()) {
      const sent = await server.app.inject({
        method: 'POST',
        url: `/api/public/airfields/${DEMO_SLUG}/requests`,
        remoteAddress: '10.8.0.1',
        payload: {
          data: requestBody(new Date(), { email: `limit.${i}@pilots.example`, registration: `CS-LM${i}` }),
        },
      });
      answers.push(sent.statusCode);
    }
    // max 3 per address: each server alone would have let all four through.
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('sends each pilot mail once though both servers run a mail worker', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `twice.${i}@pilots.example`);
    for (const [i, email] of emails.entries()) {
      const server = i % 2 ? b : a;
      const sent = await server.app.inject({
        method: 'POST',
        url: `/api/public/airfields/${DEMO_SLUG}/requests`,
        remoteAddress: `10.9.0.${i + 1}`,
        payload: { data: requestBody(new Date(), { email, registration: `CS-TW${i}` }) },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    for (const email of emails) await sink.waitFor((m) => m.to === email);
    // Both workers poll every 100 ms: give a second sender time to send a copy, if it would.
    await new Promise((resolve) => setTimeout(resolve, 600));
    for (const email of emails) expect(sink.received.filter((m) => m.to === email)).toHaveLength(1);
    const owners = sink.received.filter((m) => m.to === DEMO_OWNER_EMAIL && m.subject.includes('CS-TW'));
    expect(owners).toHaveLength(emails.length);
    const states = await a.db
      .selectFrom('mail_outbox')
      .select('state')
      .where('subject', 'like', '%CS-TW%')
      .execute();
    expect(states.map((row) => row.state)).toEqual(Array(emails.length * 2).fill('sent'));
  });

  it('a password changed on A ends the desk streams held on B', async () => {
    const desk = await openSse(`${b.url}/api/sync/events`, token);
    try {
      await nextPoke(desk, 5_000);
      const changed = await a.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          currentPassword: DEMO_PASSWORD,
          password: 'Other!2027',
          passwordConfirmation: 'Other!2027',
        },
      });
      expect(changed.statusCode).toBe(200);
      // The heartbeat (60 s here) would notice too; the bus says it at once.
      expect(await desk.next(2_000)).toEqual({ type: 'end', data: { reason: 'revoked' } });
    } finally {
      desk.close();
    }
  });
});
