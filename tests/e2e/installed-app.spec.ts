// The desk as an installed app: its service worker controls the page, Chromium sees nothing that
// stops an install, and a newer deployment is offered by prompt, never forced, keeping queued changes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { AppHeader } from './pages/app-header';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskApi } from './support/desk-api';
import { DEMO, waitForServiceWorker } from './support/fixtures';
import { expect, test } from './support/fresh-desk';
import { BUILD_MARK, newerBuild } from './support/newer-build';

async function signIn(page: Page): Promise<MovementsPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/movements$/);
  return new MovementsPage(page);
}

/** The build mark of the page on screen; absent in the build the suite started with. */
const buildMark = (page: Page) => page.locator(`meta[name="${BUILD_MARK}"]`);

test.describe('the installed app', () => {
  test('a service worker controls the page and Chromium finds nothing stopping an install', async ({
    playwright,
    launchOptions,
    freshDesk,
  }) => {
    // Playwright's usual contexts are incognito, where Chromium never offers an install: this one
    // runs on a real (temporary) profile, as the desk's browser does.
    const profile = mkdtempSync(join(tmpdir(), 'ppr-desk-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL: freshDesk.url,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page);
      await waitForServiceWorker(page);
      const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
      expect(scriptUrl).toBe(`${freshDesk.url}/sw.js`);

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toBe(`${freshDesk.url}/manifest.webmanifest`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a newer build shows the update prompt; Reload brings it in and keeps a change waiting', async ({
    page,
    context,
    freshDesk,
  }) => {
    const nextId = `next-${Date.now()}`;
    const next = newerBuild(freshDesk.dist, nextId);
    try {
      const movements = await signIn(page);
      await waitForServiceWorker(page);
      await expect(movements.rows(movements.pending).first()).toBeVisible();
      const [decided] = await movements.landingIds(movements.pending);
      if (decided === undefined) throw new Error('the demo has no pending landing');

      // The API is out of reach (the link to the server is down) while the page and its worker
      // script are still served: the accept waits in the outbox through the whole update.
      await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await movements.act(decided, 'ACCEPT');
      const waiting = page.getByText('1 change waiting');
      await expect(waiting).toBeVisible();
      await expect(buildMark(page)).toHaveCount(0);

      await freshDesk.restartWith(next);
      // A navigation makes the browser look for a new worker script, as the next morning's visit would.
      await page.reload();
      const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await expect(waiting).toBeVisible();
      await expect(buildMark(page)).toHaveCount(0);

      await prompt.getByRole('button', { name: 'Reload' }).click();
      await expect(buildMark(page)).toHaveAttribute('content', nextId, { timeout: 30_000 });
      await expect(prompt).toBeHidden();
      await expect(waiting).toBeVisible();
      await expect(movements.waitingMark(movements.row(decided))).toBeVisible();

      await context.unroute('**/api/**');
      await expect(new AppHeader(page).syncStatus).toContainText('Online', { timeout: 30_000 });
      await expect(page.getByText('All changes synced', { exact: true })).toBeVisible({ timeout: 30_000 });
      const api = await DeskApi.signIn(freshDesk.url);
      expect(await api.landing(decided)).toMatchObject({ permission: true, landing_permission: true });
    } finally {
      rmSync(next, { recursive: true, force: true });
    }
  });
});
