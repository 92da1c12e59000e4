import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { precompress } from './precompress';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs the plugin's hooks as vite build does, on a made-up dist folder. */
function runOn(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'ppr-desk-precompress-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, 'dist', name, '..'), { recursive: true });
    writeFileSync(join(root, 'dist', name), text);
  }
  const plugin = precompress();
  const config = { root, build: { outDir: 'dist' } } as ResolvedConfig;
  (plugin.configResolved as (c: ResolvedConfig) => void)(config);
  (plugin.closeBundle as { handler: () => void }).handler();
  return (name: string) => join(root, 'dist', name);
}

it('writes a Brotli and a gzip copy of each compressible file that decompress to the file', () => {
  const js = `export const x = ${JSON.stringify('runway '.repeat(500))};`;
  const path = runOn({ 'assets/desk-1.js': js, 'index.html': `<!doctype html>${'<p>PPR</p>'.repeat(200)}` });
  expect(brotliDecompressSync(readFileSync(path('assets/desk-1.js.br'))).toString()).toBe(js);
  expect(gunzipSync(readFileSync(path('assets/desk-1.js.gz'))).toString()).toBe(js);
  expect(existsSync(path('index.html.br'))).toBe(true);
});

it('leaves small files, images, dotfiles and the deploy-time config.json alone', () => {
  const big = 'x'.repeat(5000);
  const path = runOn({
    'robots.txt': 'User-agent: *',
    'icons/icon.png': big,
    '.vite/manifest.json': `{"a":"${big}"}`,
    'config.json': `{"apiUrl":"/api","note":"${big}"}`,
  });
  for (const name of ['robots.txt', 'icons/icon.png', '.vite/manifest.json', 'config.json']) {
    expect(existsSync(path(`${name}.br`)), name).toBe(false);
    expect(existsSync(path(`${name}.gz`)), name).toBe(false);
  }
});
