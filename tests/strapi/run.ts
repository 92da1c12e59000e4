// npm run test:strapi: the desk against a real Strapi in its default configuration, version 5 (the
// peer in tests/strapi5/peer) and version 4 (../shared/strapi-peer). Installs each peer (cached),
// starts it on a free port, runs the data layer's Strapi tests (vitest) and the browser journeys
// (Playwright, Debian's Chromium) against it, with the built app pointed at it by config.json, then
// stops it. `--peer=5` or `--peer=4` runs one; `vitest` or `e2e` one tier; `x.spec.ts` some journeys.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exitUnlessTestChromium } from '../e2e/support/chromium';
import { installPeer5, startPeer5 } from '../strapi5/support/strapi5-peer';
import { installPeer, startPeer } from './support/strapi-peer';

const ROOT = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const peers = args.filter((arg) => arg.startsWith('--peer=')).map((arg) => arg.slice('--peer='.length));
const specs = args.filter((arg) => arg.endsWith('.spec.ts'));
const tiers = args.filter((arg) => !specs.includes(arg) && !arg.startsWith('--peer='));
const only = (tier: string) => tiers.length === 0 || tiers.includes(tier);
const versions = (['5', '4'] as const).filter((version) => peers.length === 0 || peers.includes(version));

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}): void {
  const { status } = spawnSync(command, commandArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (exit ${status})`);
}

if (only('e2e')) exitUnlessTestChromium();

for (const version of versions) {
  if (version === '5') installPeer5();
  else installPeer();
}
if (only('e2e') && process.env.E2E_SKIP_BUILD !== '1') run('npm', ['run', 'build']);

let failed = false;
for (const version of versions) {
  console.log(`\n== against Strapi ${version}`);
  const peer = version === '5' ? await startPeer5() : await startPeer();
  const dist = mkdtempSync(join(tmpdir(), 'ppr-desk-strapi-dist-'));
  try {
    const env = { STRAPI_URL: peer.url, STRAPI_DB: peer.databaseFile, STRAPI_VERSION: version };
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
}
process.exit(failed ? 1 : 0);
