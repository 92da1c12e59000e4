// An airstrip's thin link on a page (ADR 0013), for the browser test and `npm run bench -- thin-link`:
// 400 kbit/s each way with 400 ms round trips through the DevTools protocol, the first visit that
// installs the service worker and fills the mirror, and the page's own clock of its first row.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { MovementsPage } from '../pages/movements-page';
import { SignInPage } from '../pages/sign-in-page';
import { DEMO, waitForServiceWorker } from './fixtures';

export const THIN_LINK = {
  offline: false,
  latency: 400,
  // bytes per second: 400 kbit/s each way
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};

export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THIN_LINK);
  return cdp;
}

/** The demo owner signs in on the thin link and stays until the service worker controls the desk. */
export async function firstVisit(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await throttle(page);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await movements.rows(movements.pending).first().waitFor({ timeout: 30_000 });
  await waitForServiceWorker(page);
  await page.close();
}

/**
 * Notes, in the page's clock, when a landing's row is first in the page. Call before the page
 * navigates: `firstRowAt` then reads it from the navigation's start, with none of the test's own
 * polling in it (a visible-check polls at up to a second apart).
 */
export async function clockFirstRow(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('tr[data-landing-id]')) return;
      Object.assign(window, { __firstRowAt: performance.now() });
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
}

/** Milliseconds from the navigation's start to the first row; NaN when none was drawn. */
export async function firstRowAt(page: Page): Promise<number> {
  const at = await page.evaluate(() => (window as { __firstRowAt?: number }).__firstRowAt);
  return Math.round(at ?? Number.NaN);
}
