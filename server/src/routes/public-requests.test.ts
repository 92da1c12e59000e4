// The pilot's door through inject() on a real SQLite file (ADR 0009): a request becomes one pending
// landing priced as quoted; every bad input is a 400 naming its field and stores nothing; the
// honeypot, the limits and idempotent sending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeLines } from '@/domain/fees/fee-lines';
import { formatPrice } from '@/domain/fees/money';
import { quoteRequestFee } from '@/domain/fees/request-fee';
import { addToDate, utcDate } from '@/domain/time/instants';
import type { Database } from '../db/schema';
import { weightBands } from '../repositories/clubs';
import { STATUS_TOKEN_DAYS } from '../requests/status-token';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { createTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
const NOW = new Date();
const SEND = `/api/public/airfields/${DEMO_SLUG}/requests`;
let ip = 0;
/** Each test sends from its own address unless it tests the per-address limit. */
const nextIp = () => `10.20.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const send = (data: unknown, options: { key?: string; ip?: string; raw?: string } = {}) =>
  server.app.inject({
    method: 'POST',
    url: SEND,
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'content-type': 'application/json',
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: options.raw ?? JSON.stringify({ data }),
  });

const count = async (table: keyof Database) =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () => ({
  landings: await count('landings'),
  users: await count('users'),
  mail: await count('mail_outbox'),
  requests: await count('pilot_requests'),
});
const mailFor = (email: string) => `${email.split('@')[0]}-${++ip}@pilots.example`;

describe('sending a request', () => {
  it('files one pending, undecided landing priced exactly as the page quotes it, with the pilot as typed and no account', async () => {
    const body = requestBody(NOW, { email: 'Paula.Piloto@Pilots.Example', services: [] });
    const club = await server.db
      .selectFrom('clubs')
      .selectAll()
      .where('slug', '=', DEMO_SLUG)
      .executeTakeFirstOrThrow();
    const services = await server.db
      .selectFrom('club_services')
      .select(['id', 'price'])
      .where('club_id', '=', club.id)
      .execute();
    const res = await send({ ...body, services: services.map((s) => s.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const landing = await server.db
      .selectFrom('landings')
      .selectAll()
      .where('registration', '=', 'CS-PIL')
      .executeTakeFirstOrThrow();
    expect(landing).toMatchObject({ status: 'pending', permission: null, club_id: club.id, outsideHours: 0 });
    const aircraft = await server.db
      .selectFrom('aircrafts')
      .selectAll()
      .where('name', '=', body.aircraftType)
      .executeTakeFirstOrThrow();
    const quote = quoteRequestFee({
      bands: await weightBands(server.db, club.id),
      rates: club,
      aircraft,
      purpose: 'landing',
      servicePrices: services.map((s) => s.price),
    });
    expect(landing.price).toBe(quote.total);
    expect(landing.etd).toBe(`${body.date}T11:10:00.000Z`);
    expect(JSON.parse(landing.passengers_on_board ?? '[]')).toEqual(['Paula Piloto', 'Rui Passageiro']);

    // A request is not an account (ADR 0030): the landing keeps the pilot as typed.
    expect(landing).toMatchObject({ user_id: null, licenceNumber: 'PT.FCL.9001', confirmed_at: null });
    const pilots = await server.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', 'paula.piloto@pilots.example'))
      .execute();
    expect(pilots).toEqual([]);
  });

  it("keeps the MTOW of a catalogue type it priced by, so the desk's fee lines add up to the fee", async () => {
    const res = await send(
      requestBody(NOW, {
        email: mailFor('type@y'),
        registration: 'CS-TYP',
        aircraftType: 'cessna 172',
        services: [],
      }),
    );
    expect(res.statusCode).toBe(200);
    const landing = await server.db
      .selectFrom('landings')
      .selectAll()
      .where('registration', '=', 'CS-TYP')
      .executeTakeFirstOrThrow();
    // Not one airplane of the catalogue: its type, as typed, at the type's MTOW.
    expect(landing).toMatchObject({ aircraft_id: null, aircraftType: 'cessna 172', mtow: 1111 });
    const club = await server.db
      .selectFrom('clubs')
      .selectAll()
      .where('slug', '=', DEMO_SLUG)
      .executeTakeFirstOrThrow();
    const bands = await weightBands(server.db, club.id);
    const lines = feeLines(
      { ...landing, aircraft: null, club_services: [], status: 'pending' },
      bands,
      club,
      0,
    );
    const landingLine = lines[0];
    expect(landingLine?.value).toBe(formatPrice(landing.price));
  });

  it('prices a type the catalogue does not know by its declared MTOW, and keeps the typed type and origin', async () => {
    const res = await send(
      requestBody(NOW, {
        email: mailFor('x@y'),
        registration: 'G-ABCD',
        aircraftType: 'Jodel D140',
        mtow: 800,
        origin: 'Lands End',
      }),
    );
    expect(res.statusCode).toBe(200);
    const row = await server.db
      .selectFrom('landings')
      .selectAll()
      .where('registration', '=', 'G-ABCD')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      aircraft_id: null,
      aircraftType: 'Jodel D140',
      from_id: null,
      origin: 'Lands End',
      price: 15,
      mtow: 800,
    });
    expect(row.ppr).toMatch(/^PPR-\d{4}-\d{4}$/);
  });

  it('leaves a type the catalogue does not know to be priced when no MTOW is declared, and refuses a bad MTOW', async () => {
    const res = await send(
      requestBody(NOW, { email: mailFor('m@y'), registration: 'G-ABCE', aircraftType: 'Jodel D140' }),
    );
    expect(res.statusCode).toBe(200);
    const row = await server.db
      .selectFrom('landings')
      .select(['price', 'mtow'])
      .where('registration', '=', 'G-ABCE')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price: null, mtow: null });
    for (const mtow of [-5, 0, 1.5, 'heavy', 700_000]) {
      const bad = await send({
        ...requestBody(NOW, { email: mailFor('n@y'), registration: 'G-ABCF', aircraftType: 'Jodel' }),
        mtow,
      });
      expect(bad.statusCode, String(mtow)).toBe(400);
      expect(bad.json().error.details.errors[0].path).toEqual(['mtow']);
    }
  });

  it('refuses every bad input with a 400 naming its field, and stores nothing', async () => {
    const before = await counts();
    const good = requestBody(NOW, { email: mailFor('bad@x') });
    const farAhead = new Date(NOW.getTime() + 91 * 24 * 3_600_000).toISOString().slice(0, 10);
    const yesterday = new Date(NOW.getTime() - 24 * 3_600_000).toISOString().slice(0, 10);
    const cases: [string, unknown][] = [
      ['registration', 'TOO-LONG-REG'],
      ['aircraftType', ''],
      ['origin', 'x'.repeat(61)],
      ['date', yesterday],
      ['date', farAhead],
      ['eta', '25:00'],
      ['etd', '12:30'],
      ['purpose', 'aerobatics'],
      ['pilotName', 'x'.repeat(81)],
      ['email', 'not-an-email'],
      ['phone', 'ring me'],
      ['licence', '?'],
      ['passengers', Array.from({ length: 13 }, (_, i) => `P ${i}`)],
      ['services', [999_999]],
      ['notes', 'n'.repeat(1001)],
    ];
    for (const [field, value] of cases) {
      const res = await send({ ...good, [field]: value });
      expect(res.statusCode, `${field}=${String(value).slice(0, 20)}`).toBe(400);
      expect(res.json().error.name).toBe('ValidationError');
      expect(res.json().error.details.errors[0].path, field).toEqual([field]);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a body over 16 KB with 413 in the envelope', async () => {
    const res = await send(null, {
      raw: JSON.stringify({ data: { ...requestBody(NOW), notes: 'n'.repeat(17_000) } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ data: null, error: { status: 413, name: 'PayloadTooLargeError' } });
  });

  it('answers an unknown airfield with a 404 in the envelope', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/public/airfields/nowhere/requests',
      payload: { data: requestBody(NOW) },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/No airfield/);
  });

  it('accepts a filled honeypot like a success and stores nothing', async () => {
    const before = await counts();
    const res = await send({
      ...requestBody(NOW, { email: mailFor('bot@x') }),
      website: 'http://spam.example',
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await counts()).toEqual(before);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/public/requests/${token}` })).statusCode,
    ).toBe(404);
  });

  it('refuses a closed hour when the club refuses them, and flags it when the club takes them', async () => {
    // The demo club opens 09:00–19:00 (weekdays) or 10:00–17:00 (weekends), Lisbon time: 03:00 UTC is closed.
    const night = requestBody(NOW, {
      email: mailFor('night@x'),
      registration: 'CS-NGT',
      eta: '03:00',
      etd: null,
    });
    const refused = await send(night);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.errors[0].path).toEqual(['eta']);
    await server.db.updateTable('clubs').set({ request: 1 }).where('slug', '=', DEMO_SLUG).execute();
    try {
      expect((await send(night)).statusCode).toBe(200);
      const row = await server.db
        .selectFrom('landings')
        .select('outsideHours')
        .where('registration', '=', 'CS-NGT')
        .executeTakeFirstOrThrow();
      expect(row.outsideHours).toBe(1);
    } finally {
      await server.db.updateTable('clubs').set({ request: 0 }).where('slug', '=', DEMO_SLUG).execute();
    }
  });
});

