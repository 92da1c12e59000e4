// Two desks of one club in Chromium, for the latency figures of the sync bench and the baseline
// comparison: a desk opened with a stored session, the first sync awaited in its mirror, and how
// long a decision tapped on desk A takes to show on desk B (docs/decisions/0010).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { MovementsPage } from '../tests/e2e/pages/movements-page';
import type { DeskApi } from '../tests/e2e/support/desk-api';

/** Decisions timed per measurement: the p95 of 20 is their second slowest. */
export const DECISION_TRIES = 20;

/** A desk signed in by its stored session (no sign-in form), on the app's first page. */
export async function openDesk(
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
export async function cursorStored(page: Page, clubId: number): Promise<void> {
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

/** How long after A's tap desk B shows the landing ACCEPTED, for each of the first DECISION_TRIES ids. */
export async function decisionLatencies(a: Page, b: Page, ids: number[]): Promise<number[]> {
  const latencies: number[] = [];
  const movementsA = new MovementsPage(a);
  for (const id of ids.slice(0, DECISION_TRIES)) {
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
 * Takes desk B (already open) to Movements, opens desk A there on `origin`, waits for both to list
 * the first request, and times the decisions on the `pending` requests. Closes desk A.
 */
export async function twoDeskLatencies(
  browser: Browser,
  origin: string,
  b: Page,
  api: DeskApi,
  pending: number[],
): Promise<number[]> {
  await b.goto('/movements');
  const a = await openDesk(browser, origin, api);
  try {
    await a.page.goto('/movements');
    for (const desk of [a.page, b]) await new MovementsPage(desk).row(pending[0] ?? 0).waitFor();
    await b.waitForTimeout(500);
    return await decisionLatencies(a.page, b, pending);
  } finally {
    await a.context.close();
  }
}
