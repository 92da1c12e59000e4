// Paints the sign-in form into the built index.html (docs/decisions/0037): the app's own card and
// form rendered by react-dom/server once per language, and the small script that shows the copy
// this device speaks before the page first paints, when the app will open on it, and starts the
// desk's own modules (docs/decisions/0043).
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { ENTRY_ATTRIBUTE, IMPORTS_ATTRIBUTE } from '../../src/lib/module-start';

/** render-sign-in.tsx's: the painted form, a copy per language. */
type PaintSignIn = () => Promise<string>;

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const IMPORT_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with a classic script in its head, just after the title and before the stylesheets (a
 * script after them would wait for them before it runs). Vite's tags for the page's entry module and
 * its imports move onto that script, which starts them itself (docs/decisions/0043): the browser
 * would otherwise fetch and run them whatever the page shows.
 */
export function withFirstScript(html: string, script: string): string {
  const entries = [...html.matchAll(ENTRY_TAG)].map((match) => match[1]);
  const imports = [...html.matchAll(IMPORT_TAG)].map((match) => match[1]);
  if (entries.length !== 1)
    throw new Error(`first-paint: the page has ${entries.length} module scripts, not its one entry`);
  const withoutTags = html.replace(ENTRY_TAG, '').replace(IMPORT_TAG, '');
  const tag = `<script src="/${script}" ${ENTRY_ATTRIBUTE}="${entries[0]}" ${IMPORTS_ATTRIBUTE}="${imports.join(' ')}"></script>`;
  const withScript = withoutTags.replace('</title>', `</title>\n    ${tag}`);
  if (withScript === withoutTags) throw new Error('first-paint: the page has no <title>');
  return withScript;
}

/** index.html with its first script and the painted form just before the app's #root. */
export function withFirstPaint(html: string, script: string, painted: string): string {
  const withScript = withFirstScript(html, script);
  const withCopies = withScript.replace('<div id="root"></div>', `${painted}\n    <div id="root"></div>`);
  if (withCopies === withScript) throw new Error('first-paint: index.html has no empty <div id="root">');
  return withCopies;
}

/** src/first-paint-entry.ts as one classic script: it runs, and decides, before the first paint. */
async function firstPaintScript(root: string): Promise<string> {
  const built = await build({
    absWorkingDir: root,
    entryPoints: ['src/first-paint-entry.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2020',
    alias: { '@': './src' },
    logLevel: 'warning',
  });
  const [file] = built.outputFiles;
  if (!file) throw new Error('first-paint: esbuild wrote no script');
  return file.text;
}

/**
 * render-sign-in.tsx bundled for Node and loaded: components as the app has them, their CSS left
 * out (the page links the built CSS), packages such as React from node_modules.
 */
async function loadPainter(root: string): Promise<PaintSignIn> {
  const outDir = resolve(root, 'node_modules/.cache/ppr-desk');
  mkdirSync(outDir, { recursive: true });
  const outfile = resolve(outDir, `render-sign-in-${process.pid}-${Date.now()}.mjs`);
  await build({
    absWorkingDir: root,
    entryPoints: ['vite-plugins/first-paint/render-sign-in.tsx'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    alias: { '@': './src' },
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    outfile,
    logLevel: 'warning',
  });
  try {
    const module = (await import(pathToFileURL(outfile).href)) as { paintSignIn: PaintSignIn };
    return module.paintSignIn;
  } finally {
    // Loaded: the file has done its work, and a build per run would otherwise pile them up.
    rmSync(outfile, { force: true });
  }
}

export function firstPaint(): Plugin {
  let root = process.cwd();
  return {
    name: 'ppr-desk-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After Vite has written index.html into the bundle, before vite-plugin-pwa lists it for the
    // service worker and precompress.ts squeezes it.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const script = await firstPaintScript(root);
        const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
        const fileName = `assets/first-paint-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source: script });
        const paint = await loadPainter(root);
        page.source = withFirstPaint(String(page.source), fileName, await paint());
      },
    },
  };
}
