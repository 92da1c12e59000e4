// PostgreSQL beside SQLite (docs/decisions/0012): the populated landings list on one process and on
// a pair of processes sharing one database, and how long a decision on process A takes to reach a
// desk connected to process B (p95 of 20, bound 1 s). Uses DATABASE_URL's server when set, else a
// throwaway cluster from Debian's postgresql package; without either it says why and skips.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PgCluster, postgresBin, startPgCluster } from '../server/src/testing/pg-cluster';
import { DEMO_SLUG, requestBody } from '../server/src/testing/pilot-requests';
import { openSse, type SseReader } from '../server/src/testing/sse-reader';
import { onServer, withDatabase } from '../server/src/testing/test-database';
import {
  type BenchServer,
  type LoadFigure,
  load,
  signIn,
  startBenchServer,
  upcomingQuery,
} from './bench-server';
import { percentile } from './percentile';

const TRIES = 20;
export const DECISION_BOUND_MS = 1_000;

export interface PgFigures {
  single: LoadFigure;
  pair: LoadFigure;
  decisionP50ms: number;
  decisionP95ms: number;
}

/** The next poke on a desk's event stream, past heartbeats. */
async function nextPoke(reader: SseReader): Promise<void> {
  for (;;) {
    const event = await reader.next(5_000);
    if (event?.type === 'message') return;
    if (event?.type !== 'heartbeat') throw new Error(`expected a poke, got ${JSON.stringify(event)}`);
  }
}

/** Pilot requests filed on A: `count` undecided landings to decide. */
async function pendingLandings(a: BenchServer, jwt: string, count: number): Promise<number[]> {
  for (let i = 0; i < count; i += 1) {
    const body = requestBody(new Date(), { email: `bench.${i}@pilots.example`, registration: `CS-B${i}` });
    const sent = await fetch(`${a.url}/api/public/airfields/${DEMO_SLUG}/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: body }),
    });
    if (!sent.ok) throw new Error(`a pilot request answered ${sent.status}`);
  }
  const list = await fetch(
    `${a.url}/api/landings?filters[email][$startsWith]=bench.&filters[permission][$null]=true&pagination[limit]=100`,
    { headers: { authorization: `Bearer ${jwt}` } },
  );
  const { data } = (await list.json()) as { data: Array<{ id: number }> };
  return data.map((landing) => landing.id);
}

/** Milliseconds from sending each decision to A until B pokes its desk. */
async function decisionLatencies(a: BenchServer, b: BenchServer, jwt: string): Promise<number[]> {
  const ids = await pendingLandings(a, jwt, TRIES);
  const desk = await openSse(`${b.url}/api/sync/events`, jwt);
  try {
    await nextPoke(desk);
    const latencies: number[] = [];
    for (const id of ids) {
      const started = performance.now();
      const decided = fetch(`${a.url}/api/landings/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { permission: true, landing_permission: true } }),
      });
      await nextPoke(desk);
      latencies.push(Math.round(performance.now() - started));
      if (!(await decided).ok) throw new Error('a decision was refused');
    }
    return latencies;
  } finally {
    desk.close();
  }
}

export async function benchPostgres(): Promise<PgFigures | string> {
  const given = process.env.DATABASE_URL;
  if (!given && !postgresBin())
    return 'skipped: no DATABASE_URL and no postgresql package (apt-get install -y postgresql)';
  const cluster: PgCluster | null = given ? null : await startPgCluster();
  const serverUrl = given ?? cluster?.url ?? '';
  const name = `ppr_bench_${process.pid}`;
  const dir = mkdtempSync(join(tmpdir(), 'ppr-desk-pg-bench-'));
  const servers: BenchServer[] = [];
  try {
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const env = {
      DATABASE_URL: withDatabase(serverUrl, name),
      // Mail goes to .eml files beside this (unused) file, not into the project's data/.
      DATABASE_FILE: join(dir, 'unused.sqlite'),
      REQUEST_RATE_LIMIT_PER_IP: '1000000',
    };
    // One after the other: A seeds, B finds the demo there.
    const a = await startBenchServer(env, join(dir, 'no-build'));
    servers.push(a);
    const b = await startBenchServer(env, join(dir, 'no-build'));
    servers.push(b);
    const { jwt, clubId } = await signIn(a.url);
    const call = (server: BenchServer, connections: number) => ({
      url: `${server.url}/api/landings?${upcomingQuery(clubId)}`,
      headers: { authorization: `Bearer ${jwt}` },
      connections,
    });
    const single = await load(call(a, 10));
    // The same ten connections, five on each process.
    const [onA, onB] = await Promise.all([load(call(a, 5)), load(call(b, 5))]);
    const pair: LoadFigure = {
      requestsPerSecond: onA.requestsPerSecond + onB.requestsPerSecond,
      p50ms: Math.max(onA.p50ms, onB.p50ms),
      p99ms: Math.max(onA.p99ms, onB.p99ms),
      non2xx: onA.non2xx + onB.non2xx,
    };
    const latencies = await decisionLatencies(a, b, jwt);
    return {
      single,
      pair,
      decisionP50ms: percentile(latencies, 50),
      decisionP95ms: percentile(latencies, 95),
    };
  } finally {
    for (const server of servers) await server.stop();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
