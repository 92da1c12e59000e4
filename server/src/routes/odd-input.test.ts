// Hostile and odd input through the real app: whatever arrives, the answer is a 4xx in the Strapi
// error envelope or a 200 that ignores it, never a 5xx, and the landings table survives untouched.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../app';
import {
  call,
  db,
  demoClub,
  demoLanding,
  expectRefused,
  expectSafe,
  type Method,
  otherToken,
  startOddInputServer,
  token,
} from '../testing/odd-input';

startOddInputServer();

const deepFilters = `filters${'[$and][0]'.repeat(30)}[id]=1`;
const deepKeys = `filters${'[a]'.repeat(30)}=1`;
const deepPopulate = `populate${'[club][populate]'.repeat(15)}=category`;

const ODD_QUERIES: [label: string, query: string][] = [
  ['filters nested 30 levels with $and', deepFilters],
  ['filters nested 30 levels with junk keys', deepKeys],
  ['populate nested 15 levels', deepPopulate],
  ['$or of 200 items', Array.from({ length: 200 }, (_, i) => `filters[$or][${i}][id]=${i}`).join('&')],
  ['$in with 5000 values', Array.from({ length: 5000 }, (_, i) => `filters[id][$in][]=${i}`).join('&')],
  ['$regex operator', 'filters[date][$regex]=.*'],
  ['$where operator', 'filters[date][$where]=1'],
  ['$where at the root', 'filters[$where]=this.id%3D%3D1'],
  ['$expr operator', 'filters[id][$expr]=1'],
  ['SQL in a value', `filters[date][$gte]=${encodeURIComponent("' OR 1=1 --")}`],
  ['SQL drop in a value', `filters[status][$eq]=${encodeURIComponent("pending'; DROP TABLE landings; --")}`],
  ['SQL in $in', `filters[status][$in][0]=${encodeURIComponent("') OR ('1'='1")}`],
  ['LIKE wildcards in $containsi', `filters[email][$containsi]=${encodeURIComponent("%' OR '1'='1")}`],
  ['SQL in a filter key', 'filters[id;drop table landings][$eq]=1'],
  ['SQL in an encoded filter key', `filters[${encodeURIComponent('date) or 1=1 --')}][$eq]=1`],
  ['SQL in sort', 'sort=date;drop table landings'],
  ['SQL in sort with a space', `sort=${encodeURIComponent('date desc; drop table landings')}`],
  ['quoted sort field', `sort=${encodeURIComponent('"date"')}`],
  ['sideways sort', 'sort=date:sideways'],
  ['path in populate', 'populate=../../etc'],
  ['SQL in populate', 'populate=club;drop table landings'],
  ['path in nested populate', 'populate[club][populate]=../../etc/passwd'],
  ['array as the limit', 'pagination[limit][]=5'],
  ['array as the page', 'pagination[page][0]=1'],
  ['array as an $eq value', 'filters[id][$eq][]=1'],
  ['array of arrays in sort', 'sort[][]=date'],
  ['array of arrays in populate', 'populate[0][0]=club'],
  ['object as sort', 'sort[date]=desc'],
  ['limit 1e309', 'pagination[limit]=1e309'],
  ['start -1', 'pagination[start]=-1'],
  ['start 1e19', 'pagination[start]=1e19'],
  ['page 1e18', 'pagination[page]=1e18'],
  ['page 1e300 of 100', 'pagination[page]=1e300&pagination[pageSize]=100'],
  ['start 2^53 + 1', 'pagination[start]=9007199254740993'],
  ['page size with 22 digits', 'pagination[pageSize]=9999999999999999999999'],
  ['limit Infinity', 'pagination[limit]=Infinity'],
  ['limit hex', 'pagination[limit]=0x10'],
  ['id 1e309', 'filters[id][$eq]=1e309'],
  ['id with 20 digits', 'filters[id][$eq]=99999999999999999999'],
  ['id -0', 'filters[id][$eq]=-0'],
  ['price NaN', 'filters[price][$gt]=NaN'],
  ['empty key', '=1'],
  ['only separators', '&&&'],
  ['empty filter key', 'filters[]=1'],
  ['empty filter field with operator', 'filters[][$eq]=1'],
  ['empty operator', 'filters[date][]=x'],
  ['empty root brackets', '[]=1'],
  ['empty value', 'filters[date][$eq]='],
  ['empty sort and populate', 'sort=&populate='],
  ['empty pagination key', 'pagination[]=1'],
  ['bad percent encoding in a key', '%ZZ=1'],
  ['NUL in a key', 'filters[%00]=1'],
  ['NUL in a value', 'filters[status][$eq]=%00'],
  ['prototype key', '__proto__[x]=1'],
  ['constructor key', 'constructor[prototype][x]=1'],
  ['prototype filter key', 'filters[__proto__][id]=1'],
  ['constructor filter key', 'filters[constructor][prototype][id]=1'],
  ['sort on constructor', 'sort=constructor'],
  ['sort on __proto__', 'sort=__proto__'],
  ['sort on toString', 'sort=toString:desc'],
  ['populate constructor', 'populate=constructor'],
  ['populate toString', 'populate[0]=toString'],
  ['populate __proto__', 'populate=__proto__'],
  ['very long value', `filters[status][$eq]=${'x'.repeat(100_000)}`],
  ['very long key', `filters[${'k'.repeat(10_000)}]=1`],
  ['2000 parameters', Array.from({ length: 2000 }, (_, i) => `p${i}=1`).join('&')],
];

