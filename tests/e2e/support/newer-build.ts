// Makes "the next deployment" of a built app: a copy whose index.html carries another build mark
// and whose service worker lists that index.html under its new revision, byte for byte what
// vite-plugin-pwa emits when only the page changed. Faster and more hermetic than a second Vite
// build inside the browser suite, and it exercises the same update path in the browser.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compressBeside } from '../../../vite-plugins/precompress';

export const BUILD_MARK = 'ppr-build';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Copies `dist` to a temporary folder as build `id`; returns the folder (the caller removes it). */
export function newerBuild(dist: string, id: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'ppr-desk-build-'));
  cpSync(dist, folder, { recursive: true });

  const indexFile = join(folder, 'index.html');
  const oldIndex = readFileSync(indexFile, 'utf8');
  const mark = `<meta name="${BUILD_MARK}" content="${id}" />`;
  const withoutMark = oldIndex.replace(new RegExp(`\\s*<meta name="${BUILD_MARK}"[^>]*>`), '');
  const newIndex = withoutMark.replace('</head>', `  ${mark}\n  </head>`);
  writeFileSync(indexFile, newIndex);
  // The server prefers the build's Brotli and gzip copies: a stale one would hide the new page.
  compressBeside(indexFile);

  const swFile = join(folder, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const entry = `{url:"index.html",revision:"${md5(oldIndex)}"}`;
  if (!sw.includes(entry)) throw new Error(`${swFile} does not precache index.html as ${entry}`);
  writeFileSync(swFile, sw.replace(entry, `{url:"index.html",revision:"${md5(newIndex)}"}`));
  compressBeside(swFile);
  return folder;
}
