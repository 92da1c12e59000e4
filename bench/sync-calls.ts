// The HTTP calls the sync bench times, straight to the server: the full re-read and the sync pull
// it replaces, quiet pulls, the landings list under load, and desks holding their event streams.
import autocannon from 'autocannon';
import qs from 'qs';
import type { DeskApi } from '../tests/e2e/support/desk-api';
import type { DeskServer } from '../tests/e2e/support/desk-server';
import { percentile } from './percentile';

/** Every landing of the club the old way: the list call, 100 a page, one page after another. */
export async function fullReread(api: DeskApi): Promise<number> {
  const populate = ['club_services', 'club', 'aircraft', 'user', 'from'];
  let read = 0;
  for (;;) {
    const query = qs.stringify(
      { filters: { club: { id: { $eq: api.clubId } } }, populate, pagination: { start: read, limit: 100 } },
      { encodeValuesOnly: true },
    );
    const page = await api.read<{ data: unknown[]; meta: { pagination: { total: number } } }>(
      `landings?${query}`,
    );
    read += page.data.length;
    if (page.data.length === 0 || read >= page.meta.pagination.total) return read;
  }
}

type Pull = { data: unknown[]; meta: { sync: { cursor: string; more: boolean } } };

/** Every landing through the sync pull, 1,000 a page; returns the count and the final cursor. */
export async function fullPull(api: DeskApi): Promise<{ count: number; cursor: string }> {
  let count = 0;
  let cursor = '';
  for (;;) {
    const page = await api.read<Pull>(`sync/landings?limit=1000${cursor ? `&since=${cursor}` : ''}`);
    count += page.data.length;
    cursor = page.meta.sync.cursor;
    if (!page.meta.sync.more) return { count, cursor };
  }
}

/** A quiet pull: nothing new since the cursor. Round trips on loopback ≈ server time. */
export async function quietPulls(server: DeskServer, api: DeskApi, cursor: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/sync/landings?since=${cursor}`, {
      headers: { authorization: `Bearer ${api.session.token}` },
    });
    bytes = (await response.text()).length;
    times.push(performance.now() - started);
  }
  return { medianMs: percentile(times, 50), p95Ms: percentile(times, 95), bytes };
}

export async function listP99(server: DeskServer, api: DeskApi): Promise<number> {
  const query = qs.stringify(
    {
      filters: { club: { id: { $eq: api.clubId } } },
      populate: ['club_services', 'club', 'aircraft', 'user', 'from'],
      pagination: { limit: 50 },
    },
    { encodeValuesOnly: true },
  );
  const result = await autocannon({
    url: `${server.url}/api/landings?${query}`,
    headers: { authorization: `Bearer ${api.session.token}` },
    connections: 10,
    duration: Number(process.env.BENCH_SECONDS ?? 5),
  });
  return result.latency.p99;
}

/** 50 desks holding their event streams while the landings list is loaded. */
export async function withStreams<T>(
  server: DeskServer,
  api: DeskApi,
  count: number,
  work: () => Promise<T>,
): Promise<T> {
  const aborts = Array.from({ length: count }, () => new AbortController());
  await Promise.all(
    aborts.map(async (abort) => {
      const response = await fetch(`${server.url}/api/sync/events`, {
        headers: { authorization: `Bearer ${api.session.token}` },
        signal: abort.signal,
      });
      if (response.status !== 200) throw new Error(`an event stream answered ${response.status}`);
      void response.body?.pipeTo(new WritableStream()).catch(() => undefined);
    }),
  );
  try {
    return await work();
  } finally {
    for (const abort of aborts) abort.abort();
  }
}
