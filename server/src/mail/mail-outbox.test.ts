// The mail outbox against a real SMTP server started here (smtp-server on 127.0.0.1): what a pilot
// and an owner receive, retries with backoff, and no message lost or doubled across a restart.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/database';
import { DEMO_OWNER_EMAIL, seedDatabase } from '../db/seed';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { createTestDatabase } from '../testing/test-database';
import { createTestServer, type TestServer } from '../testing/test-server';
import { FIRST_RETRY_MS, MAX_MAIL_ATTEMPTS, MailWorker, retryDelayMs } from './mail-worker';
import { emlTransport, smtpTransport } from './transports';

const FROM = 'desk@club.example';
const PUBLIC_URL = 'https://club.example';
let sink: SmtpSink;
const dir = mkdtempSync(join(tmpdir(), 'ppr-desk-mail-'));

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
});

const sendRequest = (server: TestServer, overrides: Parameters<typeof requestBody>[1]) =>
  server.app.inject({
    method: 'POST',
    url: `/api/public/airfields/${DEMO_SLUG}/requests`,
    payload: { data: requestBody(new Date(), overrides) },
  });

const linkIn = (text: string): string => {
  const match = /https:\/\/club\.example\/request\/status\/([A-Za-z0-9_-]{22})/.exec(text);
  if (!match?.[1]) throw new Error(`no status link in: ${text}`);
  return match[1];
};

