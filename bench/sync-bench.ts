// Live sync figures (docs/decisions/0010), printed beside the full re-read they replace: first sync
// and History with 100 and 10,000 landings, a decision on desk A showing on desk B (p95 of 20), a
// quiet pull, an idle desk's traffic, and the landings list's p99 with 50 desks holding streams.
import { connect, createServer, type Socket } from 'node:net';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import autocannon from 'autocannon';
import qs from 'qs';
import { HistoryPage } from '../tests/e2e/pages/history-page';
import { MovementsPage } from '../tests/e2e/pages/movements-page';
import config from '../tests/e2e/playwright.config';
import { DeskApi } from '../tests/e2e/support/desk-api';
import { insertLandings } from '../tests/e2e/support/desk-data';
import { DeskServer } from '../tests/e2e/support/desk-server';

export interface SyncRow {
  figure: string;
  value: string;
  bound: string;
  met: '✓' | '✗' | '';
}

const SIZES = [100, 10_000] as const;
const TRIES = 20;
const IDLE_S = Number(process.env.BENCH_IDLE_SECONDS ?? 60);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const median = (values: number[]) => percentile(values, 50);
const row = (figure: string, value: string, bound = '', met?: boolean): SyncRow => ({
  figure,
  value,
  bound,
  met: met === undefined ? '' : met ? '✓' : '✗',
});

async function timed<T>(what: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await what();
  return [result, Math.round(performance.now() - started)];
}

/** Every landing of the club the old way: the list call, 100 a page, one page after another. */
async function fullReread(api: DeskApi): Promise<number> {
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
async function fullPull(api: DeskApi): Promise<{ count: number; cursor: string }> {
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
async function quietPulls(server: DeskServer, api: DeskApi, cursor: string) {
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
  return { medianMs: median(times), p95Ms: percentile(times, 95), bytes };
}

async function openDesk(
  browser: Browser,
  origin: string,
  api: DeskApi,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((session) => {
    for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
  }, api.session);
  return { context, page };
}

/** Resolves once the mirror holds the club's cursor: the first sync wrote every page. */
async function cursorStored(page: Page, clubId: number): Promise<void> {
  // A string, not a function: tsx names inner functions with a helper the page does not have.
  // Opening an absent database would create one under the app's feet: refuse, and always close.
  const stored = `new Promise((resolve) => {
    const open = indexedDB.open('ppr-desk');
    open.onupgradeneeded = () => open.transaction.abort();
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('meta')) return db.close(), resolve(false);
      const get = db.transaction('meta').objectStore('meta').get('cursor:${clubId}');
      get.onsuccess = () => (db.close(), resolve(get.result !== undefined));
      get.onerror = () => (db.close(), resolve(false));
    };
    open.onerror = () => resolve(false);
  })`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await page.evaluate<boolean>(stored)) return;
    await page.waitForTimeout(20);
  }
  throw new Error('the first sync did not finish within 60 s');
}

/** How long after A's tap desk B shows the landing ACCEPTED, for each of `TRIES` requests. */
async function decisionLatencies(a: Page, b: Page, ids: number[]): Promise<number[]> {
  const latencies: number[] = [];
  const movementsA = new MovementsPage(a);
  for (const id of ids.slice(0, TRIES)) {
    // A string, not a function: tsx names inner functions with a helper the page does not have.
    const shown = b.evaluate<number>(`new Promise((resolve) => {
      const row = () => document.querySelector('tr[data-landing-id="${id}"]');
      const done = () => row()?.textContent?.includes('ACCEPTED') === true;
      if (done()) return resolve(Date.now());
      const watch = new MutationObserver(() => {
        if (!done()) return;
        watch.disconnect();
        resolve(Date.now());
      });
      watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    })`);
    const tapped = Date.now();
    await movementsA.act(id, 'ACCEPT');
    latencies.push((await shown) - tapped);
  }
  return latencies;
}

/**
 * A TCP relay in front of the server that counts every byte both ways: what an idle desk costs
 * on the wire, heartbeats and headers included (Chromium's own events miss a stream's chunks).
 */
interface CountingRelay {
  url: string;
  bytes: number;
  close(): Promise<void>;
}

async function countingRelay(target: DeskServer): Promise<CountingRelay> {
  const sockets = new Set<Socket>();
  const relay: CountingRelay = { url: '', bytes: 0, close: async () => undefined };
  const server = createServer((client) => {
    const upstream = connect(target.port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('data', (chunk: Buffer) => {
        relay.bytes += chunk.length;
      });
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  relay.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  relay.close = () =>
    new Promise<void>((closed) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => closed());
    });
  return relay;
}

async function listP99(server: DeskServer, api: DeskApi): Promise<number> {
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
async function withStreams<T>(
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
      void response.body?.pipeTo(new WritableStream()).catch(() => undefined);
    }),
  );
  try {
    return await work();
  } finally {
    for (const abort of aborts) abort.abort();
  }
}

