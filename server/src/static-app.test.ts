import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SLUG, requestBody } from './testing/pilot-requests';
import { createTestServer, type TestServer } from './testing/test-server';

let dir: string;
let server: TestServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ppr-desk-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>PPR Desk</title>');
  writeFileSync(join(dir, 'request.html'), '<!doctype html><title>Request to land</title>');
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(dir, '.env'), 'JWT_SECRET=do-not-serve-me');
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, '.git', 'config'), '[core] do-not-serve-me');
  server = await createTestServer({ staticDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

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

describe("the pilot's pages (ADR 0009)", () => {
  it("answer the request entry, never the desk's page, with 404 where nothing is", async () => {
    const page = await get(`/request/${DEMO_SLUG}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Request to land</title>');
    for (const url of [
      '/request/no-such-field',
      '/request/Bad%20Slug',
      `/request/status/${'A'.repeat(22)}`,
      '/request/status/x',
    ]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<title>Request to land</title>');
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
    expect(page.body).toContain('<title>Request to land</title>');
  });
});
