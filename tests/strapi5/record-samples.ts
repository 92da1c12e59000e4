// Owns the JSON files in tests/strapi5/samples/ (rewritten on every run) and the scratch Strapi 5
// processes, database files and app copy it starts to record them, all stopped and removed after.
//   npx tsx tests/strapi5/record-samples.ts   (install the peer first: tests/strapi5/peer/setup.sh)
// It records the installed peer over a fresh, seeded database, then a scratch copy of the app whose
// only change is users-permissions' own default sign-in (the legacy JWT a club upgraded from v4
// keeps). The refused-permission sample revokes a grant in the scratch database, never the config.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { LANDING_POPULATE } from '../../src/data/api/landings-api';
import { strapiQuery } from '../../src/data/api/strapi-query';
import { PEER5_DIR, PEER5_OWNER, type RunningPeer5, startPeer5 } from './support/strapi5-peer';

const SAMPLES = resolve(import.meta.dirname, 'samples');
const ORIGIN = 'http://localhost:5173';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Row = Record<string, Json>;

interface Exchange {
  request: { method: string; path: string; auth: string; headers?: Record<string, string>; body?: Json };
  status: number;
  headers: Record<string, string | string[]>;
  body: Json;
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Every JWT in a sample is replaced by a placeholder; its decoded claims go in `tokens` instead.
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const tokens = new Map<string, string>();

function claims(token: string): Json {
  const [header, payload] = token.split('.');
  const decode = (part: string | undefined): Json =>
    JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Json;
  return { header: decode(header), payload: decode(payload) };
}

function redact<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value).replace(JWT, (token) => {
      const known = tokens.get(token);
      if (known) return known;
      const name = `<jwt ${tokens.size + 1}>`;
      tokens.set(token, name);
      return name;
    }),
  ) as T;
}

const KEPT_HEADERS = [
  'content-type',
  'content-length',
  'set-cookie',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-max-age',
  'access-control-expose-headers',
  'vary',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
];

class Client {
  constructor(
    private readonly api: string,
    /** Who calls: a label for the sample and the access token, or null for no Authorization. */
    public as: { label: string; jwt: string } | null,
  ) {}

  async call(
    method: string,
    path: string,
    options: { body?: Json; headers?: Record<string, string>; noAuth?: boolean } = {},
  ): Promise<Exchange> {
    const headers: Record<string, string> = { ...options.headers };
    const as = options.noAuth ? null : this.as;
    if (as) headers.Authorization = `Bearer ${as.jwt}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.api}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    let body: Json = text;
    try {
      body = text === '' ? '' : (JSON.parse(text) as Json);
    } catch {
      // not JSON: kept as text
    }
    const kept: Record<string, string | string[]> = {};
    for (const name of KEPT_HEADERS) {
      if (name === 'set-cookie') {
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) kept[name] = cookies;
      } else {
        const value = response.headers.get(name);
        if (value !== null) kept[name] = value;
      }
    }
    const { Authorization: _, ...shown } = headers;
    return {
      request: {
        method,
        path: `/api${path}`,
        auth: as ? `Bearer <${as.label}'s access token>` : 'none',
        ...(Object.keys(shown).length > 0 ? { headers: shown } : {}),
        ...(options.body === undefined ? {} : { body: options.body }),
      },
      status: response.status,
      headers: kept,
      body,
    };
  }
}

const written: string[] = [];
function save(name: string, note: string, exchange: Exchange | Json, extra: Row = {}): void {
  const sample = redact({ note, ...extra, ...(isRow(exchange) ? exchange : { value: exchange }) });
  writeFileSync(join(SAMPLES, `${name}.json`), `${JSON.stringify(sample, null, 2)}\n`);
  written.push(name);
  console.log(`  ${name}`);
}

function data(exchange: Exchange): Row {
  const body = exchange.body;
  if (!isRow(body) || !isRow(body.data)) {
    throw new Error(`${exchange.request.method} ${exchange.request.path}: ${JSON.stringify(body)}`);
  }
  return body.data;
}

function rows(exchange: Exchange): Row[] {
  const body = exchange.body;
  if (!isRow(body) || !Array.isArray(body.data)) {
    throw new Error(`${exchange.request.method} ${exchange.request.path}: ${JSON.stringify(body)}`);
  }
  return body.data.filter(isRow);
}

