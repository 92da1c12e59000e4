// The Playwright test object of this suite: a worker-scoped real server (see desk-server.ts),
// pages pointed at it, and page models. Alerts are accepted and recorded for assertions.
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
