// The pilot's mails about a landing written down at the desk (docs/product/movement-log.md, "Mails"),
// through the routes to a real SMTP server: in the language of the desk that created it, which has
// no request page whose language they could speak.
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
