// Runs the in-process test server in a process of its own, for tests in a jsdom environment
// (whose browser globals break the server's crypto). Prints {"url"} once listening and stops
// when its parent closes stdin or sends SIGTERM.
import { startTestServer } from '../../server/src/testing/test-server';

const server = await startTestServer();
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  // A test server owes nobody a graceful close: requests the torn-down page left open must not
  // hold the test's teardown (they did, past the 30 s hook timeout, on a loaded CI machine).
  setTimeout(() => process.exit(0), 2_000).unref();
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();
