import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { chunkModules } from './vite-plugins/chunk-modules.ts';
import { compiledCatalogs } from './vite-plugins/compiled-catalogs.ts';
import { firstPaint } from './vite-plugins/first-paint/first-paint.ts';
import { preloadedWithDynamicImport } from './vite-plugins/module-preload.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { sharedChunkGroups } from './vite-plugins/shared-chunks.ts';
import { messageIdNames, shortMessageIds } from './vite-plugins/short-message-ids.ts';

const THEME_COLOUR = '#0b3d5c';
const PURE_MODULES = /[\\/]src[\\/](domain|data[\\/]react)[\\/]/;

const fromRoot = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

// The catalog keys' short names, worked out once when a build first asks (docs/decisions/0074).
let names: Map<string, string> | undefined;
const keyNames = () => {
  names ??= messageIdNames(fromRoot(''));
  return names;
};

/** `npm run dev` answers /request/… with the pilot's entry, as the server does. */
function pilotPagesInDev(): Plugin {
  return {
    name: 'ppr-desk-pilot-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith('/request/')) req.url = '/request.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    pilotPagesInDev(),
    compiledCatalogs(keyNames),
    // Must come before react(): it generates src/routeTree.gen.ts and splits route components.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    VitePWA({
      registerType: 'prompt',
      strategies: 'generateSW',
      // The app registers the worker itself (workbox-window, src/features/shell): no inline script,
      // which the server's Content-Security-Policy would refuse.
      injectRegister: false,
      includeAssets: ['robots.txt', 'icons/*.png'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        navigateFallback: '/index.html',
        // The pilot's pages (/request/…) are the server's, with their own entry: never the desk shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/request\//],
        cleanupOutdatedCaches: true,
        // config.json says where the API is (deploy time): fresh when the link is up, the last copy
        // when it is not, so an installed desk still starts offline. Nothing under /api/ is cached.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'runtime-config', networkTimeoutSeconds: 3 },
          },
        ],
      },
      manifest: {
        name: 'PPR Desk',
        short_name: 'PPR Desk',
        description:
          'Prior-permission landing requests, parked aircraft and club settings for the airfield desk.',
        start_url: '/movements',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    shortMessageIds(keyNames),
    chunkModules(),
    firstPaint(),
    precompress(),
  ],
  // The manifest lets scripts/bundle-budget.mjs follow each route's chunks. request.html is the
  // pilot's page (ADR 0009), its own small entry beside the desk's.
  build: {
    manifest: true,
    // The desk's modules are preloaded by index.html's first script (docs/decisions/0043), after
    // which Vite's polyfill finds nothing to do; browsers without modulepreload (Safari before 17)
    // fetch modules as their imports are read, later but whole. What a lazy chunk's import preloads
    // beside it: vite-plugins/module-preload.ts (docs/decisions/0044).
    modulePreload: { polyfill: false, resolveDependencies: preloadedWithDynamicImport },
    rolldownOptions: {
      input: { desk: 'index.html', request: 'request.html' },
      // src/domain holds pure rules and src/data/react the screens' bindings to the data layer: importing
      // either runs nothing (docs/architecture.md). Told so, Rolldown drops a module that only passes
      // names on (data/react/error-words.ts) rather than giving it a chunk that only imports another.
      treeshake: { moduleSideEffects: (id) => (PURE_MODULES.test(id) ? false : undefined) },
      // The pilot's page in a few requests, not one per small module it shares with the desk.
      output: {
        codeSplitting: {
          groups: sharedChunkGroups({ desk: fromRoot('index.html'), pilot: fromRoot('request.html') }),
        },
      },
    },
  },
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('src') },
      // @tanstack/react-store asks for the shim's with-selector, written for React before 18; React 19
      // has useSyncExternalStore, which the package's own with-selector uses without the shim.
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      // workbox-window's `module` is its ES5 build; the desk's browsers all run the same package's
      // modern build, 1 KB lighter gzipped.
      {
        find: /^workbox-window$/,
        replacement: createRequire(import.meta.url).resolve('workbox-window/build/workbox-window.prod.mjs'),
      },
    ],
  },
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:8080' } },
  test: {
    // Those need a running Strapi peer: npm run test:strapi runs them (tests/strapi/run.ts).
    exclude: ['**/node_modules/**', '**/*.strapi.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Teardown stops servers and closes IndexedDB: generous on a loaded 2-core CI machine.
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, while most
    // files spend their time waiting on a server, a database or a timer. On two cores, four workers ran
    // npm test in 204 s against 250 s for two (the CPU was 62% busy with two).
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        // Each server test builds its own app on its own database and closes it: they share nothing
        // but the modules, so a worker thread keeps those loaded from file to file (twice as fast).
        test: { name: 'server', include: ['server/**/*.test.ts'], pool: 'threads', isolate: false },
      },
      {
        extends: true,
        // The same for the desk's files (4 min 44 s in a process each, 3 min here): each opens its own
        // databases and servers, and restores the globals and timers it fakes. IndexedDB is fake-indexeddb's
        // before any file loads Dexie (desk-setup.ts); the suite passes with its files shuffled
        // (`--sequence.shuffle.files`), which is how to look for a file that leaves state behind.
        test: {
          name: 'desk',
          include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts', 'scripts/**/*.test.ts'],
          pool: 'threads',
          isolate: false,
          setupFiles: ['src/test/desk-setup.ts'],
        },
      },
    ],
  },
});
