import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, TEST_LAUNCH } from './support/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // E2E_OUTPUT keeps parallel runs from deleting each other's traces.
  outputDir: process.env.E2E_OUTPUT ?? '../../test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    // A trace records a screenshot and a DOM snapshot at every step: recorded for every test (and
    // dropped when it passed), it took a quarter of the suite's time on 2 cores (33 min against 24.5).
    // A failure is recorded when it runs again (CI retries once); locally, `--trace on` records one.
    trace: 'on-first-retry',
    launchOptions: TEST_LAUNCH,
  },
});
