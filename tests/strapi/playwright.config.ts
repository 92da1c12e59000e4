import { defineConfig } from '@playwright/test';
import { TEST_LAUNCH } from '../e2e/support/chromium';

// The browser journeys against the real Strapi peer (tests/strapi/run.ts starts it and the desk).

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT ?? '../../test-results/strapi',
  use: {
    browserName: 'chromium',
    headless: true,
    // Recorded when a failed journey runs again (CI retries once), as in tests/e2e/playwright.config.ts.
    trace: 'on-first-retry',
    launchOptions: TEST_LAUNCH,
  },
});
