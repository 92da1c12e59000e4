// Starts serve-test-server.ts in a child process and hands back its origin: the real server for
// screen tests, which run under jsdom. close() ends that child (by its own pid) and waits for it.
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

export interface ServerProcess {
  /** e.g. http://127.0.0.1:40123; the API is at `${url}/api`. */
  url: string;
  close(): Promise<void>;
}

// import.meta.filename, not new URL(…, import.meta.url): under jsdom, URL is jsdom's own class.
const HERE = dirname(import.meta.filename);
const SCRIPT = join(HERE, 'serve-test-server.ts');
const ROOT = join(HERE, '..', '..');

export interface ServerProcessOptions {
  /** The port of a Stripe stand-in on 127.0.0.1: the server then offers online payments through it. */
  stripePort?: number;
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: ROOT,
    env: options.stripePort
      ? { ...process.env, PPR_TEST_STRIPE_PORT: String(options.stripePort) }
      : process.env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    if (!child.stdout) return reject(new Error('no stdout'));
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`test server exited (${code}) before listening`)));
  });
  return {
    url,
    async close() {
      child.stdin?.end();
      const term = setTimeout(() => child.kill('SIGTERM'), 5_000);
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(term);
      clearTimeout(kill);
    },
  };
}
