// A desk's cold start on an airstrip's thin link (ADR 0013): after a first visit on the same link,
// new tabs open /movements and the page's own clock says when the mirror's first row was drawn;
// then an ACCEPT made there, clocked until the server has it. Starts one server and one browser.
import { chromium } from '@playwright/test';
import { MovementsPage } from '../tests/e2e/pages/movements-page';
import { BENCH_LAUNCH } from '../tests/e2e/support/chromium';
import { DeskApi } from '../tests/e2e/support/desk-api';
import { DeskServer } from '../tests/e2e/support/desk-server';
import { clockFirstRow, firstRowAt, firstVisit, throttle } from '../tests/e2e/support/thin-link';
import { percentile } from './percentile';

export const COLD_START_BOUND_MS = 3_000;
export const ACCEPT_BOUND_MS = 5_000;
const COLD_STARTS = Number(process.env.BENCH_THIN_LINK_TRIES ?? 5);
const DEADLINE_MS = 30_000;

export interface ThinLink {
  /** Navigation start → the first landing's row in the page, per cold start. */
  coldStarts: number[];
  coldStartMedianMs: number;
  /** ACCEPT clicked (and sent at once) → the server shows the landing accepted. */
  acceptMs: number;
}

/** Milliseconds from `started` until the server shows the landing accepted. */
async function acceptedAfter(api: DeskApi, landingId: number, started: number): Promise<number> {
  while (Date.now() - started < DEADLINE_MS) {
    if ((await api.landing(landingId)).permission === true) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the ACCEPT did not reach the server within ${DEADLINE_MS / 1000} s`);
}

export async function benchThinLink(dist: string): Promise<ThinLink> {
  const server = await DeskServer.start({ dist });
  const browser = await chromium.launch(BENCH_LAUNCH);
  try {
    const context = await browser.newContext({ baseURL: server.url });
    await firstVisit(context);
    const coldStarts: number[] = [];
    let acceptMs = Number.NaN;
    for (let i = 0; i < COLD_STARTS; i++) {
      const page = await context.newPage();
      await throttle(page);
      await clockFirstRow(page);
      const movements = new MovementsPage(page);
      await movements.open();
      await movements.rows(movements.pending).first().waitFor({ timeout: DEADLINE_MS });
      coldStarts.push(await firstRowAt(page));
      if (i === COLD_STARTS - 1) {
        const [landingId] = await movements.landingIds(movements.pending);
        if (landingId === undefined) throw new Error('the demo has no pending landing');
        const api = await DeskApi.signIn(server.url);
        const clicked = Date.now();
        await movements.act(landingId, 'ACCEPT');
        acceptMs = await acceptedAfter(api, landingId, clicked);
      }
      await page.close();
    }
    return { coldStarts, coldStartMedianMs: percentile(coldStarts, 50), acceptMs };
  } finally {
    await browser.close();
    await server.dispose();
  }
}

/** The cold start and the ACCEPT against their bounds; a missed bound fails the run. */
export async function printThinLink(dist: string): Promise<void> {
  console.log(`On a 400 kbit/s, 400 ms link in Chromium (build in ${dist}/), after a first visit`);
  const { coldStarts, coldStartMedianMs, acceptMs } = await benchThinLink(dist);
  const coldMet = coldStartMedianMs <= COLD_START_BOUND_MS;
  const acceptMet = acceptMs <= ACCEPT_BOUND_MS;
  console.table([
    {
      figure: `a cold start of /movements: navigation → first row, median of ${coldStarts.length}`,
      value: `${coldStartMedianMs} ms (${coldStarts.join(', ')})`,
      bound: `≤ ${COLD_START_BOUND_MS.toLocaleString('en-GB')} ms`,
      met: coldMet ? '✓' : '✗',
    },
    {
      figure: 'an ACCEPT made there: click → on the server',
      value: `${acceptMs} ms`,
      bound: `≤ ${ACCEPT_BOUND_MS.toLocaleString('en-GB')} ms`,
      met: acceptMet ? '✓' : '✗',
    },
  ]);
  if (!coldMet || !acceptMet) process.exitCode = 1;
}
