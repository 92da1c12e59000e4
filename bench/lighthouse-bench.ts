// Lighthouse 12 (its mobile preset: simulated slow 4G and a 4× slower CPU) in Debian's Chromium on
// the sign-in page, the seeded club's Movements signed in (its second visit, as a desk opens it)
// and the pilot's request page. Nothing is downloaded: chrome-launcher starts /usr/bin/chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { MovementsPage } from '../tests/e2e/pages/movements-page';
import { SignInPage } from '../tests/e2e/pages/sign-in-page';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { DeskServer } from '../tests/e2e/support/desk-server';
import { waitForFirstPull } from '../tests/e2e/support/mirror';

const OWNER = { email: 'owner@example.com', password: 'Desk!2026' };
const PILOT_PAGE = '/request/example-aero-club';
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Performance each page must reach (mobile preset); every page: CLS ≤ 0.02, accessibility 1. */
export const PERFORMANCE_BOUND: Record<string, number> = {
  '/ (sign-in)': 0.95,
  [`${PILOT_PAGE} (pilot)`]: 0.98,
  '/movements (signed in)': 0.9,
};
export const CLS_BOUND = 0.02;

/** What a page's figures miss of its bounds, in words; empty when it meets them all. */
export function missedBounds(figure: LighthouseFigure): string[] {
  const missed: string[] = [];
  const bound = PERFORMANCE_BOUND[figure.page] ?? 0.9;
  if ((figure.performance ?? 0) < bound) missed.push(`performance ${figure.performance} < ${bound}`);
  if ((figure.accessibility ?? 0) < 1) missed.push(`accessibility ${figure.accessibility} < 1`);
  if (figure.cls === null || figure.cls > CLS_BOUND) missed.push(`CLS ${figure.cls} > ${CLS_BOUND}`);
  return missed;
}

/** Runs per page; the figures are the median run's, as Lighthouse picks it (BENCH_LIGHTHOUSE_RUNS). */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));

export interface LighthouseFigure {
  page: string;
  /** Every run's performance score, in the order run. */
  runs: (number | null)[];
  performance: number | null;
  accessibility: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** The longest main-thread tasks (simulated at 4×) and the scripts they ran, longest first. */
  longTasks: string[];
}

interface LongTaskItem {
  url?: unknown;
  duration?: unknown;
  startTime?: unknown;
}

/** What TBT is made of: each long task as `duration ms @ start ms script`, longest first. */
function longTasksOf(items: LongTaskItem[]): string[] {
  return items
    .filter((item) => typeof item.duration === 'number' && typeof item.startTime === 'number')
    .slice(0, 6)
    .map((item) => {
      const script = typeof item.url === 'string' ? (item.url.split('/').pop() ?? item.url) : '?';
      return `${Math.round(item.duration as number)} ms @${Math.round(item.startTime as number)} ${script}`;
    });
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function auditOnce(url: string, port: number, keepStorage: boolean): Promise<Report> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The signed-in desk keeps its token, mirror and service worker, as a real second visit does.
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

/** LIGHTHOUSE_RUNS audits of one page; the median run's figures (by first paint and interactive time). */
async function audit(
  url: string,
  port: number,
  keepStorage: boolean,
): Promise<Omit<LighthouseFigure, 'page'>> {
  const reports: Report[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) reports.push(await auditOnce(url, port, keepStorage));
  const lhr = computeMedianRun(reports);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const round = (value: number | null, digits = 0) => (value === null ? null : Number(value.toFixed(digits)));
  return {
    runs: reports.map((report) => report.categories.performance?.score ?? null),
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    fcpMs: round(numeric('first-contentful-paint')),
    lcpMs: round(numeric('largest-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    longTasks: longTasksOf(
      (lhr.audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? [],
    ),
  };
}

/** Signs the demo owner in within Chromium's own profile, so Lighthouse's tab finds the session. */
async function signIn(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await new SignInPage(page).signIn(OWNER.email, OWNER.password);
    const movements = new MovementsPage(page);
    await movements.rows(movements.pending).first().waitFor({ timeout: 30_000 });
    // Rows show before the first pull has ended (docs/decisions/0056): audits of a returning desk
    // need it over, or the first audit's desk pulls the whole club again.
    await waitForFirstPull(page);
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

export async function benchLighthouse(dist: string): Promise<LighthouseFigure[]> {
  const server = await DeskServer.start({ dist });
  const profile = mkdtempSync(join(tmpdir(), 'ppr-desk-lighthouse-'));
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, userDataDir: profile });
  try {
    const figures: LighthouseFigure[] = [];
    figures.push({ page: '/ (sign-in)', ...(await audit(`${server.url}/`, chrome.port, false)) });
    figures.push({
      page: `${PILOT_PAGE} (pilot)`,
      ...(await audit(`${server.url}${PILOT_PAGE}`, chrome.port, false)),
    });
    await signIn(chrome.port, server.url);
    figures.push({
      page: '/movements (signed in)',
      ...(await audit(`${server.url}/movements`, chrome.port, true)),
    });
    return figures;
  } finally {
    chrome.kill();
    await server.dispose();
    rmSync(profile, { recursive: true, force: true });
  }
}
