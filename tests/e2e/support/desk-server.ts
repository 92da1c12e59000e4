// Runs the real server for browser tests: the production bundle of server/src/main.ts, started as
// npm start does, on a free 127.0.0.1 port over a fresh SQLite file, serving the built app. Tests may
// stop and restart it to cut the link.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer, SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/build-server';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Each checkout's server bundled once per test process, from its working tree as it is now, so an
 * edited server never runs stale. Bundled, not run through tsx: a start takes about a third less time
 * (no TypeScript compiled at every start, dozens of starts a run), and it is what production runs.
 * The file sits in the checkout's .tmp/ so its packages resolve from that checkout's node_modules.
 */
const bundles = new Map<string, Promise<string>>();
export function serverBundle(root = ROOT): Promise<string> {
  let bundle = bundles.get(root);
  if (!bundle) {
    const outfile = join(root, '.tmp', `e2e-server-${process.pid}.mjs`);
    process.once('exit', () => rmSync(outfile, { force: true }));
    bundle = buildServer(outfile, root);
    bundles.set(root, bundle);
  }
  return bundle;
}

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

export interface DeskServerOptions {
  /** The built app to serve; defaults to E2E_DIST or dist/. */
  dist?: string;
  /** More environment for the server, e.g. SMTP_URL for a test's own SMTP server. */
  env?: Record<string, string>;
  /** The checkout whose server runs (and `dist` is resolved in): this one unless a bench compares builds. */
  root?: string;
}

export class DeskServer {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'ppr-desk-e2e-'));
  private staticDir: string;
  private readonly env: Record<string, string>;
  private readonly root: string;

  private constructor(
    readonly port: number,
    options: DeskServerOptions,
  ) {
    this.env = options.env ?? {};
    this.root = resolve(options.root ?? ROOT);
    // E2E_DIST lets parallel work build into separate folders; CI uses dist/.
    this.staticDir = resolve(this.root, options.dist ?? process.env.E2E_DIST ?? 'dist');
  }

  static async start(options: DeskServerOptions = {}): Promise<DeskServer> {
    const server = new DeskServer(await freePort(), options);
    await server.resume();
    return server;
  }

  /** The built app this server serves. */
  get dist(): string {
    return this.staticDir;
  }

  /** Restarts on the same port and database serving another build, as a deployment would. */
  async restartWith(dist: string): Promise<void> {
    await this.stop();
    this.staticDir = resolve(this.root, dist);
    await this.resume();
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The SQLite file the server runs on, for tests that set up data no API call can (WAL allows a second writer). */
  get databaseFile(): string {
    return join(this.dir, 'desk.sqlite');
  }

  /** Starts (again) on the same port and database file. */
  async resume(): Promise<void> {
    if (this.child) return;
    const main = await serverBundle(this.root);
    if (this.child) return;
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
      cwd: this.root,
      env: {
        ...process.env,
        ...SERVER_ENV,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATABASE_FILE: join(this.dir, 'desk.sqlite'),
        STATIC_DIR: this.staticDir,
        AUTH_RATE_LIMIT_MAX: '1000',
        // Every pilot in the suite sends from 127.0.0.1: the limits have their own server tests.
        REQUEST_RATE_LIMIT_PER_IP: '1000',
        REQUEST_RATE_LIMIT_PER_EMAIL: '1000',
        PUBLIC_URL: this.url,
        LOG_LEVEL: 'error',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/api/categories`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error('server did not start within 30 s');
  }

  /** Stops the process: the browser now meets a refused connection, as when the link drops. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    // The server gives itself 10 s to close; past 20 s something is wrong with the process itself.
    const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(kill);
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
