// Loopback load on the real server in its own process: requests/s and p50/p99 latency for the
// SPEC §7 upcoming-landings call, the history call and sign-in. Each run is bounded in time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import qs from 'qs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
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

export interface ServerFigure {
  call: string;
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  non2xx: number;
}

export async function benchServer(): Promise<ServerFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ppr-desk-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: join(dir, 'bench.sqlite'),
      STATIC_DIR: join(dir, 'no-build'),
      AUTH_RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilUp(url, Date.now() + 30_000);
    const credentials = JSON.stringify({ identifier: 'owner@example.com', password: 'Desk!2026' });
    const signIn = await fetch(`${url}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: credentials,
    });
    const { jwt, user } = (await signIn.json()) as { jwt: string; user: { id: number } };
    const me = (await (
      await fetch(`${url}/api/users/${user.id}?populate=clubOwner`, {
        headers: { authorization: `Bearer ${jwt}` },
      })
    ).json()) as { clubOwner: { id: number } };
    const today = new Date().toISOString().slice(0, 10);
    const populate = ['club_services', 'club', 'aircraft', 'user', 'from'];
    const upcoming = qs.stringify(
      {
        filters: { club: { id: { $eq: me.clubOwner.id } }, date: { $gte: today } },
        populate,
        pagination: { limit: 100 },
      },
      { encodeValuesOnly: true },
    );
    const history = qs.stringify(
      {
        filters: {
          club: { id: { $eq: me.clubOwner.id } },
          date: { $lte: today },
          status: { $eq: 'finished' },
        },
        sort: ['date:desc', 'time:desc'],
        populate,
        pagination: { limit: 100 },
      },
      { encodeValuesOnly: true },
    );
    const auth = { authorization: `Bearer ${jwt}` };
    const runs: [string, Parameters<typeof autocannon>[0]][] = [
      ['GET landings (upcoming, populated)', { url: `${url}/api/landings?${upcoming}`, headers: auth }],
      ['GET landings (history, 100, populated)', { url: `${url}/api/landings?${history}`, headers: auth }],
      [
        'POST auth/local (scrypt)',
        {
          url: `${url}/api/auth/local`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: credentials,
        },
      ],
    ];
    const figures: ServerFigure[] = [];
    for (const [call, options] of runs) {
      const result = await autocannon({ connections: 10, duration: DURATION_S, ...options });
      figures.push({
        call,
        requestsPerSecond: Math.round(result.requests.average),
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        non2xx: result.non2xx + result.errors + result.timeouts,
      });
    }
    return figures;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
