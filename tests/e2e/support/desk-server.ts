// Runs the real server for browser tests: `tsx server/src/main.ts` on a free 127.0.0.1 port over a
// fresh SQLite file, serving the built app. Tests may stop and restart it to cut the link.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export class DeskServer {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'ppr-desk-e2e-'));

  private constructor(readonly port: number) {}

  static async start(): Promise<DeskServer> {
    const server = new DeskServer(await freePort());
    await server.resume();
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts (again) on the same port and database file. */
  async resume(): Promise<void> {
    if (this.child) return;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATABASE_FILE: join(this.dir, 'desk.sqlite'),
        // E2E_DIST lets parallel work build into separate folders; CI uses dist/.
        STATIC_DIR: resolve(ROOT, process.env.E2E_DIST ?? 'dist'),
        AUTH_RATE_LIMIT_MAX: '1000',
        LOG_LEVEL: 'error',
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
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
