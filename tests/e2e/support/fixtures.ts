// The Playwright test object of this suite: a worker-scoped real server (see desk-server.ts),
// pages pointed at it, and page models. Alerts are accepted and recorded for assertions; the
// browser's warning before leaving a desk with unsent changes is answered "leave" unless a spec
// listens for it itself.
import { test as base, expect, type Page } from '@playwright/test';
import { DeskServer } from './desk-server';

export const DEMO = { email: 'owner@example.com', password: 'Desk!2026' } as const;

interface WorkerFixtures {
  desk: DeskServer;
}
interface TestFixtures {
  alerts: string[];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  desk: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the destructuring
    async ({}, use) => {
      const server = await DeskServer.start();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ desk }, use) => {
    await use(desk.url);
  },
  context: async ({ context }, use) => {
    for (const page of context.pages()) leaveWhenAsked(page);
    context.on('page', leaveWhenAsked);
    await use(context);
  },
  alerts: async ({ page }, use) => {
    const seen: string[] = [];
    page.on('dialog', (dialog) => {
      seen.push(dialog.message());
      void dialog.accept();
    });
    await use(seen);
  },
});

export { expect };

const answeredBySpec = new WeakSet<Page>();

/** The spec answers this page's dialogs itself, the warning before leaving included. */
export function answerDialogsMyself(page: Page): void {
  answeredBySpec.add(page);
}

/**
 * Answers the warning before leaving with unsent changes (a reload in a spec) by leaving, as an
 * operator sure of it. Any other dialog is dismissed as Playwright does without listeners, unless
 * a spec's own listener answered it first.
 */
export function leaveWhenAsked(page: Page): void {
  page.on('dialog', (dialog) => {
    if (answeredBySpec.has(page)) return;
    if (dialog.type() === 'beforeunload') {
      void dialog.accept().catch(() => undefined);
      return;
    }
    setTimeout(() => void dialog.dismiss().catch(() => undefined), 0);
  });
}

/** Resolves once a service worker controls the page (the first visit installs it). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
}
