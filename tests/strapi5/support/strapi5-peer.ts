// The real Strapi 5 peer from tests/strapi5/peer: installed once into a cache folder by its own
// setup.sh, then started here on a free 127.0.0.1 port over a database file of the caller's choice
// (seeded by the peer's bootstrap when empty), and stopped by the process that started it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../strapi/support/strapi-peer';

/** The peer's hand-written source (setup.sh, app/). */
export const PEER5_SOURCE = resolve(import.meta.dirname, '..', 'peer');
/** Where setup.sh installs it (node_modules kept between runs); STRAPI5_PEER_DIR overrides. */
export const PEER5_DIR = resolve(
  process.env.STRAPI5_PEER_DIR ?? join(homedir(), '.cache', 'ppr-desk', 'strapi5-peer'),
);

/** Seeded accounts of the peer (the same as the Strapi 4 peer's). */
export const PEER5_OWNER = { email: 'owner@example.com', password: 'Passw0rd!' } as const;

/** Runs the peer's setup.sh: a first install takes minutes, later ones seconds. */
export function installPeer5(): void {
  const { status } = spawnSync('bash', [join(PEER5_SOURCE, 'setup.sh')], {
    env: { ...process.env, APP_DIR: PEER5_DIR },
    stdio: 'inherit',
  });
  if (status !== 0) throw new Error(`Strapi 5 peer setup failed (exit ${status})`);
}

export interface RunningPeer5 {
  /** e.g. http://127.0.0.1:40123; the API is at `${url}/api`. */
  url: string;
  /** The SQLite file this peer uses. */
  databaseFile: string;
  pid: number;
  /** Spawn to first 204 on /_health, in ms (includes the seed on an empty database). */
  startMs: number;
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
}

export interface StartOptions {
  /** The app folder to run (PEER5_DIR by default; a scratch copy for a changed config). */
  appDir?: string;
  /** Relative to appDir; a new file under .tmp/ by default. */
  database?: string;
  /** Extra environment, e.g. SEED=false. */
  env?: NodeJS.ProcessEnv;
  /** How long to wait for /_health; the first start seeds 200 published landings. */
  timeoutMs?: number;
}

/**
 * `strapi start` on a free port. NODE_ENV=development for the reason start.sh gives: over plain
 * HTTP the default refresh-token cookie cannot be Secure, so production refuses every sign-in.
 */
export async function startPeer5(options: StartOptions = {}): Promise<RunningPeer5> {
  const appDir = options.appDir ?? PEER5_DIR;
  const port = await freePort();
  const database = options.database ?? `.tmp/ppr-desk-strapi5-${process.pid}-${port}.db`;
  const databaseFile = join(appDir, database);
  const started = Date.now();
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/@strapi/strapi/bin/strapi.js', 'start'],
    {
      cwd: appDir,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        NODE_ENV: 'development',
        STRAPI_TELEMETRY_DISABLED: 'true',
        DATABASE_FILENAME: database,
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + (options.timeoutMs ?? 600_000);
  let up = false;
  while (!up && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode} before it was up`);
    try {
      up = (await fetch(`${url}/_health`)).status === 204;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) {
    child.kill('SIGKILL');
    throw new Error('Strapi 5 did not answer /_health in time');
  }
  return {
    url,
    databaseFile,
    pid: child.pid ?? 0,
    startMs: Date.now() - started,
    async stop({ keepDatabase = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(kill);
      }
      if (keepDatabase) return;
      for (const suffix of ['', '-journal', '-wal', '-shm'])
        rmSync(`${databaseFile}${suffix}`, { force: true });
    },
  };
}