/** A list answer cut to the given rows, the rest of it (meta) unchanged. */
function trimmed(exchange: Exchange, keep: Row[]): Exchange {
  return { ...exchange, body: { ...(exchange.body as Row), data: keep } };
}

const str = (value: Json | undefined): string => {
  if (typeof value !== 'string') throw new Error(`expected a string, got ${JSON.stringify(value)}`);
  return value;
};
const num = (value: Json | undefined): number => {
  if (typeof value !== 'number') throw new Error(`expected a number, got ${JSON.stringify(value)}`);
  return value;
};

/** Which relations a landing answer (populated) shows as linked. */
function linked(landing: Row): Row {
  const one = (key: string): Json => (isRow(landing[key]) ? str((landing[key] as Row).documentId) : null);
  const services = landing.club_services;
  return {
    club: one('club'),
    aircraft: one('aircraft'),
    user: one('user'),
    from: one('from'),
    club_services: Array.isArray(services) ? services.filter(isRow).map((s) => str(s.documentId)) : null,
  };
}

async function signIn(api: string): Promise<{ exchange: Exchange; jwt: string; cookie: string | null }> {
  const exchange = await new Client(api, null).call('POST', '/auth/local', {
    body: { identifier: PEER5_OWNER.email, password: PEER5_OWNER.password },
  });
  const body = exchange.body;
  if (exchange.status !== 200 || !isRow(body)) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  const cookies = exchange.headers['set-cookie'];
  const cookie = Array.isArray(cookies) ? cookies.map((c) => c.split(';')[0]).join('; ') : null;
  return { exchange, jwt: str(body.jwt), cookie };
}

function tokenClaims(exchange: Exchange): Row {
  const found: Row = {};
  for (const token of JSON.stringify(exchange).match(JWT) ?? []) {
    found[tokens.get(token) ?? redact(token)] = claims(token);
  }
  return found;
}

