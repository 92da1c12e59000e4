// The pilot's mails about a landing written down at the desk (docs/product/movement-log.md, "Mails"),
// through the routes to a real SMTP server: in the language of the desk that created it, which has
// no request page whose language they could speak; to the address of the pilot account the desk
// linked it to when no address was typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { createTestServer, type TestServer } from '../testing/test-server';
import { smtpTransport } from './transports';

const FROM = 'desk@club.example';
let sink: SmtpSink;
let server: TestServer;
let owner: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await createTestServer({
    mail: {
      publicUrl: 'https://club.example',
      fromAddress: FROM,
      transport: smtpTransport(sink.url, FROM),
      pollMs: 200,
    },
  });
  owner = await server.token();
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${owner}` }, payload });

/** The owner's desk speaks `locale`: it says so to the server, as Settings › This device does. */
async function deskSpeaks(locale: 'en' | 'pt'): Promise<void> {
  const me = (await call('GET', '/api/users/me')).json() as { id: number };
  expect((await call('PUT', `/api/users/${me.id}`, { locale })).statusCode).toBe(200);
}

/** ADD MANUALLY: a radio call written down accepted, with the pilot's address. */
async function writeDown(registration: string, email: string): Promise<number> {
  const created = await call('POST', '/api/landings', {
    data: {
      date: new Date().toISOString().slice(0, 10),
      time: '23:55:00',
      registration,
      aircraftType: 'Cessna 172',
      email,
    },
  });
  expect(created.statusCode).toBe(200);
  return created.json().data.id as number;
}

describe('the mails of a landing written down at the desk', () => {
  it('are in the language of the desk that created it', async () => {
    await deskSpeaks('pt');
    const email = 'sofia.rocha@example.pt';
    const id = await writeDown('CS-QAF', email);
    const { locale } = await server.db
      .selectFrom('landings')
      .select('locale')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(locale).toBe('pt');
    // The desk's language changing afterwards leaves the landing's as it was.
    await deskSpeaks('en');
    const cancelled = await call('PUT', `/api/landings/${id}`, {
      data: { status: 'cancelled', reason: 'Pista fechada' },
    });
    expect(cancelled.statusCode).toBe(200);
    const mail = await sink.waitFor((m) => m.to === email);
    expect(mail.subject).toMatch(/^PPR cancelado por Example Aero Club: CS-QAF, /);
    expect(mail.text).toContain('Motivo: Pista fechada');
    expect(mail.html).toContain('<html lang="pt">');
  });
});

describe('a decision on a landing written down at the desk as pending', () => {
  it("is told to the pilot with the desk's reason, with no status link (it has no status page)", async () => {
    await deskSpeaks('en');
    const email = 'radio.pending@example.org';
    const created = await call('POST', '/api/landings', {
      data: {
        date: new Date().toISOString().slice(0, 10),
        time: '23:50:00',
        registration: 'CS-QRP',
        aircraftType: 'Cessna 172',
        email,
        permission: null,
        landing_permission: null,
      },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const rejected = await call('PUT', `/api/landings/${id}`, {
      data: { permission: false, landing_permission: false, reason: 'Runway closed for works' },
    });
    expect(rejected.statusCode).toBe(200);
    const mail = await sink.waitFor((m) => m.to === email);
    expect(mail.subject).toMatch(/CS-QRP/);
    expect(mail.text).toContain('Runway closed for works');
    expect(mail.text).not.toContain('/request/status/');
  });
});

/** A demo landing of the owner's club in `status`, linked to a pilot account, with no address typed. */
async function linkedLanding(status: 'pending' | 'parked') {
  const { clubOwner_id } = await server.db
    .selectFrom('users')
    .select('clubOwner_id')
    .where('id', '=', ((await call('GET', '/api/users/me')).json() as { id: number }).id)
    .executeTakeFirstOrThrow();
  return server.db
    .selectFrom('landings')
    .innerJoin('users', 'users.id', 'landings.user_id')
    .select(['landings.id', 'users.email'])
    .where('landings.club_id', '=', clubOwner_id)
    .where('landings.status', '=', status)
    .where('landings.permission', '=', 1)
    .where('landings.paymentStatus', '=', 'Pending')
    .where('landings.email', 'is', null)
    .orderBy('landings.id')
    .executeTakeFirstOrThrow();
}

describe('the mails of a landing linked to a pilot account', () => {
  it("go to the account's address when none was typed: the one the desk shows as the pilot's", async () => {
    const accepted = await linkedLanding('pending');
    const cancel = { data: { status: 'cancelled', reason: 'Runway closed' } };
    expect((await call('PUT', `/api/landings/${accepted.id}`, cancel)).statusCode).toBe(200);
    const cancelled = await sink.waitFor(
      (m) => m.to === accepted.email && m.subject.startsWith('PPR cancelled by'),
    );
    expect(cancelled.text).toContain('Reason: Runway closed');
    expect(cancelled.text).not.toContain('/request/status/');

    const parked = await linkedLanding('parked');
    const paid = { data: { paymentStatus: 'Paid', payment_method: 'cash' } };
    expect((await call('PUT', `/api/landings/${parked.id}`, paid)).statusCode).toBe(200);
    const receipt = await sink.waitFor((m) => m.to === parked.email && m.subject.startsWith('Paid:'));
    expect(receipt.text).toContain('Your receipt is attached as a PDF.');
  });
});
