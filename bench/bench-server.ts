// Owns a real server process for the bench (the production bundle of server/src/main.ts, started
// as npm start does, on a free 127.0.0.1 port, on a SQLite file or a PostgreSQL URL), signing in
// the demo owner, and the calls the figures load.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import qs from 'qs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/build-server';
import { freePort } from '../server/src/testing/pg-cluster';
import { serverBundle } from '../tests/e2e/support/desk-server';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

export interface BenchServer {
  url: string;
  /** The server process, for its resident memory. */
  pid: number;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/categories`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start in time');
}

/** `env`: where the data lives (DATABASE_FILE or DATABASE_URL) and any limit to lift. */
export async function startBenchServer(env: Record<string, string>, staticDir: string): Promise<BenchServer> {
  // The same bundle the bench's browser figures run, built once per run from the working tree.
  const main = await serverBundle();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      AUTH_RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitUntilUp(url, Date.now() + 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop };
}

export const DEMO_CREDENTIALS = JSON.stringify({ identifier: 'owner@example.com', password: 'Desk!2026' });

/** The demo owner's token and club. */
export async function signIn(url: string): Promise<{ jwt: string; clubId: number }> {
  const response = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: DEMO_CREDENTIALS,
  });
  const { jwt, user } = (await response.json()) as { jwt: string; user: { id: number } };
  const me = (await (
    await fetch(`${url}/api/users/${user.id}?populate=clubOwner`, {
      headers: { authorization: `Bearer ${jwt}` },
    })
  ).json()) as { clubOwner: { id: number } };
  return { jwt, clubId: me.clubOwner.id };
}

const POPULATE = ['club_services', 'club', 'aircraft', 'user', 'from'];
const today = () => new Date().toISOString().slice(0, 10);

/** The upcoming landings (docs/product.md#calls): the desk's populated landings list. */
export const upcomingQuery = (clubId: number) =>
  qs.stringify(
    {
      filters: { club: { id: { $eq: clubId } }, date: { $gte: today() } },
      populate: POPULATE,
      pagination: { limit: 100 },
    },
    { encodeValuesOnly: true },
  );

export const historyQuery = (clubId: number) =>
  qs.stringify(
    {
      filters: { club: { id: { $eq: clubId } }, date: { $lte: today() }, status: { $eq: 'finished' } },
      sort: ['date:desc', 'time:desc'],
      populate: POPULATE,
      pagination: { limit: 100 },
    },
    { encodeValuesOnly: true },
  );

export interface LoadFigure {
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  non2xx: number;
}

export async function load(options: Parameters<typeof autocannon>[0]): Promise<LoadFigure> {
  const result = await autocannon({ connections: 10, duration: DURATION_S, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}
