// Where the app's API is, read from config.json as the real server serves it beside index.html.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../../server/src/testing/test-server';
import { loadApiBaseUrl } from './api-address';

let server: TestServer | null = null;
let dir = '';

afterEach(async () => {
  await server?.close();
  server = null;
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

async function serving(config: string | null): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), 'ppr-desk-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>PPR Desk</title>');
  if (config !== null) writeFileSync(join(dir, 'config.json'), config);
  server = await createTestServer({ staticDir: dir, listen: true });
  return `${server.url}/config.json`;
}

describe('loadApiBaseUrl', () => {
  it("takes config.json's apiUrl over the build's VITE_API_URL", async () => {
    const configUrl = await serving(JSON.stringify({ apiUrl: 'https://strapi.club.example/api/' }));
    expect(await loadApiBaseUrl({ configUrl, buildTime: 'https://built.example/api' })).toBe(
      'https://strapi.club.example/api',
    );
  });

  it('falls back to VITE_API_URL, then /api, when there is no config.json', async () => {
    const configUrl = await serving(null);
    expect(await loadApiBaseUrl({ configUrl, buildTime: 'https://built.example/api' })).toBe(
      'https://built.example/api',
    );
    expect(await loadApiBaseUrl({ configUrl, buildTime: '' })).toBe('/api');
  });

  it('says what is wrong with a broken config.json and starts with the default', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const configUrl = await serving(JSON.stringify({ apiUrl: 'ftp://nope/api' }));
    expect(await loadApiBaseUrl({ configUrl, buildTime: '' })).toBe('/api');
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^config\.json: apiUrl must be an http\(s\) URL/),
    );
  });
});
