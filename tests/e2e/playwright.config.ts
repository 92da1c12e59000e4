import { defineConfig } from '@playwright/test';

// Debian's Chromium (apt-get install chromium): Playwright never downloads a browser here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One spec file at a time by default: on a 2-core machine two workers made journeys miss their
  // 10 s expectations. E2E_WORKERS=2 (each worker on its own server) on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // E2E_OUTPUT keeps parallel runs from deleting each other's traces.
  outputDir: process.env.E2E_OUTPUT ?? '../../test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      // Without the background-networking flags Chromium keeps dialling Google on this closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
