// The aerodrome data through the public routes (docs/product/aerodromes.md), on the real OurAirports
// file the package ships: "Ponte de Sor" suggests LPSO, a code finds its aerodrome with position,
// elevation and runway, accents and case aside; an unknown code is a 404, a missing query a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
const suggestions = async (q: string) => {
  const res = await get(`/api/public/aerodromes?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Array<{ icao: string; name: string }> }).data;
};

describe('the aerodrome data', () => {
  it('suggests LPSO for "Ponte de Sor", by its code in any case, and by its name without accents', async () => {
    expect((await suggestions('Ponte de Sor'))[0]).toMatchObject({
      icao: 'LPSO',
      name: 'Aeródromo Municipal de Ponte de Sor',
    });
    expect((await suggestions('lpso'))[0]?.icao).toBe('LPSO');
    expect((await suggestions('aerodromo municipal ponte')).map((a) => a.icao)).toContain('LPSO');
    expect(await suggestions('zzzz no such place')).toEqual([]);
    expect((await suggestions('LP')).length).toBe(8);
  });

  it('reads an aerodrome by its code with its position, elevation in feet and runways in metres', async () => {
    const res = await get('/api/public/aerodromes/lpso');
    expect(res.statusCode, res.body).toBe(200);
    const lpso = res.json().data;
    expect(lpso).toMatchObject({ icao: 'LPSO', country: 'PT', elevationFt: 390 });
    expect(lpso.lat).toBeCloseTo(39.2115, 3);
    expect(lpso.long).toBeCloseTo(-8.0578, 3);
    expect(lpso.runways[0]).toMatchObject({ lengthM: 1800, surface: 'asphalt', lighted: true });
  });

  it('answers an unknown code with a 404 that names it, and a search with nothing to look for with a 400', async () => {
    const unknown = await get('/api/public/aerodromes/LPZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.details.i18n).toEqual({ id: 'aerodromes.unknown', values: { icao: 'LPZZ' } });
    expect((await get('/api/public/aerodromes/not-a-code')).statusCode).toBe(404);
    const empty = await get('/api/public/aerodromes?q=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.errors[0]).toMatchObject({ path: ['q'] });
  });
});
