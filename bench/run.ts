// npm run bench: prints the performance figures the project tracks. Each part is bounded in time
// and talks only to 127.0.0.1. `npm run bench -- lighthouse server` runs only the parts named.
import { existsSync } from 'node:fs';
import { printBaseline } from './baseline-report';
import { benchBundle } from './bundle-bench';
import { benchCompression } from './compression-bench';
import { printFirstSignIn } from './first-sign-in-bench';
import { benchLighthouse, LIGHTHOUSE_RUNS, missedBounds } from './lighthouse-bench';
import { benchMirror, type MirrorFigure } from './mirror-bench';
import { benchPostgres, DECISION_BOUND_MS } from './pg-bench';
import { benchServer, type ServerFigure, UPCOMING_CALL } from './server-bench';
import { benchAgainstStrapi } from './strapi-bench';
import { benchSync } from './sync-bench';
import { printThinLink } from './thin-link-bench';

const ms = (value: number | null) => (value === null ? '—' : value);
const ratio = (big: number | null, small: number | null) =>
  big === null || small === null || small === 0 ? '—' : `${(big / small).toFixed(1)}×`;

/** The mirror figures per size, then the largest size against the smallest. */
function printMirror(figures: MirrorFigure[]): void {
  console.table(
    figures.map((f) => ({
      'extra landings': f.extra,
      'History total': f.expected,
      'History refresh ms': ms(f.historyRefreshMs),
      'History reload ms': ms(f.historyReloadMs),
      'Movements ms': ms(f.movementsMs),
    })),
  );
  const small = figures[0];
  const big = figures[figures.length - 1];
  if (small && big && small !== big) {
    console.log(
      `${big.extra.toLocaleString('en-GB')}/${small.extra} ratio: History refresh ${ratio(big.historyRefreshMs, small.historyRefreshMs)}, ` +
        `History reload ${ratio(big.historyReloadMs, small.historyReloadMs)}, Movements ${ratio(big.movementsMs, small.movementsMs)}`,
    );
  }
  for (const f of figures) {
    if (f.problem) console.log(`PROBLEM with ${f.extra} extra landings: ${f.problem}`);
  }
  console.log('');
}

/** The populated landings list on SQLite (from the server figures) and on PostgreSQL, side by side. */
async function printDatabases(server: ServerFigure[]): Promise<void> {
  console.log('\nSQLite and PostgreSQL side by side (docs/decisions/0012): the populated landings list');
  const pg = await benchPostgres();
  if (typeof pg === 'string') {
    console.log(`PostgreSQL: ${pg}`);
    return;
  }
  const sqlite = server.find((figure) => figure.call === UPCOMING_CALL);
  const rows: [string, { requestsPerSecond: number; p99ms: number; non2xx: number } | undefined][] = [
    ['SQLite, one process', sqlite],
    ['PostgreSQL, one process', pg.single],
    ['PostgreSQL, two processes (the pair, 5 connections each)', pg.pair],
  ];
  console.table(
    rows.map(([setup, f]) => ({
      setup,
      'requests/s': f?.requestsPerSecond ?? '—',
      'p99 ms': f?.p99ms ?? '—',
      'non-2xx': f?.non2xx ?? '—',
    })),
  );
  const met = pg.decisionP95ms <= DECISION_BOUND_MS;
  console.log(
    `Decision on process A shown on a desk connected to process B: p50 ${pg.decisionP50ms} ms, ` +
      `p95 ${pg.decisionP95ms} ms (bound ≤ ${DECISION_BOUND_MS} ms) ${met ? '✓' : '✗'}`,
  );
  if (!met) process.exitCode = 1;
}

/** Issue 19's bounds: ≥ 50× Strapi's requests/s, ≤ 1/30 of its p99, ≤ 1/2 of its idle memory. */
async function printStrapi(): Promise<void> {
  console.log('\nBeside Strapi 4.26.2 in this run: the populated landings list (50 rows, 5 relations)');
  const figures = await benchAgainstStrapi();
  if (typeof figures === 'string') {
    console.log(`Strapi: ${figures}`);
    return;
  }
  const { ours, fresh, strapi } = figures;
  console.table(
    [ours, fresh, strapi].map((f) => ({
      server: f.server,
      'requests/s': f.requestsPerSecond,
      'p50 ms': f.p50ms,
      'p99 ms': f.p99ms,
      'non-2xx': f.non2xx,
      'idle RSS MB': f.idleRssMb,
    })),
  );
  const times = (a: number, b: number) => a / Math.max(b, 1);
  const speed = times(ours.requestsPerSecond, strapi.requestsPerSecond);
  const p99 = times(strapi.p99ms, ours.p99ms);
  const memory = times(strapi.idleRssMb, ours.idleRssMb);
  const mark = (met: boolean) => (met ? '✓' : '✗');
  console.log(
    `requests/s ${speed.toFixed(1)}× Strapi's (bound ≥ 50×) ${mark(speed >= 50)}; ` +
      `p99 1/${p99.toFixed(1)} of Strapi's (bound ≤ 1/30) ${mark(p99 >= 30)}; ` +
      `idle RSS 1/${memory.toFixed(1)} of Strapi's (bound ≤ 1/2) ${mark(memory >= 2)}`,
  );
  console.log(
    `nothing kept (every answer read afresh, as right after a write): requests/s ` +
      `${times(fresh.requestsPerSecond, strapi.requestsPerSecond).toFixed(1)}× Strapi's, ` +
      `p99 1/${times(strapi.p99ms, fresh.p99ms).toFixed(1)}`,
  );
  const failed = ours.non2xx + fresh.non2xx + strapi.non2xx > 0;
  if (speed < 50 || p99 < 30 || memory < 2 || failed) process.exitCode = 1;
}

