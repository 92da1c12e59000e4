// Runs in-process test servers in a process of their own, for tests in a jsdom environment (whose
// browser globals break the server's crypto): one process per test file, a fresh server per test.
// Each line on stdin asks for one (`{"start":n}`, with `stripePort` to offer online payments through
// the Stripe stand-in listening there) or closes one (`{"close":n}`); each answer is a line on stdout.
// When its parent closes stdin or sends SIGTERM, it closes them all and exits.
import { createInterface } from 'node:readline';
import { standInConfig } from '../../server/src/payments/testing/stripe-events';
import { startTestServer, type TestServer } from '../../server/src/testing/test-server';

type Command = { start: number; stripePort?: number } | { close: number };

const servers = new Map<number, TestServer>();
const answer = (message: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(message)}\n`);
const waitMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * A test server owes nobody a graceful close: requests a torn-down page left open must not hold the
 * test's teardown (they did, past the 30 s hook timeout, on a loaded CI machine). After 2 s the
 * connections still open are cut.
 */
async function close(server: TestServer): Promise<void> {
  const closing = server.close();
  const closed = await Promise.race([closing.then(() => true), waitMs(2_000).then(() => false)]);
  if (closed) return;
  server.app.server.closeAllConnections();
  await Promise.race([closing, waitMs(2_000)]);
}

async function run(command: Command): Promise<void> {
  if ('start' in command) {
    const { start: id, stripePort } = command;
    try {
      const server = await startTestServer(
        stripePort ? { payments: standInConfig({ host: '127.0.0.1', port: stripePort }) } : {},
      );
      servers.set(id, server);
      answer({ started: id, url: server.url });
    } catch (error) {
      answer({ failed: id, error: String(error) });
    }
    return;
  }
  const server = servers.get(command.close);
  servers.delete(command.close);
  if (server) await close(server);
  answer({ closed: command.close });
}

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), 5_000).unref();
  await Promise.all([...servers.values()].map(close));
  process.exit(0);
}

createInterface({ input: process.stdin }).on('line', (line) => void run(JSON.parse(line) as Command));
process.on('SIGTERM', () => void stop());
process.stdin.on('close', () => void stop());
