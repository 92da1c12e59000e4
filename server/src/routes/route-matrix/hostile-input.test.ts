// Hostile input on every route of the matrix: a mangled query, an impossible id, a body of the wrong
// shape, a field of the wrong type. The cases check each route's own refusals; this pass sends every
// route the same hostile values and asks only that none is answered with a 5xx, and that an API
// refusal comes in the Strapi error envelope.
import { describe, expect, it } from 'vitest';
import {
  call,
  demoToken,
  type Probe,
  type RouteCase,
  renewTokens,
  startMatrixServer,
} from '../../testing/route-matrix';
import { ALL_ROUTES } from './all.cases';

startMatrixServer({ payments: true, noAuthLimits: true });

const QUERIES = [
  'populate[nope]=*',
  'populate=*',
  'populate[club][populate][nope]=*',
  'filters[id][$nope]=1',
  'filters[$or][0][nope]=1',
  'filters[a][b][c][d][e][f][g]=1',
  'filters[id][$in]=a',
  'filters[date][$between]=x',
  'filters[status][$eq][0]=a&filters[status][$eq][1]=b',
  'fields[0]=password_hash',
  'pagination[page]=-1',
  'pagination[pageSize]=1e9',
  'sort=;drop table landings',
  'since=%00',
  'limit=abc',
  'a=1&a=2',
];
const IDS = ['0', '-1', '1.5', '99999999999999999999', 'abc', '%00', '1e3', '%20'];
const BODIES = [
  '{',
  'null',
  '[]',
  '"text"',
  '123',
  '{"data":null}',
  '{"data":[]}',
  '{"data":"x"}',
  '{"__proto__":{"x":1}}',
];
const VALUES: unknown[] = [
  null,
  -1,
  0,
  1.5,
  1e308,
  'x'.repeat(5000),
  '',
  ' ',
  '\u0000',
  'NaN',
  '2026-02-30',
  '25:99',
  true,
  [],
  {},
  [1, 'a'],
  { id: 'x' },
  { connect: [{ id: -5 }] },
];

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sample's body with one field given each hostile value: `data`'s fields where it has `data`. */
function mutatedBodies(payload: Probe['payload']): object[] {
  if (!isFields(payload)) return [];
  const data = isFields(payload.data) ? payload.data : null;
  const fields = data ?? payload;
  return Object.keys(fields).flatMap((key) =>
    VALUES.map((value) =>
      data ? { ...payload, data: { ...data, [key]: value } } : { ...payload, [key]: value },
    ),
  );
}

/** Every hostile variant of a route's well-formed sample. */
function hostileProbes(route: RouteCase, sample: Probe): Probe[] {
  const [path = '', query] = sample.url.split('?');
  const joined = (extra: string) => `${path}?${query ? `${query}&` : ''}${extra}`;
  const probes: Probe[] = QUERIES.map((extra) => ({ ...sample, label: extra, url: joined(extra) }));
  if (/\/\d+(\/|$)/.test(path))
    for (const id of IDS)
      probes.push({ ...sample, label: `id ${id}`, url: path.replace(/\/\d+(?=\/|$)/, `/${id}`) });
  if (route.method !== 'GET') {
    const json = { ...sample.headers, 'content-type': 'application/json' };
    for (const body of BODIES) probes.push({ ...sample, label: body, headers: json, payload: body });
    for (const payload of mutatedBodies(sample.payload))
      probes.push({ ...sample, label: JSON.stringify(payload).slice(0, 80), payload });
  }
  return probes;
}

/** A refusal's body read as the Strapi error envelope; empty when it is not JSON at all. */
function envelopeOf(text: string): { data?: unknown; error?: { status?: unknown } } {
  try {
    return JSON.parse(text) as { data?: unknown; error?: { status?: unknown } };
  } catch {
    return {};
  }
}

describe('hostile input', () => {
  it('no route answers it with a 5xx, and an API route refuses it in the error envelope', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of ALL_ROUTES) {
      if (route.stream) continue;
      // A route before may have ended the owners' sessions or changed a password.
      await renewTokens();
      const sample = await route.sample();
      for (const probe of hostileProbes(route, sample)) {
        const method = probe.method ?? route.method;
        const res = await call(method, probe.url, { ...probe, token: probe.token ?? demoToken });
        sent++;
        const said = `${method} ${probe.url} (${probe.label}) → ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) failures.push(said);
        else if (res.statusCode >= 400 && probe.url.startsWith('/api/')) {
          const body = envelopeOf(res.body);
          if (body.data !== null || body.error?.status !== res.statusCode)
            failures.push(`not an envelope: ${said}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
  }, 300_000);
});
