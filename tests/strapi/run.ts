// npm run test:strapi: the desk against a real Strapi 4.26.2 in its default configuration (the
// peer in ../shared/strapi-peer). Installs the peer (cached), starts it on a free port, runs the
// data layer's Strapi tests (vitest) and the browser journeys (Playwright, Debian's Chromium) against
// it, with the built app pointed at it by config.json, then stops it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { installPeer, startPeer } from './support/strapi-peer';

const ROOT = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const specs = args.filter((arg) => arg.endsWith('.spec.ts'));
const tiers = args.filter((arg) => !specs.includes(arg));
const only = (tier: string) => tiers.length === 0 || tiers.includes(tier);

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}): void {
  const { status } = spawnSync(command, commandArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (exit ${status})`);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (only('e2e') && !existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

installPeer();
if (only('e2e') && process.env.E2E_SKIP_BUILD !== '1') run('npm', ['run', 'build']);
const peer = await startPeer();
const dist = mkdtempSync(join(tmpdir(), 'ppr-desk-strapi-dist-'));
let failed = false;
try {
  const env = { STRAPI_URL: peer.url, STRAPI_DB: peer.databaseFile };
  if (only('vitest')) run('npx', ['vitest', 'run', '-c', 'tests/strapi/vitest.config.ts'], env);
  if (only('e2e')) {
    // The same build as everywhere, pointed at the peer at deploy time.
    cpSync(resolve(ROOT, process.env.E2E_DIST ?? 'dist'), dist, { recursive: true });
    writeFileSync(join(dist, 'config.json'), `${JSON.stringify({ apiUrl: `${peer.url}/api` })}\n`);
    run('npx', ['playwright', 'test', '-c', 'tests/strapi/playwright.config.ts', ...specs], {
      ...env,
      STRAPI_DIST: dist,
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await peer.stop();
  rmSync(dist, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
