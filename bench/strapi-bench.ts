// Our server and the real Strapi 4.26.2 peer (../shared/strapi-peer, installed by npm run
// test:strapi) on the same call in one run: the populated landings list, 50 rows, 5 relations,
// 10 connections, one server loaded at a time; and each one's resident memory when idle. Ours
// runs twice: as shipped, and with nothing kept in its answer cache.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import qs from 'qs';
import { PEER_DIR, PEER_OWNER, startPeer } from '../tests/strapi/support/strapi-peer';
import { type LoadFigure, load, signIn, startBenchServer } from './bench-server';

export interface PeerFigure extends LoadFigure {
  server: string;
  idleRssMb: number;
}

/** The same list on both: a date filter that keeps every row, so each answers a full page of 50. */
const listQuery = (clubId: number) =>
  qs.stringify(
    {
      filters: { club: { id: { $eq: clubId } }, date: { $gte: '2000-01-01' } },
      populate: ['club_services', 'club', 'aircraft', 'user', 'from'],
      pagination: { limit: 50 },
    },
    { encodeValuesOnly: true },
  );

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

async function peerToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: PEER_OWNER.email, password: PEER_OWNER.password }),
  });
  const { jwt } = (await response.json()) as { jwt: string };
  return jwt;
}

/** One call answered with 50 rows (else the comparison is not the same call), then settled memory. */
async function warmUp(url: string, headers: Record<string, string>, pid: number): Promise<number> {
  const response = await fetch(url, { headers });
  const { data } = (await response.json()) as { data?: unknown[] };
  if (data?.length !== 50) throw new Error(`${url} answered ${data?.length ?? 'no'} rows, not 50`);
  await new Promise((r) => setTimeout(r, 2000));
  return rssMb(pid);
}

async function measure(server: string, url: string, headers: Record<string, string>, pid: number) {
  const idleRssMb = await warmUp(url, headers, pid);
  await load({ url, headers, duration: 2 });
  return { server, idleRssMb, ...(await load({ url, headers })) };
}

export const peerInstalled = (): boolean =>
  existsSync(join(PEER_DIR, 'node_modules', '@strapi', 'strapi', 'package.json'));

/** Our server as started with `env` on its own database, loaded on the list, then stopped. */
async function measureOurs(server: string, env: Record<string, string>): Promise<PeerFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'ppr-desk-bench-peer-'));
  const ours = await startBenchServer(
    { DATABASE_FILE: join(dir, 'bench.sqlite'), ...env },
    join(dir, 'no-build'),
  );
  try {
    const { jwt, clubId } = await signIn(ours.url);
    const url = `${ours.url}/api/landings?${listQuery(clubId)}`;
    return await measure(server, url, { authorization: `Bearer ${jwt}` }, ours.pid);
  } finally {
    await ours.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PeerFigures {
  /** As it runs: an unchanged list is given again from the answer cache (docs/decisions/0016). */
  ours: PeerFigure;
  /** ANSWER_CACHE_MB=0: every answer read and serialised afresh, as after each write. */
  fresh: PeerFigure;
  strapi: PeerFigure;
}

export async function benchAgainstStrapi(): Promise<PeerFigures | string> {
  if (!peerInstalled()) return `the Strapi peer is not installed in ${PEER_DIR} (npm run test:strapi does)`;
  const ours = await measureOurs('PPR Desk server', {});
  const fresh = await measureOurs('PPR Desk server, nothing kept', { ANSWER_CACHE_MB: '0' });
  const peer = await startPeer();
  try {
    const peerJwt = await peerToken(peer.url);
    const url = `${peer.url}/api/landings?${listQuery(1)}`;
    const strapi = await measure('Strapi 4.26.2', url, { authorization: `Bearer ${peerJwt}` }, peer.pid);
    return { ours, fresh, strapi };
  } finally {
    await peer.stop();
  }
}
