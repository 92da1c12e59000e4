// npm run test:e2e: builds the app (unless E2E_SKIP_BUILD=1) and runs the Playwright suite in
// Debian's Chromium (its headless shell where installed: support/chromium.ts). Each test worker
// starts its own server on 127.0.0.1 with a fresh database.
import { spawnSync } from 'node:child_process';
import { exitUnlessTestChromium } from './support/chromium';

exitUnlessTestChromium();
const run = (command: string, args: string[]): void => {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};
if (process.env.E2E_SKIP_BUILD !== '1') run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)]);