const PARTS = [
  'bundle',
  'first-sign-in',
  'baseline',
  'mirror',
  'sync',
  'lighthouse',
  'thin-link',
  'server',
  'strapi',
  'compression',
] as const;
type Part = (typeof PARTS)[number];
const asked = process.argv.slice(2).filter((arg): arg is Part => (PARTS as readonly string[]).includes(arg));
const runs = (part: Part) => asked.length === 0 || asked.includes(part);

function printBundle(): void {
  const bundle = benchBundle();
  if (!bundle) {
    console.log('Bundle: no build in dist/ (run npm run build first)\n');
    return;
  }
  console.log('Bundle (last build in dist/): loaded per route before it is interactive, gzip');
  console.table(
    bundle.routes.map((r) => ({
      route: r.route,
      chunks: r.chunks,
      'JS KB': r.gzipKb,
      'CSS KB': r.cssGzipKb,
    })),
  );
  console.log(
    `Pilot request page (/request/…): ${bundle.pilot ? `${bundle.pilot.gzipKb} KB JS (${bundle.pilot.entryGzipKb} KB before its first API call), ${bundle.pilot.cssGzipKb} KB CSS, ${bundle.pilot.chunks} chunks` : 'not in this build'}`,
  );
  console.log(`All JS: ${bundle.allJsKb} KB gzip\n`);
}

async function main(): Promise<void> {
  if (runs('bundle')) printBundle();

  const dist = process.env.BENCH_DIST ?? 'dist';
  const built = existsSync(`${dist}/index.html`);
  if (!built && (runs('mirror') || runs('sync') || runs('lighthouse') || runs('thin-link'))) {
    console.log(`Browser figures: no build in ${dist}/ (run npm run build first)\n`);
  }
  if (built && runs('first-sign-in')) await printFirstSignIn(dist);
  if (built && runs('baseline')) await printBaseline(dist);
  if (built && runs('mirror')) {
    console.log(
      `Mirror in Chromium (build in ${dist}/): History and Movements over N extra finished landings`,
    );
    const figures = await benchMirror(dist);
    printMirror(figures);
    if (figures.some((f) => f.problem)) process.exitCode = 1;
  }
  if (built && runs('sync')) {
    console.log('Live sync (docs/decisions/0010), beside the full re-read it replaces');
    const sync = await benchSync(dist);
    console.table(sync);
    if (sync.some((figure) => figure.met === '✗')) process.exitCode = 1;
  }
  if (built && runs('lighthouse')) {
    console.log(
      `Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU), Debian Chromium, the median of ${LIGHTHOUSE_RUNS} run(s) a page`,
    );
    const figures = await benchLighthouse(dist);
    console.table(
      figures.map(({ longTasks, runs, ...figure }) => {
        const missed = missedBounds({ longTasks, runs, ...figure });
        return { ...figure, runs: runs.join(' '), bounds: missed.length ? `✗ ${missed.join(', ')}` : '✓' };
      }),
    );
    // The trace behind TBT: the longest tasks of each page, to see what to cut next.
    for (const figure of figures)
      console.log(`${figure.page} long tasks: ${figure.longTasks.join('; ') || 'none'}`);
    if (figures.some((figure) => missedBounds(figure).length > 0)) process.exitCode = 1;
  }
  if (built && runs('thin-link')) await printThinLink(dist);

  if (runs('server')) {
    console.log(`Server on loopback, 10 connections, ${process.env.BENCH_SECONDS ?? 5} s per call\n`);
    const figures = await benchServer();
    console.table(
      figures.map((f) => ({
        call: f.call,
        'requests/s': f.requestsPerSecond,
        'p50 ms': f.p50ms,
        'p99 ms': f.p99ms,
        'non-2xx': f.non2xx,
      })),
    );
    await printDatabases(figures);
  }

  if (runs('strapi')) await printStrapi();

  if (runs('compression')) {
    console.log('\nThe history list (100 landings, populated) by encoding (docs/decisions/0013)');
    const figures = await benchCompression();
    console.table(
      figures.map((f) => ({
        setup: f.setup,
        'bytes/answer': f.bytes,
        'requests/s': f.requestsPerSecond,
        'p99 ms': f.p99ms,
        'non-2xx': f.non2xx,
      })),
    );
    const [off, identity] = figures;
    if (off && identity)
      console.log(
        `A client taking no compression, compression on / off: ${(identity.requestsPerSecond / off.requestsPerSecond).toFixed(2)}× the requests/s`,
      );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
