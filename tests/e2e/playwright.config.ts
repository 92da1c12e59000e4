import { defineConfig } from '@playwright/test';

// Debian's Chromium (apt-get install chromium): Playwright never downloads a browser here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two spec files at a time, each worker on its own server: most of a browser test is waiting (the
  // chaos run alone is three minutes of a flapping link), so two fit on a 2-core CI machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