async function recordMain(peer: RunningPeer5): Promise<void> {
  const api = `${peer.url}/api`;
  const anonymous = new Client(api, null);

  // --- sign-in and the user endpoints
  const login = await signIn(api);
  save(
    'auth-local',
    "POST /api/auth/local on create-strapi-app's config (jwtManagement 'refresh', sessions.httpOnly): " +
      'a 10-minute access token in `jwt`, the refresh token only as an httpOnly cookie, user flat with documentId.',
    login.exchange,
    { tokens: tokenClaims(login.exchange) },
  );
  const owner = new Client(api, { label: 'owner', jwt: login.jwt });
  const user = login.exchange.body as Row;
  const ownerRow = user.user as Row;

  save(
    'auth-local-wrong-password',
    'A wrong password.',
    await anonymous.call('POST', '/auth/local', {
      body: { identifier: PEER5_OWNER.email, password: 'wrong-password' },
    }),
  );
  if (login.cookie) {
    const refreshed = await anonymous.call('POST', '/auth/refresh', {
      body: {},
      headers: { Cookie: login.cookie },
    });
    save(
      'auth-refresh-cookie',
      'POST /api/auth/refresh with the refresh cookie from the sign-in (as a browser sends it same-site): ' +
        'a new access token, the refresh token rotated in a new cookie.',
      refreshed,
      { tokens: tokenClaims(refreshed) },
    );
    const refreshToken = login.cookie.match(JWT)?.[0] ?? '';
    save(
      'auth-refresh-body',
      'POST /api/auth/refresh with the first (already rotated) refresh token in the body instead of a cookie.',
      await anonymous.call('POST', '/auth/refresh', { body: { refreshToken } }),
    );
  }
  save('users-me', 'GET /api/users/me', await owner.call('GET', '/users/me'));
  const ownerQuery = 'populate[clubOwner][populate]=category';
  const ownerById = await owner.call('GET', `/users/${num(ownerRow.id)}?${ownerQuery}`);
  save('users-id-with-club', 'GET /api/users/:id with the populate the desk signs in with.', ownerById);
  save(
    'users-me-with-club',
    'GET /api/users/me with the same populate.',
    await owner.call('GET', `/users/me?${ownerQuery}`),
  );
  save(
    'users-documentId',
    'GET /api/users/:documentId: the users routes take the numeric id only.',
    await owner.call('GET', `/users/${str(ownerRow.documentId)}?${ownerQuery}`),
  );
  save('users-unknown-id', 'GET /api/users/99999', await owner.call('GET', '/users/99999'));
  const users = await owner.call('GET', '/users');
  save('users-list', 'GET /api/users: all accounts (6), cut to 2 here.', {
    ...users,
    body: Array.isArray(users.body) ? users.body.slice(0, 2) : users.body,
  });

  // The user's clubOwner is the club's draft row; lists and relations elsewhere show the published
  // row, with another numeric id and the same documentId.
  const ownerClub = (ownerById.body as Row).clubOwner as Row;
  const clubDoc = str(ownerClub.documentId);
  const ownerClubId = num(ownerClub.id);
  const club = data(await owner.call('GET', `/clubs/${clubDoc}`));
  const clubId = num(club.id);

  // --- landings: reads first, so the lists show the seed as it is
  const today = new Date().toISOString().slice(0, 10);
  const listQuery = (id: number) =>
    strapiQuery({
      filters: { club: { id: { $eq: id } }, date: { $gte: today } },
      populate: LANDING_POPULATE,
      pagination: { start: 0, limit: 100 },
    });
  const list = await owner.call('GET', `/landings?${listQuery(clubId)}`);
  const listRows = rows(list);
  const withFrom = listRows.find((row) => row.from !== null);
  const withoutFrom = listRows.find((row) => row.from === null);
  save(
    'landings-list',
    "The desk's list query (club id, date from today, LANDING_POPULATE, start/limit) with the published " +
      `club's id (${clubId}), cut to 2 rows (one with \`from\` null, one with it populated). ` +
      'Every row and relation is flat, with documentId.',
    trimmed(list, [withoutFrom, withFrom].filter(isRow)),
  );
  save(
    'landings-list-owner-club-id',
    `The same query with the id users/:id?populate=clubOwner gives (${ownerClubId}, the club's draft row), ` +
      'as the v4 desk would send it.',
    await owner.call('GET', `/landings?${listQuery(ownerClubId)}`),
  );
  save(
    'landings-filter-club-documentId',
    'Filtering on the club by documentId.',
    await owner.call(
      'GET',
      `/landings?${strapiQuery({
        filters: { club: { documentId: { $eq: clubDoc } } },
        fields: ['date'],
        pagination: { start: 0, limit: 2 },
      })}`,
    ),
  );
  const pendingQuery = strapiQuery({
    filters: {
      club: { id: { $eq: clubId } },
      status: { $in: ['pending'] },
      permission: { $eq: true },
    },
    fields: ['date', 'time', 'status', 'permission'],
    sort: ['date:asc', 'time:asc'],
    pagination: { start: 0, limit: 3 },
  });
  save(
    'landings-filter-status',
    'status $in and permission $eq filters, fields and a two-key sort.',
    await owner.call('GET', `/landings?${pendingQuery}`),
  );
  save(
    'landings-sort-createdAt',
    'sort=createdAt:desc',
    await owner.call(
      'GET',
      `/landings?${strapiQuery({ fields: ['createdAt'], sort: ['createdAt:desc'], pagination: { start: 0, limit: 3 } })}`,
    ),
  );
  const newestQuery = strapiQuery({
    filters: { club: { id: { $eq: clubId } } },
    fields: ['id'],
    sort: ['id:desc'],
    pagination: { start: 0, limit: 1 },
  });
  const newestBefore = await owner.call('GET', `/landings?${newestQuery}`);
  save(
    'landings-sort-id',
    "The desk's newestLandingId query (fields[0]=id, sort=id:desc, limit 1) on the seeded data.",
    newestBefore,
  );
  save(
    'landings-pagination-page',
    'pagination[page]=2&pagination[pageSize]=10 (rows cut to 1).',
    await owner
      .call('GET', `/landings?${strapiQuery({ fields: ['date'], pagination: { page: 2, pageSize: 10 } })}`)
      .then((e) => trimmed(e, rows(e).slice(0, 1))),
  );
  const capped = await owner.call(
    'GET',
    `/landings?${strapiQuery({ fields: ['date'], pagination: { start: 0, limit: 500 } })}`,
  );
  save(
    'landings-pagination-limit-500',
    `pagination[limit]=500: ${rows(capped).length} rows come back (rows cut to 1 here).`,
    trimmed(capped, rows(capped).slice(0, 1)),
  );
  const defaults = await owner.call('GET', '/landings?fields[0]=date');
  save(
    'landings-pagination-default',
    `No pagination: ${rows(defaults).length} rows (cut to 1 here).`,
    trimmed(defaults, rows(defaults).slice(0, 1)),
  );
  save(
    'landings-unknown-query-param',
    'An unknown query parameter, refused by the template default api.rest.strictParams.',
    await owner.call('GET', '/landings?foo=bar'),
  );

  const pending = listRows.find((row) => row.status === 'pending' && row.permission === null);
  if (!pending) throw new Error('no undecided pending landing in the seed');
  const landingDoc = str(pending.documentId);
  const populate = strapiQuery({ populate: LANDING_POPULATE });
  save(
    'landing-one',
    'GET /api/landings/:documentId with LANDING_POPULATE.',
    await owner.call('GET', `/landings/${landingDoc}?${populate}`),
  );
  save(
    'landing-by-numeric-id',
    'GET /api/landings/:id with the numeric id of the same landing: the path takes documentId only.',
    await owner.call('GET', `/landings/${num(pending.id)}`),
  );
  save(
    'landing-one-v4-format',
    'GET /api/landings/:documentId with the header Strapi-Response-Format: v4 (server-side only; see cors-*).',
    await owner.call('GET', `/landings/${landingDoc}?${strapiQuery({ populate: { club: true } })}`, {
      headers: { 'Strapi-Response-Format': 'v4' },
    }),
  );

  // --- landing writes
  const put = await owner.call('PUT', `/landings/${landingDoc}?${populate}`, {
    body: { data: { permission: true, landing_permission: true } },
  });
  save(
    'landing-put-permission',
    `PUT /api/landings/:documentId: the entry is published again; its numeric id was ${num(pending.id)} ` +
      `before and is ${num(data(put).id)} in the answer.`,
    put,
  );
  save(
    'landing-put-unknown-field',
    "PUT with a field the content type lacks (the desk's `reason`).",
    await owner.call('PUT', `/landings/${landingDoc}`, {
      body: { data: { permission: false, reason: 'x' } },
    }),
  );
  save(
    'landing-put-no-data',
    'PUT without the {data: …} wrapper.',
    await owner.call('PUT', `/landings/${landingDoc}`, { body: { permission: true } }),
  );
  save(
    'landing-put-bad-enum',
    'PUT with a value outside the enumeration.',
    await owner.call('PUT', `/landings/${landingDoc}`, { body: { data: { status: 'gone' } } }),
  );
  save(
    'landing-put-unknown-documentId',
    'PUT on a documentId that does not exist.',
    await owner.call('PUT', '/landings/aaaaaaaaaaaaaaaaaaaaaaaa', { body: { data: { permission: true } } }),
  );

  // relation write forms on POST
  const clubServices = rows(
    await owner.call(
      'GET',
      `/club-services?${strapiQuery({ filters: { club: { documentId: { $eq: clubDoc } } }, sort: ['id'] })}`,
    ),
  );
  const aircraft = withoutFrom?.aircraft;
  if (!isRow(aircraft)) throw new Error('the listed landing has no aircraft');
  const relations = {
    club: clubDoc,
    aircraft: str(aircraft.documentId),
    user: str(ownerRow.documentId),
    from: clubDoc,
    services: clubServices.slice(0, 2).map((s) => str(s.documentId)),
  };
  const ids = {
    club: clubId,
    aircraft: num(aircraft.id),
    user: num(ownerRow.id),
    services: clubServices.slice(0, 2).map((s) => num(s.id)),
  };
  const base = {
    date: today,
    time: '10:30:00',
    status: 'pending',
    landingPurpose: 'Training',
    passengers_on_board: '["Jane Roe"]',
  };
  const forms: Array<[string, string, Row]> = [
    [
      'connect-documentId',
      '{connect: [{documentId}]} on every relation',
      {
        club: { connect: [{ documentId: relations.club }] },
        aircraft: { connect: [{ documentId: relations.aircraft }] },
        user: { connect: [{ documentId: relations.user }] },
        from: { connect: [{ documentId: relations.from }] },
        club_services: { connect: relations.services.map((documentId) => ({ documentId })) },
      },
    ],
    [
      'documentId-shorthand',
      'documentId strings: "club": "<documentId>", "club_services": ["<documentId>", …]',
      {
        club: relations.club,
        aircraft: relations.aircraft,
        user: relations.user,
        from: relations.from,
        club_services: relations.services,
      },
    ],
    [
      'numeric-ids',
      'numeric ids as the v4 desk sends them: "club": 2, "club_services": [2, 4] (ids as REST answers show them)',
      {
        club: ids.club,
        aircraft: ids.aircraft,
        user: ids.user,
        from: ids.club,
        club_services: ids.services,
      },
    ],
    [
      'numeric-draft-club-id',
      `numeric ids with the club's id as users/:id?populate=clubOwner gives it (${ownerClubId}, the draft row)`,
      {
        club: ownerClubId,
        aircraft: ids.aircraft,
        user: ids.user,
        from: ownerClubId,
        club_services: ids.services,
      },
    ],
    [
      'connect-numeric-id',
      '{connect: [{id}]} and {connect: [id]} with numeric ids',
      {
        club: { connect: [{ id: ids.club }] },
        aircraft: { connect: [ids.aircraft] },
        user: { connect: [{ id: ids.user }] },
        from: { connect: [ids.club] },
        club_services: { connect: ids.services.map((id) => ({ id })) },
      },
    ],
    [
      'set-documentId',
      '{set: [{documentId}]} on every relation',
      {
        club: { set: [{ documentId: relations.club }] },
        aircraft: { set: [{ documentId: relations.aircraft }] },
        user: { set: [{ documentId: relations.user }] },
        from: { set: [{ documentId: relations.from }] },
        club_services: { set: relations.services.map((documentId) => ({ documentId })) },
      },
    ],
    [
      'set-numeric-id',
      '{set: [id, …]} with numeric ids',
      {
        club: { set: [ids.club] },
        aircraft: { set: [ids.aircraft] },
        user: { set: [ids.user] },
        from: { set: [ids.club] },
        club_services: { set: ids.services },
      },
    ],
  ];
  const summary: Row[] = [];
  const created: string[] = [];
  for (const [form, description, rel] of forms) {
    const post = await owner.call('POST', `/landings?${populate}`, { body: { data: { ...base, ...rel } } });
    const row = post.status < 300 ? data(post) : null;
    if (row) created.push(str(row.documentId));
    const links = row ? linked(row) : null;
    summary.push({ form, description, status: post.status, linked: links });
    save(`landing-post-${form}`, `POST /api/landings, relations as ${description}.`, post, { linked: links });
  }
  save(
    'relation-write-forms',
    'Which relation forms a POST /api/landings accepted and what it linked (from the populated answer). ' +
      `Expected: club ${relations.club}, aircraft ${relations.aircraft}, user ${relations.user}, ` +
      `from ${relations.from}, club_services ${relations.services.join(', ')}.`,
    summary,
  );

  // publish on write: POST without status publishes; ?status=draft keeps a draft REST lists never show
  const draft = await owner.call('POST', '/landings?status=draft', {
    body: { data: { ...base, club: relations.club, landingPurpose: 'Draft only' } },
  });
  const draftDoc = str(data(draft).documentId);
  save('landing-post-draft', 'POST /api/landings?status=draft', draft);
  const draftFilter = strapiQuery({ filters: { documentId: { $eq: draftDoc } }, fields: ['landingPurpose'] });
  save(
    'landings-list-draft-hidden',
    'The draft-only landing looked up in the list (default status=published).',
    await owner.call('GET', `/landings?${draftFilter}`),
  );
  save(
    'landings-list-status-draft',
    'The same lookup with status=draft.',
    await owner.call('GET', `/landings?${draftFilter}&status=draft`),
  );
  save(
    'landing-one-draft-only',
    'GET /api/landings/:documentId of the draft-only landing.',
    await owner.call('GET', `/landings/${draftDoc}`),
  );
  const newestAfter = await owner.call('GET', `/landings?${newestQuery}`);
  save(
    'landings-sort-id-after-writes',
    'The newestLandingId query again after one PUT and the POSTs: the highest id is whatever was ' +
      'published last (a PUT republishes its entry under a new id), not the newest creation.',
    newestAfter,
    { newestBefore: num(rows(newestBefore)[0]?.id ?? null), createdDocumentIds: created },
  );
  const sinceQuery = strapiQuery({
    filters: {
      id: { $gt: num(rows(newestBefore)[0]?.id ?? null) },
      club: { id: { $eq: clubId } },
      user: { id: { $eq: ids.user } },
    },
    fields: ['id', 'date', 'time'],
    sort: ['id:asc'],
    pagination: { start: 0, limit: 10 },
  });
  save(
    'landings-filter-id-gt',
    "The desk's findCreatedLanding filters (id $gt the newest id before the writes, club id, user id): " +
      'every published row written since, a republished old landing as much as a new one.',
    await owner.call('GET', `/landings?${sinceQuery}`),
  );
  save(
    'landing-delete',
    'DELETE /api/landings/:documentId',
    await owner.call('DELETE', `/landings/${created[0] ?? draftDoc}`),
  );

  // --- clubs
  const clubQuery = strapiQuery({ populate: ['category'] });
  save(
    'club-one',
    'GET /api/clubs/:documentId?populate[0]=category',
    await owner.call('GET', `/clubs/${clubDoc}?${clubQuery}`),
  );
  const clubPut = await owner.call('PUT', `/clubs/${clubDoc}?${clubQuery}`, {
    body: { data: { phone: '+351 200 000 001' } },
  });
  const clubIdAfter = num(data(clubPut).id);
  save(
    'club-put',
    `PUT /api/clubs/:documentId with one settings group: the club is republished, id ${clubId} → ${clubIdAfter}.`,
    clubPut,
  );
  save(
    'schedules-list-stale-club-id',
    `The desk's schedule list filtered on the club's id from before that PUT (${clubId}).`,
    await owner.call(
      'GET',
      `/schedules?${strapiQuery({ filters: { club: { id: { $eq: clubId } } }, sort: ['day_index'], pagination: { limit: 100 } })}`,
    ),
  );

  // --- schedules
  const schedules = await owner.call(
    'GET',
    `/schedules?${strapiQuery({ filters: { club: { id: { $eq: clubIdAfter } } }, sort: ['day_index'], pagination: { limit: 100 } })}`,
  );
  save(
    'schedules-list',
    "The desk's schedule list (cut to 2 rows).",
    trimmed(schedules, rows(schedules).slice(0, 2)),
  );
  const monday = rows(schedules)[0];
  save(
    'schedule-put',
    'PUT /api/schedules/:documentId as the desk saves a weekday (club as a documentId).',
    await owner.call('PUT', `/schedules/${str(monday?.documentId ?? null)}?populate[0]=club&fields[0]=open`, {
      body: { data: { club: clubDoc, day_index: 0, day: 'Monday', open: '07:30:00', close: '20:00:00' } },
    }),
  );
  save(
    'schedule-put-numeric-club',
    'The same PUT with the club as a numeric id, as the v4 desk sends it.',
    await owner.call('PUT', `/schedules/${str(monday?.documentId ?? null)}?populate[0]=club&fields[0]=open`, {
      body: { data: { club: clubIdAfter, day_index: 0, day: 'Monday', open: '07:45:00', close: '20:00:00' } },
    }),
  );
  save(
    'schedule-post',
    'POST /api/schedules',
    await owner.call('POST', '/schedules?populate[0]=club&fields[0]=day', {
      body: { data: { club: clubDoc, day_index: 7, day: 'Holiday', open: '10:00:00', close: '16:00:00' } },
    }),
  );
  save(
    'schedule-post-bad-time',
    'POST /api/schedules with a time as HH:mm.',
    await owner.call('POST', '/schedules', {
      body: { data: { club: clubDoc, day_index: 8, day: 'Holiday', open: '10:00', close: '16:00:00' } },
    }),
  );

  // --- mtows
  const mtow = await owner.call('POST', '/mtows?populate[0]=club&fields[0]=weight1', {
    body: { data: { club: clubDoc, weight1: 5701, weight2: 9000, priceLand: 80, priceTouchGo: 40 } },
  });
  save('mtow-post', 'POST /api/mtows', mtow);
  save(
    'mtows-list',
    "The desk's band list (club id filter, sort weight1).",
    await owner.call(
      'GET',
      `/mtows?${strapiQuery({ filters: { club: { id: { $eq: clubIdAfter } } }, sort: ['weight1'], pagination: { limit: 100 } })}`,
    ),
  );
  const mtowDoc = str(data(mtow).documentId);
  save(
    'mtow-put',
    'PUT /api/mtows/:documentId with new prices.',
    await owner.call('PUT', `/mtows/${mtowDoc}`, { body: { data: { priceLand: 85, priceTouchGo: 42.5 } } }),
  );
  save('mtow-delete', 'DELETE /api/mtows/:documentId', await owner.call('DELETE', `/mtows/${mtowDoc}`));
  save('mtow-delete-again', 'The same DELETE again.', await owner.call('DELETE', `/mtows/${mtowDoc}`));

  // --- club-services
  const catalogue = await anonymous.call(
    'GET',
    `/services?${strapiQuery({ populate: '*', sort: 'name', pagination: { limit: 100 } })}`,
  );
  save(
    'services-public',
    "GET /api/services as the desk asks for it, without a token (Public's find).",
    catalogue,
  );
  const cleaning = rows(catalogue).find((s) => s.name === 'Cleaning');
  const clubService = await owner.call('POST', '/club-services?populate[0]=club&populate[1]=service', {
    body: { data: { club: clubDoc, service: str(cleaning?.documentId ?? null), price: 18 } },
  });
  save('club-service-post', 'POST /api/club-services', clubService);
  save(
    'club-service-put',
    'PUT /api/club-services/:documentId with a new price.',
    await owner.call('PUT', `/club-services/${str(data(clubService).documentId)}`, {
      body: { data: { price: 19.5 } },
    }),
  );
  save(
    'club-services-list',
    "The desk's club-services list (populate=service), cut to 2 rows.",
    await owner
      .call(
        'GET',
        `/club-services?${strapiQuery({ filters: { club: { id: { $eq: clubIdAfter } } }, populate: 'service', pagination: { limit: 100 } })}`,
      )
      .then((e) => trimmed(e, rows(e).slice(0, 2))),
  );

  // --- refusals
  save(
    'landings-no-token',
    'GET /api/landings without a token (Public has no landing.find).',
    await anonymous.call('GET', '/landings'),
  );
  save(
    'landings-bad-token',
    'GET /api/landings with a token that is not one.',
    await new Client(api, { label: 'forged', jwt: 'not-a-jwt' }).call('GET', '/landings'),
  );
  const db = new Database(peer.databaseFile);
  const link = db
    .prepare(
      `SELECT l.* FROM up_permissions_role_lnk l
         JOIN up_permissions p ON p.id = l.permission_id
         JOIN up_roles r ON r.id = l.role_id
        WHERE p.action = ? AND r.type = 'authenticated'`,
    )
    .get('api::landing.landing.update') as Record<string, number> | undefined;
  if (!link) throw new Error('the Authenticated role has no landing update to revoke');
  db.prepare('DELETE FROM up_permissions_role_lnk WHERE id = ?').run(link.id);
  save(
    'landing-put-forbidden',
    "PUT /api/landings/:documentId after api::landing.landing.update was taken from Authenticated (in this run's scratch database).",
    await owner.call('PUT', `/landings/${landingDoc}`, { body: { data: { permission: true } } }),
  );
  const columns = Object.keys(link);
  db.prepare(
    `INSERT INTO up_permissions_role_lnk (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  ).run(...columns.map((column) => link[column]));
  db.close();

  // --- the desk's server probe and CORS
  save(
    'capabilities',
    'GET /api/ppr-desk/capabilities (our server announces itself there; a plain Strapi has no such route).',
    await anonymous.call('GET', '/ppr-desk/capabilities'),
  );
  const preflight = (requestHeaders: string) =>
    anonymous.call('OPTIONS', '/landings', {
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': requestHeaders,
      },
    });
  save(
    'cors-preflight-default',
    "A browser's preflight for a GET with Authorization from another origin, default strapi::cors.",
    await preflight('authorization'),
  );
  save(
    'cors-preflight-response-format',
    'The same preflight asking for Strapi-Response-Format too. Access-Control-Allow-Headers does not list it, ' +
      'so a browser refuses to send the request.',
    await preflight('authorization,strapi-response-format'),
  );
  save(
    'cors-get',
    'A cross-origin GET as the browser sends it after the preflight.',
    await owner
      .call('GET', '/services?fields[0]=name&pagination[limit]=1', { headers: { Origin: ORIGIN } })
      .then((e) => ({ ...e, body: '(omitted)' })),
  );

  save(
    'auth-register-extra-fields',
    'POST /api/auth/local/register with the extension fields (name) on top of username/email/password.',
    await anonymous.call('POST', '/auth/local/register', {
      body: { username: 'newpilot', email: 'newpilot@example.com', password: 'Passw0rd!', name: 'New Pilot' },
    }),
  );
  const registered = await anonymous.call('POST', '/auth/local/register', {
    body: { username: 'newpilot2', email: 'newpilot2@example.com', password: 'Passw0rd!' },
  });
  save('auth-register', 'POST /api/auth/local/register with username, email and password only.', registered, {
    tokens: tokenClaims(registered),
  });
}

/** The legacy sign-in (users-permissions' own default, as a club upgraded from v4 keeps it). */
async function recordLegacy(databaseFile: string): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'ppr-desk-strapi5-legacy-'));
  try {
    for (const name of ['node_modules', 'package.json', 'favicon.png', 'public', '.env']) {
      symlinkSync(join(PEER5_DIR, name), join(scratch, name));
    }
    cpSync(join(PEER5_DIR, 'config'), join(scratch, 'config'), { recursive: true });
    cpSync(join(PEER5_DIR, 'src'), join(scratch, 'src'), { recursive: true });
    writeFileSync(
      join(scratch, 'config', 'plugins.js'),
      "// The scratch copy's only change: users-permissions left at its own defaults.\nmodule.exports = () => ({});\n",
    );
    mkdirSync(join(scratch, '.tmp'));
    copyFileSync(databaseFile, join(scratch, '.tmp', 'data.db'));
    const peer = await startPeer5({ appDir: scratch, database: '.tmp/data.db', env: { SEED: 'false' } });
    try {
      const login = await signIn(`${peer.url}/api`);
      save(
        'auth-local-legacy',
        "POST /api/auth/local with users-permissions' own default (jwtManagement 'legacy-support'), what a " +
          "club keeps when its config/plugins.js predates Strapi 5's template: a 30-day JWT, no refresh token.",
        login.exchange,
        { tokens: tokenClaims(login.exchange) },
      );
      const me = await new Client(`${peer.url}/api`, { label: 'owner', jwt: login.jwt }).call(
        'GET',
        '/users/me',
      );
      save('users-me-legacy', 'GET /api/users/me with the legacy JWT.', me);
    } finally {
      await peer.stop({ keepDatabase: true });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

mkdirSync(SAMPLES, { recursive: true });
// STRAPI5_SEEDED_DB=<file> starts from a copy of an already seeded database instead of seeding anew
// (the seed publishes 200 landings one by one, which takes from seconds to minutes).
const seeded = process.env.STRAPI5_SEEDED_DB;
const database = `.tmp/ppr-desk-strapi5-record-${process.pid}.db`;
if (seeded) copyFileSync(resolve(seeded), join(PEER5_DIR, database));
console.log(
  `Starting the Strapi 5 peer in ${PEER5_DIR} over ${seeded ? `a copy of ${seeded}` : 'a fresh database'}…`,
);
const peer = await startPeer5({ database });
console.log(`up in ${peer.startMs} ms at ${peer.url}; recording:`);
let failed = false;
try {
  await recordMain(peer);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await peer.stop({ keepDatabase: true });
}
try {
  if (!failed) await recordLegacy(peer.databaseFile);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  for (const suffix of ['', '-journal', '-wal', '-shm'])
    rmSync(`${peer.databaseFile}${suffix}`, { force: true });
}
// The samples are JSON in the repository: formatted as Biome formats every other JSON file.
spawnSync('npx', ['biome', 'format', '--write', SAMPLES], { stdio: 'ignore' });
console.log(`${written.length} samples written to ${SAMPLES}${failed ? ' (stopped by an error)' : ''}`);
process.exit(failed ? 1 : 0);
