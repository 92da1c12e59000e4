// Loopback load on the real server in its own process: requests/s and p50/p99 latency for the
// upcoming-landings call (docs/product.md#calls), the history call and sign-in. Each run is bounded in time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import {
  DEMO_CREDENTIALS,
  historyQuery,
  type LoadFigure,
  load,
  signIn,
  startBenchServer,
  upcomingQuery,
} from './bench-server';

export interface ServerFigure extends LoadFigure {
  call: string;
}

export const UPCOMING_CALL = 'GET landings (upcoming, populated)';

export async function benchServer(): Promise<ServerFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ppr-desk-bench-'));
  const server = await startBenchServer({ DATABASE_FILE: join(dir, 'bench.sqlite') }, join(dir, 'no-build'));
  try {
    const { url } = server;
    const { jwt, clubId } = await signIn(url);
    const auth = { authorization: `Bearer ${jwt}` };
    const runs: [string, Parameters<typeof autocannon>[0]][] = [
      [UPCOMING_CALL, { url: `${url}/api/landings?${upcomingQuery(clubId)}`, headers: auth }],
      [
        'GET landings (history, 100, populated)',
        { url: `${url}/api/landings?${historyQuery(clubId)}`, headers: auth },
      ],
      [
        'POST auth/local (scrypt)',
        {
          url: `${url}/api/auth/local`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: DEMO_CREDENTIALS,
        },
      ],
    ];
    const figures: ServerFigure[] = [];
    for (const [call, options] of runs) figures.push({ call, ...(await load(options)) });
    return figures;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
