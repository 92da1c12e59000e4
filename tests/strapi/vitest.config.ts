// The data layer's tests against the real Strapi peer (STRAPI_URL, set by tests/strapi/run.ts):
// the *.strapi.test.ts files that `npm test` leaves out, one at a time (they share one peer).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from '../../vite-plugins/compiled-catalogs.ts';

export default defineConfig({
  // The data layer imports its words as the app does: compiled catalogs per audience.
  plugins: [compiledCatalogs()],
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['src/**/*.strapi.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
