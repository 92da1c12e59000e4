// The pilot's door as the security review asked (docs/decisions/0030), through the routes on a real
// SQLite file and a real SMTP server: a request makes no account and writes into none; each request
// keeps the name and licence typed for it, the licence read by the club's desk only; mails to an
// address nobody confirmed carry nothing typed, and no mail says a name that reads as a link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_OWNER_EMAIL } from '../db/seed';
import { smtpTransport } from '../mail/transports';
import { builtPages } from '../testing/built-pages';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { createTestServer, type TestServer } from '../testing/test-server';

const FROM = 'desk@club.example';
const PUBLIC_URL = 'https://club.example';
const URL_NAME = 'Pay the fee at http://pay.example';
let sink: SmtpSink;
let server: TestServer;
let ip = 0;
// The built pages the server renders the status page into.
const pages = builtPages('pilot-door');

beforeAll(async () => {
  sink = await startSmtpSink();
  const many = { max: 1000, windowMs: 60_000 };
  server = await createTestServer({
    staticDir: pages.dir,
    requestLimits: { perIp: many, perEmail: many },
    mail: { publicUrl: PUBLIC_URL, fromAddress: FROM, transport: smtpTransport(sink.url, FROM), pollMs: 100 },
  });
});
afterAll(async () => {
  await server.close();
  await sink.close();
  pages.remove();
});

const linkIn = (text: string): string => {
  const match = /https:\/\/club\.example\/request\/status\/([A-Za-z0-9_-]{22})/.exec(text);
  if (!match?.[1]) throw new Error(`no status link in: ${text}`);
  return match[1];
};

type Typed = Parameters<typeof requestBody>[1];

/** Sends a request; its landing's id, the answer's token, and the pilot's and the owner's first mails. */
async function file(typed: Typed & { registration: string; email: string }) {
  const sent = await server.app.inject({
    method: 'POST',
    url: `/api/public/airfields/${DEMO_SLUG}/requests`,
    remoteAddress: `10.30.0.${++ip}`,
    payload: { data: requestBody(new Date(), typed) },
  });
  expect(sent.statusCode).toBe(200);
  const { id } = await server.db
    .selectFrom('landings')
    .select('id')
    .where('registration', '=', typed.registration)
    .executeTakeFirstOrThrow();
  const received = await sink.waitFor(
    (m) =>
      m.to.toLowerCase() === typed.email.toLowerCase() &&
      m.subject.startsWith('PPR request received') &&
      m.text.includes(typed.registration),
  );
  const owner = await sink.waitFor(
    (m) => m.subject.startsWith('New PPR request') && m.subject.includes(typed.registration),
  );
  return { id, answerToken: sent.json().data.token as string, received, owner };
}

const landingAs = async (id: number, token: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/landings/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });

const publicStatus = async (token: string) =>
  (await server.app.inject({ method: 'GET', url: `/api/public/requests/${token}` })).json().data;

const accept = async (id: number) => {
  const res = await server.app.inject({
    method: 'PUT',
    url: `/api/landings/${id}`,
    headers: { authorization: `Bearer ${await server.token()}` },
    payload: { data: { permission: true, landing_permission: true } },
  });
  expect(res.statusCode).toBe(200);
};

const users = () => server.db.selectFrom('users').selectAll().orderBy('id').execute();

describe('a public request is not an account', () => {
  it('creates no account, and the address registers as an owner answered as any new address is', async () => {
    const before = await users();
    const email = 'Door.Pilot@Pilots.Example';
    const { id } = await file({ registration: 'CS-DRA', email });
    expect(await users()).toEqual(before);
    const landing = await server.db
      .selectFrom('landings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(landing.user_id).toBeNull();

    const register = (address: string, username: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/local/register',
        remoteAddress: `10.31.0.${++ip}`,
        payload: { username, email: address, password: 'Desk!2026' },
      });
    const used = await register('door.pilot@pilots.example', 'doorpilot');
    const unused = await register('never.used@pilots.example', 'neverused');
    expect(used.statusCode).toBe(200);
    expect(unused.statusCode).toBe(200);
    const shape = (body: Record<string, unknown>) => ({
      ...body,
      jwt: '',
      user: Object.keys(body.user as object),
    });
    expect(shape(used.json())).toEqual(shape(unused.json()));
    expect(used.json().user).toMatchObject({ email: 'door.pilot@pilots.example', username: 'doorpilot' });
  });

  it("files a request under a pilot account's address without linking it or writing into it", async () => {
    const [pilot] = await server.db
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'pilot')
      .orderBy('id')
      .execute();
    if (!pilot) throw new Error('the seed has pilots');
    // Blanks a public request used to fill in: a stranger must not write into an account.
    await server.db
      .updateTable('users')
      .set({ name: null, licenceNumber: null })
      .where('id', '=', pilot.id)
      .execute();
    const { id } = await file({
      registration: 'CS-DRB',
      email: pilot.email.toUpperCase(),
      pilotName: 'Someone Else',
      licence: 'XX.999',
    });
    const after = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', pilot.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ ...pilot, name: null, licenceNumber: null });
    const landing = await server.db
      .selectFrom('landings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Linking would show the account's details to whichever club the stranger picked.
    expect(landing).toMatchObject({ user_id: null, licenceNumber: 'XX.999' });
  });
});

