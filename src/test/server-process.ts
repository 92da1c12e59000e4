// Owns the child process that runs serve-test-server.ts for this test file, and hands out the real
// servers it starts there (screen tests run under jsdom): a fresh one, on its own database, per call.
import { type ChildProcess, spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

export interface ServerProcess {
  /** e.g. http://127.0.0.1:40123; the API is at `${url}/api`. */
  url: string;
  /** Stops this server: its port refuses connections from now on, and its database is dropped. */
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

type Answer = { started: number; url: string } | { failed: number; error: string } | { closed: number };

interface Host {
  child: ChildProcess;
  /** Resolves the call waiting for the answer about server n. */
  waiting: Map<number, (answer: Answer) => void>;
}

// Starting Node with the TypeScript loader and the server's modules took seconds per test; one host
// per test file (the desk's test files each run in a process of their own) pays it once.
let host: Host | null = null;
let nextId = 1;

function startHost(): Host {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const started: Host = { child, waiting: new Map() };
  if (child.stdout)
    createInterface({ input: child.stdout }).on('line', (line) => {
      const answer = JSON.parse(line) as Answer;
      const id = 'started' in answer ? answer.started : 'failed' in answer ? answer.failed : answer.closed;
      started.waiting.get(id)?.(answer);
      started.waiting.delete(id);
    });
  child.once('exit', (code) => {
    if (host === started) host = null;
    for (const [id, resolve] of started.waiting)
      resolve({ failed: id, error: `test server exited (${code})` });
  });
  // The host must not keep this process alive, nor outlive it: its stdin closes with this process.
  child.unref();
  for (const stream of [child.stdin, child.stdout]) (stream as Socket | null)?.unref();
  return started;
}

function ask({ child, waiting }: Host, command: Record<string, number>, id: number): Promise<Answer> {
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    child.stdin?.write(`${JSON.stringify(command)}\n`);
  });
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const id = nextId++;
  host ??= startHost();
  const owner = host;
  const answer = await ask(
    owner,
    { start: id, ...(options.stripePort ? { stripePort: options.stripePort } : {}) },
    id,
  );
  if (!('started' in answer)) throw new Error('failed' in answer ? answer.error : 'no test server');
  let closing: Promise<void> | null = null;
  return {
    url: answer.url,
    close: () => {
      // A host that exited took its servers with it.
      closing ??= host === owner ? ask(owner, { close: id }, id).then(() => undefined) : Promise.resolve();
      return closing;
    },
  };
}
