// Live sync figures (docs/decisions/0010), printed beside the full re-read they replace: first sync
// and History with 100 and 10,000 landings, a decision on desk A showing on desk B (p95 of 20), a
// quiet pull, an idle desk's traffic, and the landings list's p99 with 50 desks holding streams.
import { type Browser, chromium } from '@playwright/test';
import { HistoryPage } from '../tests/e2e/pages/history-page';
import { BENCH_LAUNCH } from '../tests/e2e/support/chromium';
import { DeskApi } from '../tests/e2e/support/desk-api';
import { insertLandings } from '../tests/e2e/support/desk-data';
import { DeskServer } from '../tests/e2e/support/desk-server';
import { countingRelay } from './counting-relay';
import { percentile } from './percentile';
import { fullPull, fullReread, listP99, quietPulls, withStreams } from './sync-calls';
import { cursorStored, DECISION_TRIES, openDesk, twoDeskLatencies } from './two-desks';

export interface SyncRow {
  figure: string;
  value: string;
  bound: string;
  met: '✓' | '✗' | '';
}

const SIZES = [100, 10_000] as const;
const IDLE_S = Number(process.env.BENCH_IDLE_SECONDS ?? 60);

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

async function benchSize(
  browser: Browser,
  dist: string,
  extra: number,
): Promise<{ rows: SyncRow[]; firstSyncMs: number; historyMs: number }> {
  // Fifty desks of one club on one machine: more streams than one account and address may hold.
  const server = await DeskServer.start({
    dist,
    env: { STREAMS_PER_ACCOUNT: '100', STREAMS_PER_ADDRESS: '100' },
  });
  try {
    insertLandings(server.databaseFile, 'finished', extra);
    const pending = insertLandings(server.databaseFile, 'pending', DECISION_TRIES + 2);
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
    const latencies = await twoDeskLatencies(browser, server.url, b.page, api, pending);
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
    await b.context.close();
    await relay.close();
    return { rows, firstSyncMs, historyMs };
  } finally {
    await server.dispose();
  }
}

export async function benchSync(dist: string): Promise<SyncRow[]> {
  const browser = await chromium.launch(BENCH_LAUNCH);
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
