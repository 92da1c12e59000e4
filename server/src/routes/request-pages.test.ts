// The pilot's pages rendered on the server (docs/decisions/0021): the airfield, its hours, prices
// and the form are in the first answer, in English or Portuguese; the hydration data is inert JSON
// that no name can break out of; the form and the cancel button work without the page's script;
// the status page's event stream sends the desk's decision as it is made.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PilotPageData } from '@/pilot/page-data';
import { DEFAULT_STREAM_LIMITS } from '../sync/stream-slots';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { openSse, type SseReader } from '../testing/sse-reader';
import { createTestServer, type TestServer } from '../testing/test-server';

/** request.html as Vite builds it: its script and stylesheet in <head>, an empty <main id="page">. */
const BUILT_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Ask an airfield for permission to land (PPR)." />
    <title>Request to land</title>
    <script type="module" crossorigin src="/assets/request-abcd.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/request-abcd.css">
  </head>
  <body>
    <main id="page" class="pilot"></main>
  </body>
</html>`;

let dir: string;
let server: TestServer;
let ip = 0;
const readers: SseReader[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ppr-desk-pilot-page-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>PPR Desk</title>');
  writeFileSync(join(dir, 'assets', 'request-abcd.css'), '.pilot{max-width:40rem}');
  writeFileSync(join(dir, 'request.html'), BUILT_PAGE);
  // The build's manifest names the Portuguese catalog's chunk, which a Portuguese page preloads.
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'compiled-catalog:/build/src/i18n/catalogs/pt.json:pilot': {
        file: 'assets/pt-1234.js',
        isDynamicEntry: true,
      },
      'compiled-catalog:/build/src/i18n/catalogs/pt.json:desk': {
        file: 'assets/pt-desk.js',
        isDynamicEntry: true,
      },
    }),
  );
  server = await createTestServer({ staticDir: dir, listen: true, syncHeartbeatMs: 200 });
});
afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** Posts a plain HTML form, as a browser without the page's script does. */
const postForm = (url: string, fields: [string, string][]) =>
  server.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.40.0.${++ip}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The data the page's script hydrates from. */
function pageData(html: string): PilotPageData {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no page data in the page');
  return JSON.parse(json) as PilotPageData;
}

/** Every <script> of a page: only the built entry's (with src) and inert JSON. */
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]?.trim());

/** The request page's language switch: a button of the form that posts it to the other language's address. */
function languageSwitch(html: string) {
  const button = /<button([^>]*class="language__switch"[^>]*)>([^<]*)<\/button>/.exec(html);
  const attributes = button?.[1] ?? '';
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
  expect(attribute('form')).toBe('request-form');
  expect(attribute('name')).toBe('switchLanguage');
  expect(attribute('formNoValidate')).toBe('');
  return { formAction: attribute('formAction'), lang: attribute('lang'), text: button?.[2] };
}

/** The fields of a request as the form sends them. */
function formFields(overrides: Record<string, string> = {}): [string, string][] {
  const body = requestBody(new Date(), { email: `form${++ip}@pilots.example` });
  const fields: Record<string, string> = {
    registration: body.registration,
    aircraftType: 'Cessna 172',
    origin: body.origin,
    date: body.date,
    eta: body.eta,
    etd: body.etd ?? '',
    purpose: 'landing',
    pilotName: body.pilotName,
    email: body.email,
    phone: '',
    licence: body.licence,
    passengers: 'Rui Passageiro\r\nAna Sousa',
    notes: '',
    website: '',
    locale: 'pt',
    idempotencyKey: `form-key-${ip}-abcdef`,
    ...overrides,
  };
  return Object.entries(fields);
}

const landingOf = (registration: string) =>
  server.db.selectFrom('landings').selectAll().where('registration', '=', registration).execute();

describe('the request page, rendered on the server', () => {
  it('answers the airfield, its hours, prices and the form in its first HTML, with the built tags kept', async () => {
    const page = await get(`/request/${DEMO_SLUG}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-language/i);
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Request to land at Example Aero Club</title>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/request-abcd.js"></script>');
    // The stylesheet inline: the page paints from its first answer, with no request to wait for.
    expect(html).toContain('<style>.pilot{max-width:40rem}</style>');
    expect(html).not.toContain('request-abcd.css');
    // The airfield with its ICAO code, the runway with its units, the hours, the prices.
    expect(html).toMatch(/Request to land at Example Aero Club<span class="icao"> LPXE<\/span>/);
    // The runway's type, named as such: a pilot reads "Runway: Aerodrome" as a runway's name.
    expect(html).toContain('<dt>Runway type</dt><dd>Aerodrome</dd>');
    expect(html).toMatch(/<dt>Length<\/dt><dd>\d[\d,]* m<\/dd>/);
    expect(html).toMatch(/<dt>Elevation<\/dt><dd>\d[\d,]* ft<\/dd>/);
    expect(html).toContain('Monday: 09:00–19:00');
    expect(html).toContain('Sunday: 10:00–17:00');
    // No acceptance rule: how requests are answered, not "Answered at once" over "every request waits".
    expect(html).toContain('<h3>How requests are answered</h3><p>Every request waits for the airfield');
    expect(html).not.toContain('<h3>Answered at once</h3>');
    expect(html).toContain('€15.00');
    expect(html).toContain('€12.50');
    // Nothing typed yet: no type to price by, and never the lightest band by default.
    expect(html).toContain('Estimated fee: give your aircraft type to see it');
    expect(html).not.toContain('<li>Landing: set by the desk</li>');
    // The form: a plain form posting to this page, every field named, the required ones marked.
    expect(html).toContain(
      `<form id="request-form" class="request-form" action="/request/${DEMO_SLUG}" method="post">`,
    );
    for (const name of [
      'registration',
      'aircraftType',
      'origin',
      'date',
      'eta',
      'pilotName',
      'email',
      'licence',
    ])
      expect(html, name).toMatch(new RegExp(`<input(?=[^>]*name="${name}")(?=[^>]*required="")`));
    expect(html).toMatch(
      /Licence number<span class="field__required" aria-hidden="true"> \*<\/span><\/label>/,
    );
    expect(html).toMatch(/<input type="hidden" name="idempotencyKey" value="form-[0-9a-f]{32}"\/>/);
    // Types, not the catalogue's airplanes: no registration among the suggestions.
    expect(html).toContain('<option value="Cessna 172"></option>');
    expect(html).not.toContain('CS-AAA');
    expect(html).not.toContain('This page needs JavaScript');
    const data = pageData(html);
    expect(data).toMatchObject({ page: 'request', locale: 'en', lang: null, posted: null });
  });

  it('runs no inline script: the Content-Security-Policy allows its own scripts only', async () => {
    const page = await get(`/request/${DEMO_SLUG}`);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const attributes of scripts(page.body))
      expect(attributes).toMatch(/^(type="module" crossorigin src="\/assets\/|type="application\/json")/);
  });

  it('speaks Portuguese to a Portuguese browser, and the language asked for in ?lang=', async () => {
    const pt = (await get(`/request/${DEMO_SLUG}`, { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.8' })).body;
    expect(pt).toContain('<html lang="pt">');
    expect(pt).toContain('<title>Pedido de aterragem em Example Aero Club</title>');
    expect(pt).toContain('Segunda-feira: 09:00–19:00');
    expect(pt).toContain('Horário de funcionamento (Lisboa)');
    expect(pt).toContain('15,00\u00a0€');
    expect(pt).toContain('Número de licença');
    expect(pt).toContain('Enviar pedido');
    expect(languageSwitch(pt)).toEqual({
      formAction: `/request/${DEMO_SLUG}?lang=en`,
      lang: 'en',
      text: 'English',
    });
    expect(pageData(pt)).toMatchObject({ locale: 'pt', lang: null });
    // The page's words travel with it, compiled, the pilot's keys only.
    const { catalog } = pageData(pt);
    expect(catalog?.['pilot.form.send']).toEqual(['Enviar pedido']);
    expect(
      Object.keys(catalog ?? {}).some(
        (key) => !/^(common|fields|pilot|validation)\.|^receipt\.link$/.test(key),
      ),
    ).toBe(false);
    const asked = (await get(`/request/${DEMO_SLUG}?lang=en`, { 'accept-language': 'pt' })).body;
    expect(asked).toContain('<html lang="en">');
    expect(pageData(asked).catalog?.['pilot.form.send']).toEqual(['Send request']);
    expect(asked).toContain(`action="/request/${DEMO_SLUG}?lang=en"`);
    // On the form, the other language is a button that sends what was typed along (below).
    expect(languageSwitch(asked)).toEqual({
      formAction: `/request/${DEMO_SLUG}?lang=pt`,
      lang: 'pt',
      text: 'Português',
    });
  });

  it('keeps a 404 for an unknown airfield or status link, with a page saying so', async () => {
    const airfield = await get('/request/no-such-field');
    expect(airfield.statusCode).toBe(404);
    expect(airfield.body).toContain('<h1>Page not found</h1>');
    expect(airfield.body).toContain('No airfield has a request page at this address.');
    expect((await get('/request/Bad%20Slug')).statusCode).toBe(404);
    for (const url of [`/request/status/${'A'.repeat(22)}`, '/request/status/x']) {
      const status = await get(url);
      expect(status.statusCode, url).toBe(404);
      expect(status.body, url).toContain('<h1>Request not found</h1>');
    }
  });

  it('leads from an address the club had to the one it has, so printed QR codes keep working', async () => {
    const club = await server.db
      .selectFrom('clubs')
      .select('id')
      .where('slug', '=', DEMO_SLUG)
      .executeTakeFirstOrThrow();
    const rename = async (slug: string) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/clubs/${club.id}`,
        headers: { authorization: `Bearer ${await server.token()}` },
        payload: { data: { slug } },
      });
    expect((await rename('renamed-field')).statusCode).toBe(200);
    try {
      const page = await get(`/request/${DEMO_SLUG}?lang=pt`);
      expect(page.statusCode).toBe(301);
      expect(page.headers.location).toBe('/request/renamed-field?lang=pt');
      // A form loaded before the change is sent on as it was posted.
      const posted = await postForm(`/request/${DEMO_SLUG}`, formFields());
      expect(posted.statusCode).toBe(308);
      expect(posted.headers.location).toBe('/request/renamed-field');
      expect((await get('/request/renamed-field')).statusCode).toBe(200);
    } finally {
      expect((await rename(DEMO_SLUG)).statusCode).toBe(200);
    }
    expect((await get('/request/renamed-field')).statusCode).toBe(301);
  });

  it("embeds names as inert JSON: an airfield named </script> cannot end the data's script", async () => {
    const club = await server.db
      .selectFrom('clubs')
      .select(['id', 'name1'])
      .where('slug', '=', DEMO_SLUG)
      .executeTakeFirstOrThrow();
    const evil = 'Club </script><script>alert(1)</script> <!-- &amp;';
    await server.db.updateTable('clubs').set({ name1: evil }).where('id', '=', club.id).execute();
    try {
      const html = (await get(`/request/${DEMO_SLUG}`)).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(scripts(html)).toHaveLength(2);
      const data = pageData(html);
      expect(data.page === 'request' && data.airfield.name1).toBe(evil);
      expect(html).toContain('<title>Request to land at Club &lt;/script&gt;');
    } finally {
      await server.db.updateTable('clubs').set({ name1: club.name1 }).where('id', '=', club.id).execute();
    }
  });
});

describe('the form without the page script', () => {
  it('files the request with the same rule and sends the pilot to its status page, once per key', async () => {
    const fields = formFields({ registration: 'CS-NJS' });
    const sent = await postForm(`/request/${DEMO_SLUG}?lang=pt`, fields);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toMatch(/^\/request\/status\/[A-Za-z0-9_-]{22}\?lang=pt$/);
    const [landing] = await landingOf('CS-NJS');
    expect(landing).toMatchObject({ status: 'pending', aircraftType: 'Cessna 172', aircraft_id: null });
    expect(JSON.parse(landing?.passengers_on_board ?? '[]')).toEqual([
      'Paula Piloto',
      'Rui Passageiro',
      'Ana Sousa',
    ]);
    // Priced as the page quotes a type: the band of the Cessna 172's MTOW (1,111 kg), not the lightest.
    expect(landing?.price).toBe(25);
    // A second press of Send files nothing more.
    const again = await postForm(`/request/${DEMO_SLUG}`, fields);
    expect(again.statusCode).toBe(303);
    expect(await landingOf('CS-NJS')).toHaveLength(1);

    const status = await get(String(sent.headers.location));
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
    expect(status.body).toContain('<html lang="pt">');
    expect(status.body).toContain('PENDENTE');
    // The PPR number the request is filed under, in the server's first HTML.
    expect(landing?.ppr).toMatch(/^PPR-\d{4}-\d{4}$/);
    expect(status.body).toContain(`<dt>Número PPR</dt><dd>${landing?.ppr}</dd>`);
    expect(status.body).toContain('<noscript><meta http-equiv="refresh" content="30" /></noscript>');
  });

  it('shows a refused form again with what was typed and why, and files nothing', async () => {
    const refused = await postForm(
      `/request/${DEMO_SLUG}`,
      formFields({ registration: 'CS-BAD', licence: '!', eta: '25:00', locale: 'en' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please correct the fields marked above.');
    expect(refused.body).toContain(
      'Enter your licence number: 3 to 30 letters, digits, spaces and . / - ( ).',
    );
    expect(refused.body).toContain('Enter the ETA as HH:MM.');
    expect(refused.body).toMatch(/name="registration"[^>]*value="CS-BAD"/);
    expect(refused.body).toMatch(/<input(?=[^>]*aria-invalid="true")(?=[^>]*name="licence")/);
    expect(pageData(refused.body)).toMatchObject({
      page: 'request',
      posted: {
        values: { registration: 'CS-BAD' },
        problems: { licence: { id: 'validation.pilotRequest.licence' } },
      },
    });
    expect(await landingOf('CS-BAD')).toHaveLength(0);
  });

  it('shows the form again in the other language with what was typed, and files nothing', async () => {
    const fields = formFields({ registration: 'CS-NJL', licence: '', locale: 'en' });
    const switched = await postForm(`/request/${DEMO_SLUG}?lang=pt`, [...fields, ['switchLanguage', 'pt']]);
    expect(switched.statusCode).toBe(200);
    expect(switched.body).toContain('<html lang="pt">');
    expect(switched.body).toContain('Enviar pedido');
    expect(switched.body).toMatch(/name="registration"[^>]*value="CS-NJL"/);
    // Nothing was refused: the empty licence is not yet said to be missing.
    expect(switched.body).not.toContain('aria-invalid="true"');
    expect(pageData(switched.body)).toMatchObject({
      locale: 'pt',
      lang: 'pt',
      posted: { values: { registration: 'CS-NJL', pilotName: 'Paula Piloto' }, problems: {}, error: null },
    });
    expect(await landingOf('CS-NJL')).toHaveLength(0);
  });

  it('asks before cancelling, then cancels and shows it', async () => {
    const sent = await postForm(
      `/request/${DEMO_SLUG}`,
      formFields({ registration: 'CS-NJC', locale: 'en' }),
    );
    const statusUrl = String(sent.headers.location);
    const token = statusUrl.split('/').at(-1) ?? '';
    expect((await get(statusUrl)).body).toContain(
      `<form class="cancel" action="/request/status/${token}" method="get"><input type="hidden" name="cancel" value="ask"/>`,
    );
    const question = await get(`${statusUrl}?cancel=ask`);
    expect(question.body).toContain('Cancel this request? The airfield will be told.');
    expect(question.body).toContain(`action="/request/status/${token}/cancel"`);
    const unconfirmed = await postForm(`/request/status/${token}/cancel`, []);
    expect(unconfirmed.statusCode).toBe(303);
    expect(unconfirmed.headers.location).toBe(`/request/status/${token}?cancel=ask`);
    const cancelled = await postForm(`/request/status/${token}/cancel`, [['confirm', 'yes']]);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/request/status/${token}`);
    const after = await get(statusUrl);
    expect(after.body).toContain('CANCELLED');
    expect(after.body).not.toContain('<form class="cancel"');
  });
});

describe("the pilot's pages under hostile input", () => {
  const HOSTILE = [
    '',
    ' ',
    'x'.repeat(5000),
    '\u0000',
    '<script>alert(1)</script>',
    '25:99',
    '2026-02-30',
    '-1',
    'NaN',
    '%00',
  ];

  it('answer every mangled form, query and body with a page or a refusal, never a 5xx', async () => {
    const failures: string[] = [];
    const check = (label: string, res: Awaited<ReturnType<typeof get>>) => {
      if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode}`);
      else if (res.statusCode !== 303 && !res.headers['content-type']?.toString().startsWith('text/html'))
        failures.push(`${label} → ${res.statusCode} ${res.headers['content-type']}`);
    };
    const fields = formFields();
    for (const [name] of fields)
      for (const value of HOSTILE) {
        const mangled = fields.map(([key, v]): [string, string] => [key, key === name ? value : v]);
        check(`${name}=${value.slice(0, 20)}`, await postForm(`/request/${DEMO_SLUG}`, mangled));
      }
    check('every field twice', await postForm(`/request/${DEMO_SLUG}`, [...fields, ...fields]));
    check('no fields', await postForm(`/request/${DEMO_SLUG}`, []));
    check('a mangled encoding', await postForm(`/request/${DEMO_SLUG}`, [['%%%&&&', '===']]));
    // Not what a browser's form sends: refused with a 4xx, as an API call would be.
    for (const [type, payload] of [
      ['application/json', '{"registration":1}'],
      ['application/json', '{'],
      ['text/plain', 'registration=CS-AAA'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      ],
    ] as const) {
      const res = await server.app.inject({
        method: 'POST',
        url: `/request/${DEMO_SLUG}`,
        remoteAddress: `10.41.0.${++ip}`,
        headers: { 'content-type': type },
        payload,
      });
      if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${type} → ${res.statusCode}`);
    }
    for (const query of ['lang=xx', 'lang=pt&lang=en', 'cancel=ask', 'pay=%00', 'a[b][c]=1'])
      check(`?${query}`, await get(`/request/${DEMO_SLUG}?${query}`));
    for (const token of ['x', 'A'.repeat(22), '%00', '..%2F..%2Fetc'])
      for (const url of [`/request/status/${token}`, `/request/status/${token}?cancel=ask`])
        check(url, await get(url));
    for (const token of ['x', 'A'.repeat(22), '%00', '..%2F..%2Fetc'])
      check(`pay ${token}`, await postForm(`/request/status/${token}/pay`, []));
    for (const slug of ['%00', 'a'.repeat(500), '..', 'EXAMPLE-AERO-CLUB'])
      check(`/request/${slug}`, await get(`/request/${slug}`));
    const sent = await postForm(`/request/${DEMO_SLUG}`, formFields({ registration: 'CS-HOS' }));
    const token = String(sent.headers.location).split('/').at(-1) ?? '';
    for (const value of HOSTILE) {
      check(
        `cancel confirm=${value.slice(0, 20)}`,
        await postForm(`/request/status/${token}/cancel`, [['confirm', value]]),
      );
      // This server takes no payment online: PAY is the status page saying so, as the API's 503 does.
      const pay = await postForm(`/request/status/${token}/pay`, [[value, value]]);
      if (pay.statusCode !== 503 || !pay.body.includes('Online payment is not available right now'))
        failures.push(`pay ${value.slice(0, 20)} → ${pay.statusCode}`);
    }
    expect(failures).toEqual([]);
    // Only a confirm of 'yes' cancels.
    expect(await landingOf('CS-HOS')).toMatchObject([{ status: 'pending' }]);
  });
});

