import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SLUG, requestBody } from './testing/pilot-requests';
import { createTestServer, type TestServer } from './testing/test-server';

const INDEX = `<!doctype html><title>PPR Desk</title>${'<link rel="modulepreload">'.repeat(50)}`;
const DESK_JS = `export const desk = ${JSON.stringify('x'.repeat(4000))};`;
let dir: string;
let server: TestServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ppr-desk-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'request.html'),
    '<!doctype html><html lang="en"><head><title>Request to land</title></head><body><main id="page"></main></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  // As the build leaves them (vite-plugins/precompress.ts): a .br and a .gz beside the file.
  for (const [name, text] of [
    ['index.html', INDEX],
    ['assets/desk-abcd.js', DESK_JS],
    ['sw.js', `self.addEventListener('fetch', () => {}); ${'/* precache */'.repeat(100)}`],
  ] as const) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"PPR Desk"}');
  writeFileSync(join(dir, '.env'), 'JWT_SECRET=do-not-serve-me');
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, '.git', 'config'), '[core] do-not-serve-me');
  server = await createTestServer({ staticDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('compressed at build time, cached by name (ADR 0013)', () => {
  it('hands out the Brotli copy, the gzip one or the file itself by Accept-Encoding, with Vary', async () => {
    const br = await get('/assets/desk-abcd.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(DESK_JS);
    const gz = await get('/assets/desk-abcd.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/desk-abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(DESK_JS);
  });

  it('compresses index.html, for / and for every page path, and never lets it be cached', async () => {
    // The desk's pages outside the sign-in too: the reset link a mail carries opens the desk.
    const resetLink = `/reset-password/${'Ab3_-'.repeat(8)}xyz`;
    for (const url of ['/', '/index.html', '/movements', '/forgot-password', resetLink]) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('asks the browser to check the service worker and the manifest every time', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a file that is not there with 404, not with the page', async () => {
    const missing = await get('/config.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
    writeFileSync(join(dir, 'config.json'), '{"apiUrl":"/api"}');
    const present = await get('/config.json');
    expect(present.statusCode).toBe(200);
    expect(present.headers['cache-control']).toBe('no-cache');
    expect(present.json()).toEqual({ apiUrl: '/api' });
    rmSync(join(dir, 'config.json'));
  });
});

describe('the built app', () => {
  it('serves hashed assets for a year and pages from index.html', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/movements');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>PPR Desk</title>');
  });

  it('never serves a dotfile left in the folder', async () => {
    for (const url of ['/.env', '/.git/config', '/assets/../.env', '/%2e%2e/.env']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('do-not-serve-me');
    }
  });
});

describe("the pilot's pages (ADR 0009, rendered into request.html: docs/decisions/0021)", () => {
  it("answer the request entry, never the desk's page, with 404 where nothing is", async () => {
    const page = await get(`/request/${DEMO_SLUG}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Request to land at Example Aero Club</title>');
    for (const url of [
      '/request/no-such-field',
      '/request/Bad%20Slug',
      `/request/status/${'A'.repeat(22)}`,
      '/request/status/x',
    ]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toMatch(/<title>(Page|Request) not found<\/title>/);
      expect(missing.body, url).not.toContain('<title>PPR Desk</title>');
    }
  });

  it('open the status page of a real token', async () => {
    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/public/airfields/${DEMO_SLUG}/requests`,
      payload: { data: requestBody(new Date(), { email: 'static@pilots.example' }) },
    });
    const page = await get(`/request/status/${sent.json().data.token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>PENDING: request to Example Aero Club</title>');
  });
});
