// Debian's Chromium, as every browser run here launches it (both Playwright tiers and the benches):
// Playwright never downloads a browser on these machines.
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** The whole browser (Debian's chromium): what an operator runs, so what the benches measure. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tiers' Chromium: Debian's chromium-headless-shell where it is installed, the same
 * Chromium 156 engine without the browser's own interface, which Playwright itself runs headless
 * tests in. On two cores it ran the same specs in a fifth less time and a quarter less CPU
 * (docs/decisions/0062). CHROMIUM_PATH, when set, is used for the tests too.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Both browser tiers' runners stop here, saying how to install it, when the tests' Chromium is missing. */
export function exitUnlessTestChromium(): void {
  if (existsSync(TEST_CHROMIUM_PATH)) return;
  console.error(
    `Chromium not found at ${TEST_CHROMIUM_PATH}: apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

/**
 * Spec files run side by side, each worker on its own server: two in the headless shell, where on two
 * cores the suite took 14–15 min against 18.5 for one, none flaky in two runs; one in the whole
 * browser, where two had made journeys miss their 10 s expectations (docs/decisions/0062).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? (TEST_CHROMIUM_PATH === HEADLESS_SHELL ? 2 : 1));

/** Without the background-networking flags Chromium keeps dialling Google on this closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How the browser tiers launch Chromium. */
export const TEST_LAUNCH: LaunchOptions = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** How the benches launch it: the whole browser, so that their figures are an operator's. */
export const BENCH_LAUNCH: LaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