describe('each request keeps what was typed for it', () => {
  it('shows each request its own name and licence on the status page, the desk and the mails; the licence only to the desk', async () => {
    const email = 'same.address@pilots.example';
    const first = await file({
      registration: 'CS-DRC',
      email,
      pilotName: 'Marta Primeira',
      licence: 'PT.FCL.1111',
    });
    const second = await file({
      registration: 'CS-DRD',
      email,
      pilotName: 'Nuno Segundo',
      licence: 'PT.FCL.2222',
    });

    expect((await publicStatus(first.answerToken)).request.pilotName).toBe('Marta Primeira');
    expect((await publicStatus(second.answerToken)).request.pilotName).toBe('Nuno Segundo');
    for (const token of [first.answerToken, second.answerToken]) {
      const page = await server.app.inject({ method: 'GET', url: `/api/public/requests/${token}` });
      expect(page.body).not.toContain('PT.FCL.');
    }

    const desk = await server.token();
    const shown = async (id: number) => (await landingAs(id, desk)).json().data.attributes;
    expect(await shown(first.id)).toMatchObject({
      licenceNumber: 'PT.FCL.1111',
      passengers_on_board: '["Marta Primeira","Rui Passageiro"]',
    });
    expect(await shown(second.id)).toMatchObject({
      licenceNumber: 'PT.FCL.2222',
      passengers_on_board: '["Nuno Segundo","Rui Passageiro"]',
    });
    const other = await landingAs(first.id, await server.token(OTHER_OWNER_EMAIL));
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('PT.FCL.1111');

    expect(first.owner.text).toContain('Marta Primeira asks for permission to land');
    expect(second.owner.text).toContain('Nuno Segundo asks for permission to land');

    // Once each address is confirmed, each request's mails greet its own pilot.
    for (const filed of [first, second]) {
      const opened = await server.app.inject({
        method: 'GET',
        url: `/request/status/${linkIn(filed.received.text)}`,
      });
      expect(opened.statusCode).toBe(200);
    }
    await accept(first.id);
    await accept(second.id);
    const decided = (registration: string) =>
      sink.waitFor(
        (m) =>
          m.to === email && m.subject.startsWith('PPR request accepted') && m.subject.includes(registration),
      );
    expect((await decided('CS-DRC')).text).toMatch(/^Hello Marta Primeira,/);
    expect((await decided('CS-DRD')).text).toMatch(/^Hello Nuno Segundo,/);
  });
});

describe('mail to an address nobody confirmed', () => {
  it("carries nothing the pilot typed until the mail's own link is opened; the answer's token confirms nothing", async () => {
    const email = 'unconfirmed@pilots.example';
    const filed = await file({
      registration: 'CS-DRE',
      email,
      pilotName: 'Ana Nova',
      aircraftType: 'Free rides at www.pay.example',
      mtow: 900,
    });
    for (const part of [filed.received.text, filed.received.html, filed.received.subject]) {
      expect(part).not.toContain('Ana Nova');
      expect(part).not.toContain('pay.example');
    }
    expect(filed.received.text).toMatch(/^Hello,\n/);
    expect(filed.received.text).toContain('Aircraft: CS-DRE\n');
    expect(filed.received.text).toContain('If you did not send this request, you can ignore this email.');

    const confirmedAt = async () =>
      (
        await server.db
          .selectFrom('landings')
          .select('confirmed_at')
          .where('id', '=', filed.id)
          .executeTakeFirstOrThrow()
      ).confirmed_at;
    // Whoever sent it holds the answer's token: showing the page with it proves nothing.
    expect(
      (await server.app.inject({ method: 'GET', url: `/request/status/${filed.answerToken}` })).statusCode,
    ).toBe(200);
    await publicStatus(filed.answerToken);
    expect(await confirmedAt()).toBeNull();

    await accept(filed.id);
    const before = await sink.waitFor((m) => m.to === email && m.subject.startsWith('PPR request accepted'));
    expect(before.text).toMatch(/^Hello,\n/);
    expect(before.text).not.toContain('Ana Nova');

    const opened = await server.app.inject({
      method: 'GET',
      url: `/request/status/${linkIn(filed.received.text)}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(await confirmedAt()).not.toBeNull();
    const cancelled = await server.app.inject({
      method: 'POST',
      url: `/api/public/requests/${filed.answerToken}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    const after = await sink.waitFor((m) => m.to === email && m.subject.startsWith('PPR request cancelled:'));
    expect(after.text).toMatch(/^Hello Ana Nova,\n/);
    // The typed type is said once confirmed, unless it reads as a link.
    expect(after.text).not.toContain('pay.example');
  });

  it('never greets by a name that reads as a link, confirmed or not; the owner is told without it too', async () => {
    const email = 'link.name@pilots.example';
    const filed = await file({ registration: 'CS-DRF', email, pilotName: URL_NAME });
    for (const mail of [filed.received, filed.owner]) {
      expect(mail.text).not.toContain('pay.example');
      expect(mail.html).not.toContain('pay.example');
    }
    expect(filed.received.text).toMatch(/^Hello,\n/);
    expect(filed.owner.text).toContain('A pilot asks for permission to land at Example Aero Club.');

    await server.app.inject({ method: 'GET', url: `/request/status/${linkIn(filed.received.text)}` });
    await accept(filed.id);
    const decided = await sink.waitFor((m) => m.to === email && m.subject.startsWith('PPR request accepted'));
    expect(decided.text).toMatch(/^Hello,\n/);
    expect(decided.text).not.toContain('pay.example');
  });
});
