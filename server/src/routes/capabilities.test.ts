// The capabilities call a desk uses to tell our server from a plain Strapi, and the page's CSP
// following a build's config.json to the API origin it is pointed at.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PPR_DESK_CAPABILITIES, readCapabilities } from '@/domain/wire/server-capabilities';
import { createTestServer, type TestServer } from '../testing/test-server';

let server: TestServer | null = null;
const dirs: string[] = [];

afterEach(async () => {
  await server?.close();
  server = null;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function builtApp(config?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ppr-desk-dist-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>PPR Desk</title>');
  if (config !== undefined) writeFileSync(join(dir, 'config.json'), config);
  return dir;
}

const connectSrc = (csp: string | string[] | number | undefined): string =>
  String(csp)
    .split(';')
    .find((part) => part.trim().startsWith('connect-src'))
    ?.trim() ?? '';

describe('GET /api/ppr-desk/capabilities', () => {
  it('answers without a token with the headers and features our server accepts', async () => {
    server = await createTestServer();
    const response = await server.app.inject({ method: 'GET', url: '/api/ppr-desk/capabilities' });
    expect(response.statusCode).toBe(200);
    expect(readCapabilities(response.json())).toEqual(PPR_DESK_CAPABILITIES);
    expect(response.json()).toEqual({
      dialect: 'ppr-desk',
      headers: ['Idempotency-Key', 'If-Match'],
      features: [
        'band-save',
        'pilot-requests',
        'live-sync',
        'account-locale',
        'sessions',
        'movement-log',
        'desk-states',
        'club-clock',
        'closures',
        'receipts',
        'acceptance-rules',
        'slot-limits',
        'aerodromes',
      ],
    });
  });

  it('is a plain GET: any other method is a 404 in the error envelope', async () => {
    server = await createTestServer();
    const response = await server.app.inject({ method: 'POST', url: '/api/ppr-desk/capabilities' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
  });
});

describe('Content-Security-Policy and config.json', () => {
  it("allows only the page's own origin when the build has no config.json", async () => {
    server = await createTestServer({ staticDir: builtApp() });
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(connectSrc(response.headers['content-security-policy'])).toBe("connect-src 'self'");
  });

  it('also allows the API origin config.json points the app at', async () => {
    server = await createTestServer({
      staticDir: builtApp(JSON.stringify({ apiUrl: 'https://strapi.club.example:8443/api' })),
    });
    const response = await server.app.inject({ method: 'GET', url: '/movements' });
    expect(connectSrc(response.headers['content-security-policy'])).toBe(
      "connect-src 'self' https://strapi.club.example:8443",
    );
    const config = await server.app.inject({ method: 'GET', url: '/config.json' });
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('ignores a config.json it cannot use and keeps the strict policy', async () => {
    for (const config of ['{not json', JSON.stringify({ apiUrl: 'javascript:alert(1)' })]) {
      server = await createTestServer({ staticDir: builtApp(config) });
      const response = await server.app.inject({ method: 'GET', url: '/' });
      expect(connectSrc(response.headers['content-security-policy'])).toBe("connect-src 'self'");
      await server.close();
      server = null;
    }
  });
});