describe('limits', () => {
  it('takes 5 sends from one address in 10 minutes, then 429 in the envelope; another address still sends', async () => {
    const address = '10.99.0.1';
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await send(requestBody(NOW, { email: mailFor('ip@x') }), { ip: address })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await send(requestBody(NOW, { email: mailFor('ip@x') }), { ip: address });
    expect(refused.json()).toMatchObject({
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'Too many requests, please try again later.',
        details: { i18n: { id: 'pilot.errors.tooManyRequests' } },
      },
    });
    expect((await send(requestBody(NOW, { email: mailFor('ip@x') }), { ip: '10.99.0.2' })).statusCode).toBe(
      200,
    );
  });

  it('does not count a send its form rule refuses: a pilot mending a field is not locked out', async () => {
    const address = '10.99.0.3';
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await send(requestBody(NOW, { email: 'not an address' }), { ip: address })).statusCode);
    expect(answers).toEqual(Array(6).fill(400));
    for (let i = 0; i < 6; i += 1)
      answers.push((await send(requestBody(NOW, { email: mailFor('mend@x') }), { ip: address })).statusCode);
    expect(answers.slice(6)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('takes 10 requests a day from one email, whatever the address or the letters', async () => {
    const email = mailFor('busy@x');
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      const typed = i % 2 ? email.toUpperCase() : email;
      answers.push((await send(requestBody(NOW, { email: typed, registration: `CS-E${i}` }))).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('idempotent sending', () => {
  it('a double tap and a retry after a lost answer file one request; both answers open it', async () => {
    const body = requestBody(NOW, { email: mailFor('tap@x'), registration: 'CS-TAP' });
    const key = 'draft-0f3c2a9e-tap';
    const [a, b] = await Promise.all([send(body, { key }), send(body, { key })]);
    const c = await send(body, { key, ip: '10.98.0.1' });
    for (const res of [a, b, c]) expect(res.statusCode).toBe(200);
    expect(c.headers['idempotent-replayed']).toBe('true');
    const rows = await server.db
      .selectFrom('landings')
      .select('id')
      .where('registration', '=', 'CS-TAP')
      .execute();
    expect(rows).toHaveLength(1);
    for (const res of [a, b, c]) {
      const status = await server.app.inject({
        method: 'GET',
        url: `/api/public/requests/${res.json().data.token}`,
      });
      expect(status.json().data.request.registration).toBe('CS-TAP');
    }
  });

  it('a replay answers with the first token, mints none, and counts against the address limit; a key reused for another request is a 400', async () => {
    const address = '10.97.0.1';
    const body = requestBody(NOW, { email: mailFor('replay@x'), registration: 'CS-RPL' });
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await send(body, { key: 'draft-replay-1', ip: address }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    const tokens = new Set(answers.slice(0, 5).map((answer) => answer.json().data.token));
    expect(tokens.size).toBe(1);
    const landing = await server.db
      .selectFrom('landings')
      .select('id')
      .where('registration', '=', 'CS-RPL')
      .executeTakeFirstOrThrow();
    // The answer's token and the first mail's own (only that one confirms the address, ADR 0030).
    const stored = await server.db
      .selectFrom('request_tokens')
      .select('confirms')
      .where('landing_id', '=', landing.id)
      .orderBy('confirms')
      .execute();
    expect(stored).toEqual([{ confirms: 0 }, { confirms: 1 }]);

    const other = await send({ ...body, registration: 'CS-OTH' }, { key: 'draft-replay-1', ip: '10.97.0.2' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toMatch(/Idempotency-Key/);
    expect(other.json().error.details.i18n).toEqual({ id: 'pilot.errors.keyReused' });
  });

  it("the same key on another server's secret gives another token: a token is not guessable from the key", async () => {
    const body = requestBody(NOW, { email: mailFor('secret@x'), registration: 'CS-SCR' });
    const here = (await send(body, { key: 'draft-secret-1' })).json().data.token as string;
    const elsewhere = await createTestServer({ jwtSecret: 'another-server-secret-long-enough-for-hs256' });
    try {
      const there = await elsewhere.app.inject({
        method: 'POST',
        url: `/api/public/airfields/${DEMO_SLUG}/requests`,
        headers: { 'idempotency-key': 'draft-secret-1' },
        payload: { data: body },
      });
      expect(there.statusCode).toBe(200);
      expect(there.json().data.token).not.toBe(here);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('status links', () => {
  it(`open the request until ${STATUS_TOKEN_DAYS} days after its landing's day, then answer as a wrong one`, async () => {
    const body = requestBody(NOW, { email: mailFor('late@x'), registration: 'CS-LAT' });
    const token = (await send(body)).json().data.token as string;
    const opens = async () =>
      (await server.app.inject({ method: 'GET', url: `/api/public/requests/${token}` })).statusCode;
    expect(await opens()).toBe(200);
    const landing = server.db.updateTable('landings').where('registration', '=', 'CS-LAT');
    const today = utcDate(new Date());
    await landing.set({ date: addToDate(today, { days: -STATUS_TOKEN_DAYS }) }).execute();
    expect(await opens()).toBe(200);
    await landing.set({ date: addToDate(today, { days: -STATUS_TOKEN_DAYS - 1 }) }).execute();
    expect(await opens()).toBe(404);
    const page = await server.app.inject({ method: 'GET', url: `/request/status/${token}` });
    expect(page.statusCode).toBe(404);
  });
});

describe("the pilot's page says the server's errors in its own language", () => {
  const error = (res: Awaited<ReturnType<typeof send>>) => res.json().error;

  it('a field the shared rule refuses: English words, and the catalog key with the values it names', async () => {
    const good = requestBody(NOW, { email: mailFor('words@x') });
    const registration = error(await send({ ...good, registration: 'TOO-LONG-REG' }));
    const key = { id: 'validation.pilotRequest.registration' };
    expect(registration).toMatchObject({
      message: 'Enter the registration, e.g. CS-AYZ: letters, digits and dashes, up to 10 characters.',
      details: {
        i18n: key,
        errors: [
          {
            path: ['registration'],
            message: 'Enter the registration, e.g. CS-AYZ: letters, digits and dashes, up to 10 characters.',
            i18n: key,
          },
        ],
      },
    });
    const farAhead = new Date(NOW.getTime() + 91 * 24 * 3_600_000).toISOString().slice(0, 10);
    const date = error(await send({ ...good, date: farAhead }));
    expect(date.message).toBe('The date cannot be more than 90 days ahead.');
    expect(date.details.errors[0].i18n).toEqual({
      id: 'validation.pilotRequest.dateTooFar',
      values: { days: 90 },
    });
    expect(error(await send({ ...good, locale: 'de' })).details.i18n).toEqual({
      id: 'validation.pilotRequest.locale',
    });
  });

  it('reads a body from another client as the page sends it, and names a missing field in its own words', async () => {
    const { etd, phone, notes, passengers, services, ...required } = requestBody(NOW, {
      email: mailFor('api@x'),
    });
    expect((await send(required)).statusCode).toBe(200);
    const blank = requestBody(NOW, { email: mailFor('blank@x'), registration: 'CS-BLK' });
    const sent = await send({ ...blank, etd: '', phone: ' ', notes: '', mtow: '' });
    expect(sent.statusCode, sent.body).toBe(200);
    const stored = await server.db
      .selectFrom('landings')
      .select(['etd', 'phone', 'notes'])
      .where('registration', '=', 'CS-BLK')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ etd: null, phone: null, notes: null });

    const { pilotName, ...nameless } = requestBody(NOW, { email: mailFor('nameless@x') });
    const missing = error(await send({ ...nameless, passengers: 'Rui' }));
    expect(missing.details.errors).toEqual(
      expect.arrayContaining([
        {
          path: ['pilotName'],
          message: 'Enter your name (2 to 80 characters).',
          name: 'ValidationError',
          i18n: { id: 'validation.pilotRequest.pilotName' },
        },
        expect.objectContaining({
          path: ['passengers'],
          message: 'Write one passenger name a line (up to 80 characters).',
        }),
      ]),
    );
    const mistyped = error(await send({ ...requestBody(NOW), notes: 42 }));
    expect(mistyped.details.errors[0]).toMatchObject({
      message: 'Notes: at most 1000 characters.',
      i18n: { id: 'validation.pilotRequest.notes', values: { max: 1000 } },
    });
  });

  it("the airfield's own checks: a service it does not offer, a closed hour, an unknown airfield", async () => {
    const services = error(await send(requestBody(NOW, { email: mailFor('svc@x'), services: [999_999] })));
    expect(services).toMatchObject({
      message: "Choose among the airfield's services.",
      details: { errors: [{ path: ['services'], i18n: { id: 'validation.pilotRequest.servicesUnknown' } }] },
    });
    const night = requestBody(NOW, { email: mailFor('closed@x'), eta: '03:00', etd: null });
    expect(error(await send(night))).toMatchObject({
      message: 'The airfield is closed at that time: choose a time within its opening hours.',
      details: { errors: [{ path: ['eta'], i18n: { id: 'validation.pilotRequest.closed' } }] },
    });
    const nowhere = await server.app.inject({ method: 'GET', url: '/api/public/airfields/nowhere' });
    expect(nowhere.statusCode).toBe(404);
    expect(error(nowhere)).toMatchObject({
      message: 'No airfield has a request page at this address',
      details: { i18n: { id: 'pilot.errors.noAirfield' } },
    });
  });

  it("keeps the language the page was used in, else the browser's, else English", async () => {
    const locales: string[] = [];
    const cases: [Record<string, unknown>, string | undefined][] = [
      [{ locale: 'pt' }, undefined],
      [{ locale: 'en' }, 'pt-PT,pt;q=0.9'],
      [{}, 'pt-BR,pt;q=0.9,en;q=0.8'],
      [{}, 'de-DE,fr;q=0.5'],
      [{}, undefined],
    ];
    for (const [i, [extra, language]] of cases.entries()) {
      const registration = `CS-L${i}`;
      const res = await server.app.inject({
        method: 'POST',
        url: SEND,
        remoteAddress: nextIp(),
        headers: language ? { 'accept-language': language } : {},
        payload: { data: { ...requestBody(NOW, { email: mailFor('lang@x'), registration }), ...extra } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const row = await server.db
        .selectFrom('landings')
        .select('locale')
        .where('registration', '=', registration)
        .executeTakeFirstOrThrow();
      locales.push(row.locale);
    }
    expect(locales).toEqual(['pt', 'en', 'pt', 'en', 'en']);
  });
});
