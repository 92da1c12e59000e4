// The route matrix's inventory (every registered route has its cases) and the edges of the
// contract that span more than one route.
import { describe, expect, it } from 'vitest';
import {
  call,
  clubRow,
  demoToken,
  type Entity,
  expectError,
  expectOk,
  ids,
  registeredRoutes,
  server,
  snapshot,
  startMatrixServer,
} from '../../testing/route-matrix';
import { ALL_ROUTES } from './all.cases';

startMatrixServer();

describe('route inventory', () => {
  it('the table covers every route the app registers (HEAD mirrors each GET)', () => {
    const expected = ALL_ROUTES.flatMap((r) =>
      r.method === 'GET' ? [`GET ${r.path}`, `HEAD ${r.path}`] : [`${r.method} ${r.path}`],
    );
    expect(registeredRoutes(server.app.printRoutes({ commonPrefix: false }))).toEqual([...expected].sort());
  });

  it('HEAD follows its GET: 401 without a token, 200 on a public list', async () => {
    expect((await call('HEAD', '/api/landings')).statusCode).toBe(401);
    const head = await call('HEAD', '/api/categories');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('an unknown /api path is a 404 NotFoundError envelope', async () => {
    expectError(await call('GET', '/api/nope', { token: demoToken }), 404, 'NotFoundError');
    expectError(await call('PATCH', '/api/landings/1', { token: demoToken }), 404, 'NotFoundError');
  });
});

describe('edges of the contract', () => {
  it('POST landings naming an origin club that does not exist is a 400 ValidationError, not a 500', async () => {
    const before = await snapshot(['landings', 'landings_club_services']);
    const res = await call('POST', '/api/landings', {
      token: demoToken,
      payload: { data: { user: ids.pilot, aircraft: ids.aircraft, date: '2026-05-02', from: 999999 } },
    });
    expectError(res, 400, 'ValidationError', 'unknown from');
    expect(await snapshot(['landings', 'landings_club_services'])).toEqual(before);
  });

  it("a filter through a landing's origin cannot probe another club's hidden fields", async () => {
    // The demo club logs a landing that came from the other club: it may see that club's names only.
    const created = await call('POST', '/api/landings?populate=from', {
      token: demoToken,
      payload: { data: { user: ids.pilot, aircraft: ids.aircraft, date: '2026-05-03', from: ids.otherClub } },
    });
    const landing = (expectOk(created).data ?? {}) as Entity;
    const from = (landing.attributes.from as { data: Entity }).data;
    expect(from.id).toBe(ids.otherClub);
    expect(from.attributes).not.toHaveProperty('stripeEmail');
    expect(from.attributes).not.toHaveProperty('nif');
    const hidden = await clubRow(ids.otherClub);
    const probe = async (field: string, prefix: string) => {
      const url = `/api/landings?filters[id][$eq]=${landing.id}&filters[from][${field}][$startsWith]=${encodeURIComponent(prefix)}`;
      const res = await call('GET', url, { token: demoToken });
      return { status: res.statusCode, body: res.body };
    };
    // Whether refused or answered, a true guess and a false guess must look the same.
    for (const field of ['stripeEmail', 'nif', 'phone'] as const) {
      const secret = String(hidden[field]);
      expect(await probe(field, secret.slice(0, 3)), field).toEqual(
        await probe(field, `~${secret.slice(1, 3)}`),
      );
    }
  });
});
