// Runs the in-process test server in a process of its own, for tests in a jsdom environment
// (whose browser globals break the server's crypto). Prints {"url"} once listening and stops
// when its parent closes stdin or sends SIGTERM. With PPR_TEST_STRIPE_PORT it offers online payments
// through the Stripe stand-in listening there (the test runs the stand-in, so it can drive it).
import { standInConfig } from '../../server/src/payments/testing/stripe-events';
import { startTestServer } from '../../server/src/testing/test-server';

const stripePort = Number(process.env.PPR_TEST_STRIPE_PORT ?? '');
const server = await startTestServer(
  stripePort > 0 ? { payments: standInConfig({ host: '127.0.0.1', port: stripePort }) } : {},
);
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