describe("the status page's event stream", () => {
  it('sends the request, then the desk’s decision as soon as it is made, and nothing for other changes', async () => {
    const sent = await postForm(
      `/request/${DEMO_SLUG}`,
      formFields({ registration: 'CS-LIV', locale: 'en' }),
    );
    const token = String(sent.headers.location).split('/').at(-1) ?? '';
    const reader = await openSse(`${server.url}/api/public/requests/${token}/events`);
    readers.push(reader);
    expect(reader.status).toBe(200);
    expect(await reader.next()).toMatchObject({ type: 'message', data: { status: 'pending' } });

    const [landing] = await landingOf('CS-LIV');
    const desk = await server.token();
    const decide = (data: Record<string, unknown>) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/landings/${landing?.id}`,
        headers: { authorization: `Bearer ${desk}` },
        payload: { data },
      });
    // Another change of the club pokes the stream, but this request reads the same: nothing is sent.
    const other = await postForm(
      `/request/${DEMO_SLUG}`,
      formFields({ registration: 'CS-LIW', locale: 'en' }),
    );
    expect(other.statusCode).toBe(303);
    const decidedAt = Date.now();
    expect((await decide({ permission: true, landing_permission: true })).statusCode).toBe(200);
    let event = await reader.next(2_000);
    while (event?.type === 'heartbeat') event = await reader.next(2_000);
    expect(event).toMatchObject({ type: 'message', data: { status: 'accepted', canCancel: true } });
    expect(Date.now() - decidedAt).toBeLessThan(1_000);
  });

  it(`is refused past ${DEFAULT_STREAM_LIMITS.perAccount} open streams of one request, and a wrong token is a 404`, async () => {
    const sent = await postForm(
      `/request/${DEMO_SLUG}`,
      formFields({ registration: 'CS-CAP', locale: 'en' }),
    );
    const token = String(sent.headers.location).split('/').at(-1) ?? '';
    const url = `${server.url}/api/public/requests/${token}/events`;
    for (let i = 0; i < DEFAULT_STREAM_LIMITS.perAccount; i++) {
      const reader = await openSse(url);
      readers.push(reader);
      expect(reader.status).toBe(200);
    }
    const refused = await openSse(url);
    readers.push(refused);
    expect(refused.status).toBe(429);
    // One closes: its place is free again.
    readers.shift()?.close();
    await expect
      .poll(async () => {
        const reader = await openSse(url);
        readers.push(reader);
        return reader.status;
      })
      .toBe(200);
    const wrong = await openSse(`${server.url}/api/public/requests/${'A'.repeat(22)}/events`);
    readers.push(wrong);
    expect(wrong.status).toBe(404);
  });
});
