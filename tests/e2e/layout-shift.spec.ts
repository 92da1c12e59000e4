// Nothing moves once painted (CLS ≤ 0.02 everywhere, ADR 0019): each screen is loaded cold in a tab
// that sums its layout shifts, as Lighthouse does, through first paint, data and toasts arriving.
import type { Page } from '@playwright/test';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { RequestPage } from './pages/request-page';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { DEMO, expect, test } from './support/fixtures';

const CLS_BOUND = 0.02;
// Long enough for the mirror, the server's answers and the lazily loaded toasts to land.
const SETTLE_MS = 1_500;

/** Records every layout shift not caused by input, from the first byte of each page load. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function cumulativeShift(page: Page): Promise<number> {
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() =>
    ((window as unknown as { __shifts: number[] }).__shifts ?? []).reduce((sum, value) => sum + value, 0),
  );
}

test('no screen shifts its layout by more than 0.02 while it loads', async ({ page }) => {
  await watchShifts(page);
  const shifts: Record<string, number> = {};

  const signIn = new SignInPage(page);
  await signIn.open();
  await expect(signIn.submit).toBeVisible();
  shifts['/ (sign-in)'] = await cumulativeShift(page);
  await signIn.signIn(DEMO.email, DEMO.password);

  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  await movements.open();
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  shifts['/movements'] = await cumulativeShift(page);

  const history = new HistoryPage(page);
  await history.open();
  await expect(history.heading).toBeVisible();
  shifts['/dashboard (History)'] = await cumulativeShift(page);

  const settings = new SettingsPage(page);
  await settings.open();
  shifts['/settings'] = await cumulativeShift(page);

  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  shifts['/welcome (registration)'] = await cumulativeShift(page);

  await new RequestPage(page).open('example-aero-club');
  shifts['/request/… (pilot)'] = await cumulativeShift(page);

  console.log(`layout shift per screen: ${JSON.stringify(shifts)}`);
  for (const [screen, value] of Object.entries(shifts)) expect(value, screen).toBeLessThanOrEqual(CLS_BOUND);
});