describe('odd query strings on the list routes', () => {
  for (const collection of ['landings', 'users', 'clubs', 'categories'] as const) {
    it.each(ODD_QUERIES)(`${collection}: %s`, async (label, query) => {
      expectSafe(await call('GET', `/api/${collection}?${query}`), label);
    });
  }

  it('SQL-looking values are bound, not run: they match nothing and the table is intact', async () => {
    const res = await call(
      'GET',
      `/api/landings?filters[status][$eq]=${encodeURIComponent("pending' OR '1'='1")}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: unknown[] }>().data).toEqual([]);
    const like = await call('GET', `/api/landings?filters[email][$containsi]=${encodeURIComponent('%')}`);
    expect(like.statusCode).toBe(200);
    expect(like.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it.each([
    ['unknown operator', 'filters[date][$regex]=.*'],
    ['SQL in a key', 'filters[id;drop table landings][$eq]=1'],
    ['SQL in sort', 'sort=date;drop table landings'],
    ['sideways sort', 'sort=date:sideways'],
    ['path in populate', 'populate=../../etc'],
    ['array limit', 'pagination[limit][]=5'],
    ['limit 1e309', 'pagination[limit]=1e309'],
    ['start -1', 'pagination[start]=-1'],
    ['deep filters', deepFilters],
  ])('%s is a 400 ValidationError', async (label, query) => {
    expectRefused(await call('GET', `/api/landings?${query}`), 400, 'ValidationError', label);
  });
});

describe('odd paths', () => {
  it.each([
    ['letters', '/api/landings/abc'],
    ['SQL', `/api/landings/${encodeURIComponent("1' OR '1'='1")}`],
    ['semicolon', '/api/landings/1;drop%20table%20landings'],
    ['negative', '/api/landings/-1'],
    ['exponent', '/api/landings/1e3'],
    ['20 digits', '/api/landings/99999999999999999999'],
    ['NUL', '/api/landings/%00'],
    ['dot segments', '/api/landings/..%2F..%2Fetc%2Fpasswd'],
    ['unknown route under a record', '/api/landings/1/extra'],
    ['unknown collection', '/api/nope'],
  ])('%s', async (label, url) => {
    const res = await call('GET', url);
    expectSafe(res, label);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('an id longer than the router accepts is a 4xx in the error envelope', async () => {
    expectSafe(await call('GET', `/api/landings/${'9'.repeat(300)}`), 'long id');
  });

  it('a malformed percent-encoding in the path is a 4xx in the error envelope', async () => {
    expectSafe(await call('GET', '/api/landings/%E0%A4%A'), 'bad url');
  });
});

describe('odd bodies on the writes', () => {
  const writes = (): [Method, string][] => [
    ['PUT', `/api/landings/${demoLanding}`],
    ['POST', '/api/landings'],
    ['PUT', `/api/clubs/${demoClub}`],
    ['PUT', `/api/clubs/${demoClub}/mtows`],
    ['POST', '/api/schedules'],
    ['POST', '/api/auth/local'],
  ];
  const json = { 'content-type': 'application/json' };

  const snapshotAll = async () => {
    const out: Record<string, unknown[]> = {};
    for (const table of ['landings', 'landings_club_services', 'clubs', 'mtows', 'schedules', 'users']) {
      out[table] = (await sql`select * from ${sql.table(table)} order by 1, 2`.execute(db)).rows;
    }
    return out;
  };

  it('a 1 MB JSON body is a 413 PayloadTooLargeError', async () => {
    const before = await snapshotAll();
    const big = JSON.stringify({ data: { landingPurpose: 'x'.repeat(1024 * 1024) } });
    expect(big.length).toBeGreaterThan(BODY_LIMIT);
    for (const [method, url] of writes()) {
      expectRefused(
        await call(method, url, { payload: big, headers: json }),
        413,
        'PayloadTooLargeError',
        url,
      );
    }
    expect(await snapshotAll()).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"data":'],
    ['trailing garbage', '{"data":{}} x'],
    ['single quotes', "{'data': {}}"],
    ['empty body', ''],
    ['whitespace only', '   '],
  ])('%s is a 400 ValidationError', async (label, payload) => {
    for (const [method, url] of writes()) {
      expectRefused(
        await call(method, url, { payload, headers: json }),
        400,
        'ValidationError',
        `${label} ${url}`,
      );
    }
  });

  it.each([
    ['an array', '[{"data":{"permission":true}}]'],
    ['a string', '"data"'],
    ['a number', '42'],
    ['true', 'true'],
    ['null', 'null'],
    ['data: null', '{"data":null}'],
    // (An empty list is a valid band save, so the array holds numbers.)
    ['data: an array of numbers', '{"data":[1,2]}'],
    ['data: a string', '{"data":"permission"}'],
    ['data: a number', '{"data":1}'],
    ['a prototype key', '{"data":{"__proto__":{"permission":true}}}'],
    ['a constructor.prototype key', '{"data":{"constructor":{"prototype":{"permission":true}}}}'],
    ['deeply nested arrays', `{"data":{"permission":${'['.repeat(5000)}${']'.repeat(5000)}}}`],
    ['a duplicate key', '{"data":{"permission":true},"data":{"permission":"x"}}'],
  ])('a body that is %s is refused with a 4xx envelope', async (label, payload) => {
    const before = await snapshotAll();
    for (const [method, url] of writes()) {
      const res = await call(method, url, { payload, headers: json });
      expectSafe(res, `${label} ${url}`);
      expect(res.statusCode, `${label} ${url}`).toBeGreaterThanOrEqual(400);
    }
    expect(await snapshotAll()).toEqual(before);
  });

  it('very long strings in fields are refused, not stored', async () => {
    const before = await snapshotAll();
    const long = 'x'.repeat(200_000);
    const cases: [Method, string, object][] = [
      ['POST', '/api/landings', { data: { user: 3, aircraft: 1, date: '2026-01-01', landingPurpose: long } }],
      [
        'POST',
        '/api/landings',
        { data: { user: 3, aircraft: 1, date: '2026-01-01', email: `${long}@x.com` } },
      ],
      ['POST', '/api/landings', { data: { user: 3, aircraft: 1, date: long } }],
      ['PUT', `/api/landings/${demoLanding}`, { data: { paymentStatus: long } }],
      ['PUT', `/api/clubs/${demoClub}`, { data: { name1: long } }],
      ['PUT', `/api/clubs/${demoClub}`, { data: { address: long } }],
      ['POST', '/api/schedules', { data: { day_index: 0, day: 'mon', open: long, close: '10:00:00' } }],
      ['POST', '/api/auth/local', { identifier: long, password: 'x' }],
      [
        'POST',
        '/api/auth/local/register',
        { username: long, email: 'long@example.com', password: 'Long!Pass1' },
      ],
    ];
    for (const [method, url, payload] of cases) {
      expectRefused(await call(method, url, { payload }), 400, 'ValidationError', url);
    }
    expect(await snapshotAll()).toEqual(before);
  });

  it('odd headers are refused with a 4xx envelope', async () => {
    const before = await snapshotAll();
    const url = `/api/landings/${demoLanding}`;
    const payload = { data: { paymentStatus: 'Paid' } };
    const cases: [string, Record<string, string>, string | null][] = [
      ['text/plain body', { 'content-type': 'text/plain' }, token],
      ['form body', { 'content-type': 'application/x-www-form-urlencoded' }, token],
      ['Idempotency-Key of 10 000 characters', { 'idempotency-key': 'k'.repeat(10_000) }, token],
      ['Idempotency-Key with SQL', { 'idempotency-key': "k'; drop table landings; --" }, token],
      ['If-Match of garbage', { 'if-match': '"not a timestamp"' }, token],
      ['bearer of 8 KB garbage', { authorization: `Bearer ${'a'.repeat(8192)}` }, null],
      [
        'bearer with a none-alg token',
        { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MSwidHYiOjB9.' },
        null,
      ],
      ["the other club's token", {}, otherToken],
    ];
    for (const [label, headers, bearer] of cases) {
      const body = headers['content-type'] ? 'data=1' : payload;
      const res = await call('PUT', url, { payload: body, headers, token: bearer });
      expectSafe(res, label);
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
    }
    expect(await snapshotAll()).toEqual(before);
  });
});
