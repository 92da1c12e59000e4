// Bundles the server (server/src/main.ts with the src/domain modules it imports, and the pilot
// page's components it renders, docs/decisions/0021) into one ES module, dist-server/main.mjs, that
// production runs on plain Node: no TypeScript loader holding ~50 MB beside a running server.
// Packages (React among them) stay in node_modules (imported, not bundled).
import { resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = resolve(ROOT, 'dist-server', 'main.mjs');

/**
 * How production starts it (npm start, the Dockerfile, the bench): a young generation of at most
 * 8 MB per half, not 16, keeps ~15 MB less resident when idle; 4 MB would keep 10 MB more off but
 * spent a quarter of the populated list's time collecting garbage, 8 MB about 8% (ADR 0014).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/**
 * The environment production starts it with. Each password check runs scrypt with 16 MB of memory
 * on a libuv thread; glibc's moving mmap threshold keeps such a block in that thread's arena once
 * one has been freed, ~17 MB resident for good after the first sign-in. A fixed 4 MB threshold
 * gives every larger block back to the system when freed, and leaves smaller ones as they were.
 * NODE_ENV=production: React renders the pilot's page with its production build, not the
 * development one with its checks (several times slower).
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '4194304', NODE_ENV: 'production' } as const;

/** `root`: the checkout to bundle (a bench's baseline worktree); its node_modules serves the packages. */
export async function buildServer(outfile = SERVER_BUNDLE, root = ROOT): Promise<string> {
  await build({
    absWorkingDir: root,
    entryPoints: ['server/src/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@': './src' },
    jsx: 'automatic',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(`server bundled: ${await buildServer()}`);
}