describe('mails through SMTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      mail: {
        publicUrl: PUBLIC_URL,
        fromAddress: FROM,
        transport: smtpTransport(sink.url, FROM),
        pollMs: 200,
      },
    });
  });
  afterAll(() => server.close());

  it('tells the pilot (with the status link) and the owner of a new request, then the rejection with its reason', async () => {
    const email = 'rejected.pilot@pilots.example';
    expect((await sendRequest(server, { email, registration: 'CS-REJ' })).statusCode).toBe(200);
    const received = await sink.waitFor(
      (m) => m.to === email && m.subject.startsWith('PPR request received'),
    );
    expect(received.fromName).toBe('Example Aero Club');
    // The pilot answers the club, which gives its phone; the owner answers the pilot.
    expect(received.replyTo).toBe('club@example.com');
    expect(received.text).toContain('Phone: +351 200 000 000');
    expect(received.subject).toContain('CS-REJ at Example Aero Club');
    expect(received.html).toContain('/request/status/');
    const owner = await sink.waitFor((m) => m.to === DEMO_OWNER_EMAIL && m.subject.includes('CS-REJ'));
    expect(owner.subject).toMatch(/^New PPR request: CS-REJ/);
    expect(owner.text).toContain(`${PUBLIC_URL}/movements`);
    expect(owner.replyTo).toBe(email);
    // Both name the PPR number the request is filed under (docs/product/movement-log.md).
    const { ppr } = await server.db
      .selectFrom('landings')
      .select('ppr')
      .where('registration', '=', 'CS-REJ')
      .executeTakeFirstOrThrow();
    expect(ppr).toMatch(/^PPR-\d{4}-\d{4}$/);
    expect(received.text).toContain(`PPR number: ${ppr}`);
    expect(owner.text).toContain(`PPR number: ${ppr}`);

    const status = `/api/public/requests/${linkIn(received.text)}`;
    const landingId = (
      await server.db
        .selectFrom('landings')
        .select('id')
        .where('registration', '=', 'CS-REJ')
        .executeTakeFirstOrThrow()
    ).id;
    const decided = await server.app.inject({
      method: 'PUT',
      url: `/api/landings/${landingId}`,
      headers: { authorization: `Bearer ${await server.token()}` },
      payload: { data: { permission: false, landing_permission: false, reason: 'Runway closed for works' } },
    });
    expect(decided.statusCode).toBe(200);
    const rejected = await sink.waitFor(
      (m) => m.to === email && m.subject.startsWith('PPR request rejected'),
    );
    expect(rejected.text).toContain('Reason: Runway closed for works');
    expect(rejected.replyTo).toBe('club@example.com');
    expect(rejected.text).not.toContain('Follow or cancel');
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/public/requests/${linkIn(rejected.text)}`,
    });
    expect(page.json().data).toMatchObject({
      status: 'rejected',
      reason: 'Runway closed for works',
      canCancel: false,
    });
    expect((await server.app.inject({ method: 'GET', url: status })).json().data.status).toBe('rejected');
  });

  it('tells the pilot of an acceptance and of their own cancellation', async () => {
    const email = 'accepted.pilot@pilots.example';
    await sendRequest(server, { email, registration: 'CS-ACC' });
    const first = await sink.waitFor((m) => m.to === email && m.subject.startsWith('PPR request received'));
    const { id } = await server.db
      .selectFrom('landings')
      .select('id')
      .where('registration', '=', 'CS-ACC')
      .executeTakeFirstOrThrow();
    await server.app.inject({
      method: 'PUT',
      url: `/api/landings/${id}`,
      headers: { authorization: `Bearer ${await server.token()}` },
      payload: { data: { permission: true, landing_permission: true } },
    });
    await sink.waitFor((m) => m.to === email && m.subject.startsWith('PPR request accepted'));
    const cancel = await server.app.inject({
      method: 'POST',
      url: `/api/public/requests/${linkIn(first.text)}/cancel`,
    });
    expect(cancel.json().data.status).toBe('cancelled');
    await sink.waitFor((m) => m.to === email && m.subject.startsWith('PPR request cancelled'));
  });
});

describe('mails in the language of whoever reads them', () => {
  let server: TestServer;
  let ownerToken: string;
  beforeAll(async () => {
    // More sends from one address than the per-address limit allows: the limits have their own tests.
    const many = { max: 1000, windowMs: 60_000 };
    server = await createTestServer({
      requestLimits: { perIp: many, perEmail: many },
      mail: {
        publicUrl: PUBLIC_URL,
        fromAddress: FROM,
        transport: smtpTransport(sink.url, FROM),
        pollMs: 200,
      },
    });
    ownerToken = await server.token();
  });
  afterAll(() => server.close());

  /** 'yyyy-MM-dd' as a mail writes it, the month in words: '22 November 2026'. */
  const written = (date: string, tag: 'en-GB' | 'pt-PT') =>
    new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const send = (overrides: Parameters<typeof requestBody>[1], headers: Record<string, string> = {}) => {
    const data = requestBody(new Date(), overrides);
    return server.app
      .inject({
        method: 'POST',
        url: `/api/public/airfields/${DEMO_SLUG}/requests`,
        headers,
        payload: { data },
      })
      .then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return data;
      });
  };
  const landingOf = (registration: string) =>
    server.db
      .selectFrom('landings')
      .select(['id', 'locale', 'price'])
      .where('registration', '=', registration)
      .executeTakeFirstOrThrow();
  const decide = async (registration: string, data: Record<string, unknown>) => {
    const { id } = await landingOf(registration);
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/landings/${id}`,
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: { data },
    });
    expect(res.statusCode).toBe(200);
  };
  const ownersLanguage = async (locale: 'en' | 'pt') => {
    const me = (
      await server.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${ownerToken}` },
      })
    ).json() as { id: number };
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: { locale },
    });
    expect(res.statusCode).toBe(200);
  };

  it('a request from a Portuguese page is answered in Portuguese, its money as 12,50 €; the owner still reads English', async () => {
    const email = 'piloto.pt@pilots.example';
    // A Cessna 172 for a touch and go costs 12.50 at the demo club.
    const data = await send({
      email,
      registration: 'CS-PTA',
      purpose: 'training_touch_and_go',
      locale: 'pt',
    });
    expect(await landingOf('CS-PTA')).toMatchObject({ locale: 'pt', price: 12.5 });

    const received = await sink.waitFor((m) => m.to === email);
    expect(received.subject).toBe(
      `Pedido PPR recebido: CS-PTA em Example Aero Club, ${written(data.date, 'pt-PT')} 12:00 Lisboa`,
    );
    // A first mail names no one: the address is not confirmed yet (ADR 0030).
    expect(received.text).toMatch(/^Olá,\n/);
    expect(received.text).toContain('Se não enviou este pedido, pode ignorar este email.');
    expect(received.text).toContain(
      'Example Aero Club recebeu o seu pedido de autorização para aterrar. Está pendente: receberá outro email quando o aeródromo decidir.',
    );
    expect(received.text).toContain('Finalidade: Touch & Go');
    expect(received.text).toContain('Taxa: 12,50\u00a0€');
    // Its link opens the status page in Portuguese too, whatever language the browser prefers.
    expect(received.text).toMatch(
      /Acompanhar ou cancelar o seu pedido: https:\/\/club\.example\/request\/status\/[A-Za-z0-9_-]{22}\?lang=pt\n/,
    );
    expect(received.html).toContain('<html lang="pt">');

    const owner = await sink.waitFor((m) => m.to === DEMO_OWNER_EMAIL && m.subject.includes('CS-PTA'));
    expect(owner.subject).toBe(`New PPR request: CS-PTA, ${written(data.date, 'en-GB')} 12:00 Lisbon`);
    expect(owner.text).toContain('Paula Piloto asks for permission to land at Example Aero Club.');
    expect(owner.text).toContain('Fee: €12.50');
  });

  it('a decision and a cancellation on a Portuguese request are Portuguese, whatever the desk speaks', async () => {
    const rejectedEmail = 'rejeitado.pt@pilots.example';
    const data = await send({ email: rejectedEmail, registration: 'CS-PTR', locale: 'pt' });
    await sink.waitFor((m) => m.to === rejectedEmail);
    await decide('CS-PTR', {
      permission: false,
      landing_permission: false,
      reason: 'Pista fechada para obras',
    });
    const rejected = await sink.waitFor(
      (m) => m.to === rejectedEmail && m.subject.startsWith('Pedido PPR rejeitado'),
    );
    expect(rejected.subject).toBe(
      `Pedido PPR rejeitado: CS-PTR em Example Aero Club, ${written(data.date, 'pt-PT')} 12:00 Lisboa`,
    );
    expect(rejected.text).toContain('Example Aero Club rejeitou o seu pedido.');
    expect(rejected.text).toContain('Motivo: Pista fechada para obras');
    expect(rejected.text).toContain('Com os melhores cumprimentos,\nExample Aero Club');
    // A request that will not land owes nothing: no fee is named (its received mail named one).
    expect(rejected.text).not.toContain('Taxa');

    const cancelledEmail = 'cancelado.pt@pilots.example';
    await send({ email: cancelledEmail, registration: 'CS-PTC', locale: 'pt' });
    const first = await sink.waitFor((m) => m.to === cancelledEmail);
    await decide('CS-PTC', { permission: true, landing_permission: true });
    const accepted = await sink.waitFor(
      (m) => m.to === cancelledEmail && m.subject.startsWith('Pedido PPR aceite'),
    );
    expect(accepted.text).toContain('Example Aero Club aceitou o seu pedido.');
    expect(accepted.text).toContain('Taxa: ');
    const cancel = await server.app.inject({
      method: 'POST',
      url: `/api/public/requests/${linkIn(first.text)}/cancel`,
    });
    expect(cancel.json().data.status).toBe('cancelled');
    const cancelled = await sink.waitFor(
      (m) => m.to === cancelledEmail && m.subject.startsWith('Pedido PPR cancelado'),
    );
    expect(cancelled.text).toContain(
      'O seu pedido para aterrar em Example Aero Club foi cancelado, como pediu.',
    );
    expect(cancelled.text).toContain('Ver o seu pedido: https://club.example/request/status/');
    expect(cancelled.text).not.toContain('Taxa');
  });

  it("without the page's language a request takes the browser's, else English", async () => {
    const fromBrowser = 'navegador.pt@pilots.example';
    await send(
      { email: fromBrowser, registration: 'CS-PTB' },
      { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' },
    );
    expect((await landingOf('CS-PTB')).locale).toBe('pt');
    expect((await sink.waitFor((m) => m.to === fromBrowser)).subject).toMatch(/^Pedido PPR recebido: CS-PTB/);

    // The page's own language wins over the browser's.
    const fromPage = 'page.en@pilots.example';
    await send({ email: fromPage, registration: 'CS-ENP', locale: 'en' }, { 'accept-language': 'pt-PT' });
    expect((await landingOf('CS-ENP')).locale).toBe('en');
    expect((await sink.waitFor((m) => m.to === fromPage)).subject).toMatch(/^PPR request received: CS-ENP/);

    const neither = 'neither@pilots.example';
    await send({ email: neither, registration: 'CS-ENN' }, { 'accept-language': 'de-DE, fr;q=0.5' });
    expect((await landingOf('CS-ENN')).locale).toBe('en');
    const english = await sink.waitFor((m) => m.to === neither);
    expect(english.subject).toMatch(/^PPR request received: CS-ENN/);
    expect(english.text).toMatch(/^Hello,\n/);
    expect(english.html).toContain('<html lang="en">');
  });

  it("names the club's clock: a club on UTC reads the ETA in UTC, as the pilot typed it", async () => {
    await server.db.updateTable('clubs').set({ clock: 'utc' }).where('slug', '=', DEMO_SLUG).execute();
    try {
      const email = 'utc.club@pilots.example';
      const data = await send({ email, registration: 'CS-UTC', locale: 'en' });
      const received = await sink.waitFor((m) => m.to === email);
      expect(received.subject).toBe(
        `PPR request received: CS-UTC at Example Aero Club, ${written(data.date, 'en-GB')} 12:00 UTC`,
      );
      expect(received.text).toContain(`Arrival: ${written(data.date, 'en-GB')} 12:00 UTC`);
      const owner = await sink.waitFor((m) => m.to === DEMO_OWNER_EMAIL && m.subject.includes('CS-UTC'));
      expect(owner.subject).toBe(`New PPR request: CS-UTC, ${written(data.date, 'en-GB')} 12:00 UTC`);
    } finally {
      await server.db.updateTable('clubs').set({ clock: 'local' }).where('slug', '=', DEMO_SLUG).execute();
    }
  });

  it("the owner's mail follows the owner's language, and the pilot's still the page's", async () => {
    await ownersLanguage('pt');
    try {
      const email = 'english.page@pilots.example';
      const data = await send({ email, registration: 'CS-OWN', locale: 'en' });
      const owner = await sink.waitFor((m) => m.to === DEMO_OWNER_EMAIL && m.subject.includes('CS-OWN'));
      expect(owner.subject).toBe(`Novo pedido PPR: CS-OWN, ${written(data.date, 'pt-PT')} 12:00 Lisboa`);
      expect(owner.text).toContain('Paula Piloto pede autorização para aterrar em Example Aero Club.');
      expect(owner.text).toContain('Decidir no PPR Desk: https://club.example/movements');
      expect((await sink.waitFor((m) => m.to === email)).subject).toMatch(/^PPR request received: CS-OWN/);
    } finally {
      await ownersLanguage('en');
    }
  });
});

describe('the outbox across a restart', () => {
  it('a message committed before a crash is sent once by the next start', async () => {
    const database = await createTestDatabase();
    const first = database.open();
    await migrateToLatest(first);
    await seedDatabase(first);
    const secret = 'restart-secret-that-is-long-enough-for-hs256';
    // No transport: the request and its mails commit, and the process stops before any is sent.
    const before = await buildApp({ db: first, jwtSecret: secret });
    const email = 'restart.pilot@pilots.example';
    const sent = await before.inject({
      method: 'POST',
      url: `/api/public/airfields/${DEMO_SLUG}/requests`,
      payload: { data: requestBody(new Date(), { email, registration: 'CS-RST' }) },
    });
    expect(sent.statusCode).toBe(200);
    await before.close();
    await first.destroy();

    const second = database.open();
    const after = await buildApp({
      db: second,
      jwtSecret: secret,
      mail: {
        publicUrl: PUBLIC_URL,
        fromAddress: FROM,
        transport: smtpTransport(sink.url, FROM),
        pollMs: 100,
      },
    });
    await after.ready();
    await sink.waitFor((m) => m.to === email);
    await sink.waitFor((m) => m.to === DEMO_OWNER_EMAIL && m.subject.includes('CS-RST'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received.filter((m) => m.subject.includes('CS-RST'))).toHaveLength(2);
    const rows = await second
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', 'like', '%CS-RST%')
      .execute();
    expect(rows.map((r) => [r.state, r.text_body, r.html_body])).toEqual([
      ['sent', null, null],
      ['sent', null, null],
    ]);
    await after.close();
    await second.destroy();
    await database.drop();
  });
});

describe('the worker', () => {
  let server: TestServer;
  let at: number;
  const clock = () => new Date(at);
  beforeAll(async () => {
    server = await createTestServer({ mail: { publicUrl: PUBLIC_URL, fromAddress: FROM, transport: null } });
  });
  afterAll(() => server.close());
  const queued = async (registration: string) => {
    await sendRequest(server, { email: `${registration.toLowerCase()}@pilots.example`, registration });
    at = Date.now();
  };

  it('retries a refused message with backoff, and sends it once the server takes it', async () => {
    await queued('CS-BKO');
    const worker = new MailWorker({ db: server.db, transport: smtpTransport(sink.url, FROM), now: clock });
    sink.refuseNext(2);
    expect(await worker.runOnce()).toBe(0);
    const row = await server.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', 'like', 'PPR request received: CS-BKO%')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(Date.parse(row.next_attempt_at) - at).toBe(FIRST_RETRY_MS);
    at += FIRST_RETRY_MS - 1;
    expect(await worker.runOnce()).toBe(0);
    at += 1;
    expect(await worker.runOnce()).toBe(2);
    expect(sink.received.filter((m) => m.subject.includes('CS-BKO'))).toHaveLength(2);
    expect(retryDelayMs(2)).toBe(2 * FIRST_RETRY_MS);
    expect(retryDelayMs(40)).toBe(3_600_000);
  });

  it('a mail server that connects but never answers fails the attempt in its timeout; the message waits for a retry', async () => {
    await queued('CS-MUT');
    const sockets = new Set<Socket>();
    const mute = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const { port } = mute.address() as AddressInfo;
    const timeouts = { connection: 500, greeting: 300, socket: 500 };
    const worker = new MailWorker({
      db: server.db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`, FROM, timeouts),
      now: clock,
    });
    const started = Date.now();
    try {
      expect(await worker.runOnce()).toBe(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => mute.close(resolve));
    }
    // Two messages (the pilot's and the owner's), each given up on after the greeting timeout.
    expect(Date.now() - started).toBeLessThan(5_000);
    const rows = await server.db
      .selectFrom('mail_outbox')
      .select(['state', 'attempts', 'last_error'])
      .where('subject', 'like', '%CS-MUT%')
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'waiting', attempts: 1 });
      expect(row.last_error).toMatch(/greeting/i);
    }
  });

  it(`gives a message up as failed after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    await queued('CS-DWN');
    const down = { send: async () => Promise.reject(new Error('connection refused')) };
    const worker = new MailWorker({ db: server.db, transport: down, now: clock });
    for (let i = 0; i < MAX_MAIL_ATTEMPTS; i += 1) {
      await worker.runOnce();
      at += 3_600_000;
    }
    const states = await server.db
      .selectFrom('mail_outbox')
      .select(['state', 'attempts', 'last_error'])
      .where('subject', 'like', '%CS-DWN%')
      .execute();
    expect(states).toEqual([
      { state: 'failed', attempts: MAX_MAIL_ATTEMPTS, last_error: 'connection refused' },
      { state: 'failed', attempts: MAX_MAIL_ATTEMPTS, last_error: 'connection refused' },
    ]);
  });

  it('a crash between sending and marking sends again with the same Message-ID, for receivers to drop', async () => {
    await queued('CS-DUP');
    const smtp = smtpTransport(sink.url, FROM);
    let crashes = 1;
    const crashing = {
      async send(mail: Parameters<typeof smtp.send>[0]) {
        await smtp.send(mail);
        if (mail.subject.startsWith('PPR request received') && crashes-- > 0) throw new Error('process died');
      },
    };
    const worker = new MailWorker({ db: server.db, transport: crashing, now: clock });
    await worker.runOnce();
    at += FIRST_RETRY_MS;
    await worker.runOnce();
    const copies = sink.received.filter((m) => m.subject.startsWith('PPR request received: CS-DUP'));
    expect(copies).toHaveLength(2);
    expect(copies[0]?.messageId).toMatch(/^<ppr\.request-received\.\d+\.\d+@club\.example>$/);
    expect(copies[1]?.messageId).toBe(copies[0]?.messageId);
  });

  it('without SMTP writes one .eml file per message, named by its Message-ID, and logs the subject', async () => {
    await queued('CS-EML');
    const folder = join(dir, 'mail');
    const lines: string[] = [];
    const worker = new MailWorker({
      db: server.db,
      transport: emlTransport(folder, FROM, (l) => lines.push(l)),
      now: clock,
    });
    expect(await worker.runOnce()).toBe(2);
    const files = readdirSync(folder).filter((f) => f.includes('request-received'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(folder, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^Subject: PPR request received: CS-EML/m);
    expect(eml).toMatch(/^From: "?Example Aero Club"? <desk@club\.example>/m);
    expect(lines.some((line) => line.includes('PPR request received: CS-EML'))).toBe(true);
    expect(existsSync(join(folder, files[0] ?? ''))).toBe(true);
  });
});
