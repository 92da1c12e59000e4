// The mirror in Chromium: History refreshing N extra finished landings into IndexedDB, History
// again from the mirror after a reload, then Movements over the same mirror, for N = 100 and
// 10,000. Each size runs on its own server and browser and gives up after a bounded time.
import { readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { AppHeader } from '../tests/e2e/pages/app-header';
import { HistoryPage } from '../tests/e2e/pages/history-page';
import { MovementsPage } from '../tests/e2e/pages/movements-page';
import { SignInPage } from '../tests/e2e/pages/sign-in-page';
import { BENCH_LAUNCH } from '../tests/e2e/support/chromium';
import { insertLandings } from '../tests/e2e/support/desk-data';
import { DeskServer } from '../tests/e2e/support/desk-server';
import { type CpuProfile, functionTimes, withCpuProfile } from './cpu-profile';

const OWNER = { email: 'owner@example.com', password: 'Desk!2026' };
const SIZES = [100, 10_000] as const;
const BUDGET_MS = Number(process.env.BENCH_MIRROR_TIMEOUT_MS ?? 120_000);
/** A file to write the largest size's Movements CPU profile to (BENCH_PROFILE_MOVEMENTS=m.cpuprofile). */
const PROFILE = process.env.BENCH_PROFILE_MOVEMENTS;

export interface MirrorFigure {
  extra: number;
  /** Finished landings History must count: the demo's own plus the extra ones. */
  expected: number;
  /** Open History until TOTAL LANDINGS shows every landing: fetch all pages, write the mirror. */
  historyRefreshMs: number | null;
  /** Reload History until the table shows rows again: read from the mirror. */
  historyReloadMs: number | null;
  /** Open Movements until its rows show, with the whole mirror underneath. */
  movementsMs: number | null;
  /** Why a figure is missing, e.g. History never reached the full count. */
  problem: string | null;
}

async function finishedCount(baseUrl: string): Promise<number> {
  const login = await fetch(`${baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: OWNER.email, password: OWNER.password }),
  });
  const { jwt, user } = (await login.json()) as { jwt: string; user: { id: number } };
  const auth = { authorization: `Bearer ${jwt}` };
  const me = (await (
    await fetch(`${baseUrl}/api/users/${user.id}?populate=clubOwner`, { headers: auth })
  ).json()) as {
    clubOwner: { id: number };
  };
  const today = new Date().toISOString().slice(0, 10);
  const query = `filters[club][id][$eq]=${me.clubOwner.id}&filters[status][$eq]=finished&filters[permission][$eq]=true&filters[date][$lte]=${today}&pagination[limit]=1`;
  const page = (await (await fetch(`${baseUrl}/api/landings?${query}`, { headers: auth })).json()) as {
    meta: { pagination: { total: number } };
  };
  return page.meta.pagination.total;
}

/** A refresh writes the mirror in one transaction: the first non-zero total is what it brought. */
const SETTLE_MS = 10_000;

/**
 * Polls TOTAL LANDINGS until it shows `expected`, or until a non-zero total has stood still for
 * SETTLE_MS (the refresh brought fewer), or until the deadline (then throws).
 */
async function waitForTotal(
  history: HistoryPage,
  expected: number,
  deadline: number,
): Promise<{ total: number; at: number }> {
  // The first non-zero total and when it appeared.
  let seen = null as { total: number; at: number } | null;
  while (Date.now() < deadline) {
    const text = (await history.totalLandings.textContent({ timeout: 5_000 }).catch(() => null)) ?? '0';
    const total = Number(text.replace(/[^0-9]/g, '')) || 0;
    const at = performance.now();
    if (total === expected) return { total, at };
    if (total > 0 && seen?.total !== total) seen = { total, at };
    if (seen && at - seen.at > SETTLE_MS) return seen;
    await history.page.waitForTimeout(50);
  }
  throw new Error(`History showed no total within ${Math.round(BUDGET_MS / 1000)} s`);
}

async function timed(what: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await what();
  return Math.round(performance.now() - started);
}

async function measureSize(page: Page, figure: MirrorFigure, deadline: number): Promise<void> {
  const left = () => Math.max(1_000, deadline - Date.now());
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(OWNER.email, OWNER.password);
  const movements = new MovementsPage(page);
  await movements.requests.waitFor({ timeout: left() });

  const history = new HistoryPage(page);
  const started = performance.now();
  await new AppHeader(page).history.click();
  const shown = await waitForTotal(history, figure.expected, deadline);
  figure.historyRefreshMs = Math.round(shown.at - started);
  if (shown.total !== figure.expected) {
    figure.problem =
      `History counts ${shown.total.toLocaleString('en-GB')} of ${figure.expected.toLocaleString('en-GB')} ` +
      'finished landings: the refresh stopped paging before the end (the figures below are over what it kept)';
  }
  figure.historyReloadMs = await timed(async () => {
    await page.reload();
    await history.bodyRows.first().waitFor({ timeout: left() });
  });
  const openMovements = () =>
    timed(async () => {
      await new AppHeader(page).movements.click();
      await movements.rows(movements.parked).first().waitFor({ timeout: left() });
    });
  const profile = figure.extra === Math.max(...SIZES) ? PROFILE : undefined;
  figure.movementsMs = profile
    ? await withCpuProfile(page, profile, openMovements).finally(() => printProfile(profile))
    : await openMovements();
}

function printProfile(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  console.log(`CPU profile of opening Movements in ${file}; time per function (ms):`);
  console.table(functionTimes(profile));
}

/** One size on its own server and browser; `root` runs another checkout's server (the baseline's). */
export async function benchMirrorSize(extra: number, dist: string, root?: string): Promise<MirrorFigure> {
  const deadline = Date.now() + BUDGET_MS;
  const server = await DeskServer.start({ dist, ...(root ? { root } : {}) });
  const browser = await chromium.launch(BENCH_LAUNCH);
  try {
    insertLandings(server.databaseFile, 'finished', extra);
    const figure: MirrorFigure = {
      extra,
      expected: await finishedCount(server.url),
      historyRefreshMs: null,
      historyReloadMs: null,
      movementsMs: null,
      problem: null,
    };
    const context = await browser.newContext({ baseURL: server.url });
    try {
      await measureSize(await context.newPage(), figure, deadline);
    } catch (error) {
      figure.problem =
        error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    }
    return figure;
  } finally {
    await browser.close();
    await server.dispose();
  }
}

/** Runs both sizes one after the other against the build in `dist`. */
export async function benchMirror(dist: string): Promise<MirrorFigure[]> {
  const figures: MirrorFigure[] = [];
  for (const extra of SIZES) figures.push(await benchMirrorSize(extra, dist));
  return figures;
}
