// axe where the tablet spec (tablet.spec.ts) does not look: the sync panel, with a change waiting,
// Aircraft movements with every row open at once (two open rows must not repeat a landmark) and History
// with a row open.
// Every other screen (sign in, registration, movements, Create Landing, history, every settings
// section) is checked with axe at four sizes there.
import type { Page } from '@playwright/test';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { axeViolations as violations } from './support/axe';
import { DEMO, expect, test } from './support/fixtures';

async function signIn(page: Page): Promise<MovementsPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/movements$/);
  return new MovementsPage(page);
}

test.describe('accessibility (axe)', () => {
  test('the sync panel, with a change waiting', async ({ page, context }) => {
    const movements = await signIn(page);
    await expect(movements.rows(movements.pending).first()).toBeVisible();
    // Offline for the rest of the test: the change stays in this context's outbox and is never sent.
    await context.setOffline(true);
    const [landing] = await movements.landingIds(movements.pending);
    if (landing === undefined) throw new Error('the demo has no pending landing');
    await movements.act(landing, 'ACCEPT');
    await expect(page.getByText('1 change waiting')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Changes', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Changes waiting to sync' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('Aircraft movements with every row open at once, and History with a row open', async ({ page }) => {
    const movements = await signIn(page);
    await expect(movements.rows(movements.pending).first()).toBeVisible();
    for (const toggle of await page.locator('.row-toggle').all()) await toggle.click();
    await expect(page.locator('.row-toggle[aria-expanded="false"]')).toHaveCount(0);
    await expect(page.locator('.fee-details').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // History opens one row at a time, with its actions under the details.
    await page.getByRole('navigation').getByRole('link', { name: 'History' }).click();
    await page.locator('.history-row__toggle').first().click();
    await expect(page.locator('.history-row__details .details-list')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
