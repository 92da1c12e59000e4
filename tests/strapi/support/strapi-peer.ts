// The real Strapi 4.26.2 peer from ../shared/strapi-peer for the plain-Strapi tests: installed once
// into a cache folder by its own setup.sh (default configuration untouched), then started here on a
// free 127.0.0.1 port over a fresh seeded database, and stopped by the process that started it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The peer's hand-written source (setup.sh, app/); STRAPI_PEER_SOURCE overrides. */
export const PEER_SOURCE = resolve(
  process.env.STRAPI_PEER_SOURCE ?? join(ROOT, '..', 'shared', 'strapi-peer'),
);
/** Where setup.sh installs it (node_modules kept between runs); STRAPI_PEER_DIR overrides. */
export const PEER_DIR = resolve(
  process.env.STRAPI_PEER_DIR ?? join(homedir(), '.cache', 'ppr-desk', 'strapi-peer'),
);

/** Seeded accounts of the peer (its README). */
export const PEER_OWNER = { email: 'owner@example.com', password: 'Passw0rd!' } as const;

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** Runs the peer's setup.sh: a first install takes about two minutes, later ones seconds. */
export function installPeer(): void {
  const setup = join(PEER_SOURCE, 'setup.sh');
  if (!existsSync(setup)) {
    throw new Error(
      `The Strapi peer is not at ${PEER_SOURCE} (set STRAPI_PEER_SOURCE to the folder holding setup.sh).`,
    );
  }
  const started = Date.now();
  const { status } = spawnSync('bash', [setup], {
    env: { ...process.env, APP_DIR: PEER_DIR },
    stdio: 'inherit',
  });
  if (status !== 0) throw new Error(`Strapi peer setup failed (exit ${status})`);
  console.log(`Strapi peer ready in ${PEER_DIR} (${Math.round((Date.now() - started) / 1000)} s)`);
}

export interface RunningPeer {
  /** e.g. http://127.0.0.1:40123; the API is at `${url}/api`. */
  url: string;
  /** The SQLite file this run's peer uses (fresh, seeded on start). */
  databaseFile: string;
  /** The Strapi process, for its resident memory (the bench). */
  pid: number;
  stop(): Promise<void>;
}

/** `strapi start` on a free port over a new database file, which its bootstrap seeds. */
export async function startPeer(): Promise<RunningPeer> {
  const port = await freePort();
  const database = `.tmp/ppr-desk-test-${process.pid}-${port}.db`;
  const databaseFile = join(PEER_DIR, database);
  rmSync(databaseFile, { force: true });
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/@strapi/strapi/bin/strapi.js', 'start'],
    {
      cwd: PEER_DIR,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        NODE_ENV: 'production',
        STRAPI_TELEMETRY_DISABLED: 'true',
        DATABASE_FILENAME: database,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode} before it was up`);
    try {
      if ((await fetch(`${url}/_health`)).status === 204) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) throw new Error('Strapi did not answer /_health within 60 s');
  return {
    url,
    databaseFile,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(kill);
      }
      for (const suffix of ['', '-journal', '-wal', '-shm'])
        rmSync(`${databaseFile}${suffix}`, { force: true });
    },
  };
}
