// This tree beside a baseline commit (the pre-React main unless BENCH_BASELINE_REF says otherwise),
// measured in one run, each side with its own server and build: Movements' first render over
// 10,000 landings (as the mirror bench), the decision on desk A shown on desk B (p95, as the sync
// bench) and the first sign-in (Sign in to the last landing stored). Each server and browser it
// starts is stopped before the next one starts.
import { chromium } from '@playwright/test';
import { BENCH_LAUNCH } from '../tests/e2e/support/chromium';
import { DeskApi } from '../tests/e2e/support/desk-api';
import { insertLandings } from '../tests/e2e/support/desk-data';
import { DeskServer } from '../tests/e2e/support/desk-server';
import { type BaselineBuild, baselineBuild } from './baseline-build';
import { FIRST_SIGN_IN_EXTRA, signInUntilStored } from './first-sign-in-bench';
import { benchMirrorSize } from './mirror-bench';
import { percentile } from './percentile';
import { cursorStored, DECISION_TRIES, openDesk, twoDeskLatencies } from './two-desks';

/** Rounds per side, in the order A B B A A B…, so a machine slowing down mid-run favours neither. */
const ROUNDS = Number(process.env.BENCH_BASELINE_ROUNDS ?? 3);
export const BASELINE_BOUND = 1.2;

export interface Side {
  name: 'baseline' | 'current';
  dist: string;
  /** The checkout whose server runs; undefined: this one. */
  root?: string;
}

export interface SideFigures {
  /** Movements opened over 10,000 extra landings, per round. */
  movementsMs: number[];
  /** Every decision latency of every round (DECISION_TRIES a round). */
  latencies: number[];
  /** Sign in click → every landing stored, per round. */
  firstSignInMs: number[];
  problems: string[];
}

/** One server with 10,000 extra landings: a first sign-in, then two desks' decision latencies. */
async function syncRound(side: Side, into: SideFigures): Promise<void> {
  const server = await DeskServer.start({ dist: side.dist, ...(side.root ? { root: side.root } : {}) });
  try {
    insertLandings(server.databaseFile, 'finished', FIRST_SIGN_IN_EXTRA);
    const pending = insertLandings(server.databaseFile, 'pending', DECISION_TRIES + 2);
    const api = await DeskApi.signIn(server.url);
    const landings = await api.landingCount();
    const browser = await chromium.launch(BENCH_LAUNCH);
    try {
      into.firstSignInMs.push((await signInUntilStored(browser, server.url, api.clubId, landings)).storedMs);
      const b = await openDesk(browser, server.url, api);
      await b.page.goto('/movements');
      await cursorStored(b.page, api.clubId);
      into.latencies.push(...(await twoDeskLatencies(browser, server.url, b.page, api, pending)));
      await b.context.close();
    } finally {
      await browser.close();
    }
  } finally {
    await server.dispose();
  }
}

async function round(side: Side, into: SideFigures): Promise<void> {
  const mirror = await benchMirrorSize(10_000, side.dist, side.root);
  if (mirror.movementsMs !== null) into.movementsMs.push(mirror.movementsMs);
  if (mirror.problem) into.problems.push(mirror.problem);
  await syncRound(side, into).catch((error: unknown) => {
    into.problems.push(
      error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error),
    );
  });
}

/** Builds the baseline if no earlier run did, then measures both sides round by round. */
export async function benchBaseline(
  dist: string,
): Promise<{ baseline: BaselineBuild; figures: Record<Side['name'], SideFigures> }> {
  const baseline = baselineBuild();
  const sides: Side[] = [
    { name: 'baseline', dist: 'dist', root: baseline.root },
    { name: 'current', dist },
  ];
  const empty = (): SideFigures => ({ movementsMs: [], latencies: [], firstSignInMs: [], problems: [] });
  const figures = { baseline: empty(), current: empty() };
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) await round(side, figures[side.name]);
  }
  return { baseline, figures };
}

export const median = (values: number[]) => (values.length === 0 ? null : percentile(values, 50));
export const p95 = (values: number[]) => (values.length === 0 ? null : percentile(values, 95));
