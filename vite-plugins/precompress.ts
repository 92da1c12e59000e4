// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once,
// at the highest levels, so the server hands them out by content negotiation at no CPU cost.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.ico',
]);
// Under this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;
// config.json is edited at deploy time (ADR 0005): a stale compressed copy would win over the edit.
const NEVER = new Set(['config.json']);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ppr-desk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    // After vite-plugin-pwa has written sw.js and its workbox runtime in its own closeBundle.
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const path of files(outDir)) {
          if (!COMPRESSIBLE.has(extname(path)) || NEVER.has(relative(outDir, path))) continue;
          if (statSync(path).size < MIN_BYTES) continue;
          const raw = readFileSync(path);
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
        }
      },
    },
  };
}
