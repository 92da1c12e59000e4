// Desk cancel, no-show and the pilot's own cancellation (docs/product/movement-log.md, States),
// through the routes to a real SMTP server: what the pilot and the club's owner receive, in their
// languages, and who is recorded as having cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../db/seed';
import { letEtaPass } from '../testing/landing-rows';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { createTestServer, type TestServer } from '../testing/test-server';
import { smtpTransport } from './transports';

const FROM = 'desk@club.example';
const PUBLIC_URL = 'https://club.example';
let sink: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  const many = { max: 1000, windowMs: 60_000 };
  server = await createTestServer({
    requestLimits: { perIp: many, perEmail: many },
    mail: { publicUrl: PUBLIC_URL, fromAddress: FROM, transport: smtpTransport(sink.url, FROM), pollMs: 200 },
  });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const linkIn = (text: string): string => {
  const match = /https:\/\/club\.example\/request\/status\/([A-Za-z0-9_-]{22})/.exec(text);
  if (!match?.[1]) throw new Error(`no status link in: ${text}`);
  return match[1];
};

/** Files a request from the request page; answers its landing id and the first mail's status token. */
async function file(registration: string, email: string, lang: 'en' | 'pt' = 'en') {
  const sent = await server.app.inject({
    method: 'POST',
    url: `/api/public/airfields/${DEMO_SLUG}/requests`,
    payload: { data: { ...requestBody(new Date(), { email, registration }), locale: lang } },
  });
  expect(sent.statusCode).toBe(200);
  const received = await sink.waitFor((m) => m.to === email && m.text.includes(registration));
  const { id } = await server.db
    .selectFrom('landings')
    .select('id')
    .where('registration', '=', registration)
    .executeTakeFirstOrThrow();
  return { id, token: linkIn(received.text) };
}

const put = async (id: number, data: Record<string, unknown>) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/landings/${id}`,
    headers: { authorization: `Bearer ${await server.token()}` },
    payload: { data },
  });

const row = (id: number) =>
  server.db
    .selectFrom('landings')
    .select(['status', 'cancelled_by', 'reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('desk cancel and no-show', () => {
  it('cancels a request at the desk with its reason, records the desk, and tells the pilot', async () => {
    const email = 'desk.cancel@pilots.example';
    const { id } = await file('CS-DCX', email);
    const res = await put(id, { status: 'cancelled', reason: '  Runway closed  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ status: 'cancelled', cancelled_by: 'desk' });
    expect(await row(id)).toEqual({ status: 'cancelled', cancelled_by: 'desk', reason: 'Runway closed' });
    const mail = await sink.waitFor((m) => m.to === email && m.subject.startsWith('PPR cancelled by'));
    expect(mail.subject).toContain('Example Aero Club: CS-DCX');
    expect(mail.text).toContain('Example Aero Club has cancelled your landing.');
    expect(mail.text).toContain('Reason: Runway closed');
    // Nothing moves a cancelled landing again; the refusal says the desk cancelled it.
    const again = await put(id, { permission: true, landing_permission: true });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toContain('cancelled at the desk');
  });

  it('marks an accepted request a no-show and tells the pilot in the language of the request page', async () => {
    const email = 'no.show@pilots.example';
    const { id, token } = await file('CS-NSH', email, 'pt');
    expect((await put(id, { permission: true, landing_permission: true })).statusCode).toBe(200);
    // Until its ETA it may still come: no no-show yet, and no mail.
    const early = await put(id, { status: 'no_show' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({
      name: 'ValidationError',
      message: 'A landing can be marked a no-show only once its ETA has passed',
    });
    await letEtaPass(server.db, id);
    const res = await put(id, { status: 'no_show' });
    expect(res.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'no_show', cancelled_by: null, reason: null });
    const mail = await sink.waitFor(
      (m) => m.to === email && m.subject.startsWith('Registado como não comparência'),
    );
    expect(mail.text).toContain('registou que a sua aterragem aceite não se realizou');
    const status = await server.app.inject({ method: 'GET', url: `/api/public/requests/${token}` });
    expect(status.json().data).toMatchObject({ status: 'noShow', canCancel: false });
  });

  it('tells the pilot of a radio call written down with an address, without a status link it has none of', async () => {
    const email = 'radio.call@pilots.example';
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/landings',
      headers: { authorization: `Bearer ${await server.token()}` },
      payload: {
        data: {
          date: new Date().toISOString().slice(0, 10),
          time: '00:05:00',
          registration: 'CS-RAD',
          aircraftType: 'Cessna 172',
          email,
        },
      },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect((await put(id, { status: 'no_show' })).statusCode).toBe(200);
    const mail = await sink.waitFor((m) => m.to === email && m.subject.startsWith('Recorded as a no-show'));
    expect(mail.text).not.toContain('/request/status/');
    expect(mail.replyTo).toBe('club@example.com');
  });

  it('refuses a no-show of an undecided request and a cancel of a rejected one, with a 400', async () => {
    const { id } = await file('CS-RFS', 'refused.states@pilots.example');
    const early = await put(id, { status: 'no_show' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.name).toBe('ValidationError');
    expect((await put(id, { permission: false, landing_permission: false })).statusCode).toBe(200);
    expect((await put(id, { status: 'no_show' })).statusCode).toBe(400);
    expect((await put(id, { status: 'cancelled' })).statusCode).toBe(400);
    expect(await row(id)).toMatchObject({ status: 'pending', cancelled_by: null });
  });
});

describe("the pilot's cancellation", () => {
  it('records the pilot and tells the club owner, in the owner’s language', async () => {
    await server.db
      .updateTable('users')
      .set({ locale: 'pt' })
      .where('email', '=', DEMO_OWNER_EMAIL)
      .execute();
    const { id, token } = await file('CS-PCX', 'pilot.cancels@pilots.example');
    const cancel = await server.app.inject({ method: 'POST', url: `/api/public/requests/${token}/cancel` });
    expect(cancel.json().data.status).toBe('cancelled');
    expect(await row(id)).toMatchObject({ status: 'cancelled', cancelled_by: 'pilot' });
    const owner = await sink.waitFor(
      (m) => m.to === DEMO_OWNER_EMAIL && m.subject.startsWith('Pedido PPR cancelado pelo piloto'),
    );
    expect(owner.subject).toContain('CS-PCX');
    expect(owner.text).toContain(`${PUBLIC_URL}/movements`);
    const refused = await put(id, { permission: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('The request was cancelled by the pilot');
    await server.db
      .updateTable('users')
      .set({ locale: 'en' })
      .where('email', '=', DEMO_OWNER_EMAIL)
      .execute();
  });
});