async function benchSize(
  browser: Browser,
  dist: string,
  extra: number,
): Promise<{ rows: SyncRow[]; firstSyncMs: number; historyMs: number }> {
  const server = await DeskServer.start({ dist });
  try {
    insertLandings(server.databaseFile, 'finished', extra);
    const pending = insertLandings(server.databaseFile, 'pending', TRIES + 2);
    const api = await DeskApi.signIn(server.url);
    const total = await api.landingCount();
    const [, rereadMs] = await timed(() => fullReread(api));
    const [{ cursor }, pullAllMs] = await timed(() => fullPull(api));
    const quiet = await quietPulls(server, api, cursor);

    // Desk B talks through the counting relay, so its idle traffic can be read off the wire.
    const relay = await countingRelay(server);
    const b = await openDesk(browser, relay.url, api);
    // The first sync: from its first pull to the cursor stored (the app's own start is apart).
    let firstPullAt = 0;
    b.page.on('request', (request) => {
      if (firstPullAt === 0 && request.url().includes('/api/sync/landings')) firstPullAt = performance.now();
    });
    const [, startToSyncedMs] = await timed(async () => {
      await b.page.goto('/movements');
      await cursorStored(b.page, api.clubId);
    });
    const firstSyncMs = Math.round(performance.now() - firstPullAt);
    // History from the mirror: the median of three openings, once the first sync has settled.
    await b.page.waitForTimeout(1_500);
    const history = new HistoryPage(b.page);
    const openings: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [, ms] = await timed(async () => {
        await b.page.goto('/dashboard');
        await history.bodyRows.first().waitFor({ timeout: 60_000 });
      });
      openings.push(ms);
    }
    const historyMs = median(openings);
    await b.page.goto('/movements');
    const a = await openDesk(browser, server.url, api);
    await a.page.goto('/movements');
    for (const desk of [a.page, b.page]) await new MovementsPage(desk).row(pending[0] ?? 0).waitFor();
    await b.page.waitForTimeout(500);
    const latencies = await decisionLatencies(a.page, b.page, pending);
    const p95 = percentile(latencies, 95);
    const bound = extra >= 10_000 ? 2_000 : 1_000;
    const rows = [
      row(
        `${total.toLocaleString('en-GB')} landings: full re-read, list call (100 a page)`,
        `${rereadMs} ms`,
      ),
      row(
        `${total.toLocaleString('en-GB')} landings: sync pull from no cursor (1,000 a page)`,
        `${pullAllMs} ms`,
      ),
      row(
        `${total.toLocaleString('en-GB')} landings: first sync into an empty mirror (Chromium), first pull to stored`,
        `${firstSyncMs} ms (${startToSyncedMs} ms from opening the app)`,
        extra >= 10_000 ? '≤ 1,500 ms' : '',
        extra >= 10_000 ? firstSyncMs <= 1_500 : undefined,
      ),
      row(
        `${total.toLocaleString('en-GB')} landings: quiet pull (nothing new), median / p95`,
        `${quiet.medianMs.toFixed(1)} / ${quiet.p95Ms.toFixed(1)} ms, ${quiet.bytes} B`,
        '≤ 20 ms, ≤ 1 KB',
        quiet.medianMs <= 20 && quiet.bytes <= 1024,
      ),
      row(
        `${total.toLocaleString('en-GB')} landings: decision on A shown on B, p50 / p95 of ${latencies.length}`,
        `${median(latencies)} / ${p95} ms`,
        `p95 ≤ ${bound.toLocaleString('en-GB')} ms`,
        p95 <= bound,
      ),
    ];
    if (extra < 10_000) {
      await b.page.waitForTimeout(1_000);
      const start = relay.bytes;
      await b.page.waitForTimeout(IDLE_S * 1000);
      const perMinute = ((relay.bytes - start) * 60) / IDLE_S / 1024;
      rows.push(
        row(
          `idle desk, ${IDLE_S} s of traffic`,
          `${perMinute.toFixed(2)} KB/min`,
          '≤ 5 KB/min',
          perMinute <= 5,
        ),
      );
    } else {
      const alone = await listP99(server, api);
      const busy = await withStreams(server, api, 50, () => listP99(server, api));
      rows.push(
        row(
          'landings list p99, no streams → 50 desks holding streams',
          `${alone} → ${busy} ms (${((busy / Math.max(1, alone) - 1) * 100).toFixed(0)}%)`,
          '≤ +20%',
          busy <= alone * 1.2,
        ),
      );
    }
    await a.context.close();
    await b.context.close();
    await relay.close();
    return { rows, firstSyncMs, historyMs };
  } finally {
    await server.dispose();
  }
}

export async function benchSync(dist: string): Promise<SyncRow[]> {
  const browser = await chromium.launch(config.use?.launchOptions ?? {});
  try {
    const rows: SyncRow[] = [];
    const history: number[] = [];
    for (const extra of SIZES) {
      const result = await benchSize(browser, dist, extra);
      rows.push(...result.rows);
      history.push(result.historyMs);
    }
    const [small = 0, big = 0] = history;
    rows.push(
      row(
        'History opened from the mirror, 10,000 / 100 extra landings',
        `${big} / ${small} ms (${(big / Math.max(1, small)).toFixed(1)}×)`,
        '≤ 3×',
        big <= small * 3,
      ),
    );
    return rows;
  } finally {
    await browser.close();
  }
}
