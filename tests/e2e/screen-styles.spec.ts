// A screen opened at its own address, with no other screen seen before it, has the styles of every
// form it opens: History's CORRECT and fee (Movements' forms) and Settings' new password check. Each form's
// stylesheet comes with its own code, not with the screen that opened it first.
import type { Page } from '@playwright/test';
import { HistoryPage } from './pages/history-page';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { DEMO, expect, test } from './support/fixtures';

async function signIn(page: Page): Promise<void> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/movements$/);
}

test.use({ viewport: { width: 390, height: 844 } });

test('History opened at its address: the CORRECT form keeps 44 px choices and its buttons on one line; the fee is drawn as on Movements', async ({
  page,
}) => {
  await signIn(page);
  // A new document: none of Movements' stylesheets are loaded.
  await page.goto('/dashboard');
  const history = new HistoryPage(page);
  await expect(history.position).toContainText('Rows 1–', { timeout: 30_000 });
  // A landing that flew: one that never did shows no fee (other tests of this server cancel some).
  await history.bodyRows
    .filter({ hasNotText: /CANCELLED|NO-SHOW/ })
    .first()
    .getByRole('button', { name: /^Details for / })
    .click();
  await page.getByRole('button', { name: 'CORRECT', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const option = dialog.locator('.correct-services__option').first();
  await expect(option).toBeVisible();
  expect((await option.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  const cancel = await dialog.getByRole('button', { name: 'CANCEL', exact: true }).boundingBox();
  const save = await dialog.getByRole('button', { name: 'SAVE CORRECTION', exact: true }).boundingBox();
  expect(cancel?.y, 'CANCEL and SAVE CORRECTION share a line').toBe(save?.y);
  expect((save?.x ?? 0) - ((cancel?.x ?? 0) + (cancel?.width ?? 0)), 'a gap between them').toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'CANCEL', exact: true }).click();

  // The fee's lines and Set fee by hand are drawn as on Movements: lines in a grid, buttons apart.
  const lines = page.locator('.fee-lines').first();
  await expect(lines).toBeVisible();
  expect(await lines.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
  await page.getByRole('button', { name: 'Set fee by hand' }).click();
  const setFee = await page.getByRole('button', { name: 'Set fee by hand' }).boundingBox();
  const cancelFee = await page.getByRole('button', { name: 'Cancel', exact: true }).boundingBox();
  expect(cancelFee?.y, 'Set fee by hand and Cancel share a line').toBe(setFee?.y);
  expect(
    (cancelFee?.x ?? 0) - ((setFee?.x ?? 0) + (setFee?.width ?? 0)),
    'a gap between them',
  ).toBeGreaterThan(0);
});

test('Settings opened at its address: new passwords that differ are said in red', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings');
  const settings = new SettingsPage(page);
  await settings.show('Change password');
  await settings.field('New password').fill('Another!2026');
  await settings.field('Confirm new password').fill('Another!2027');
  const problem = page.getByText('The passwords do not match.');
  await expect(problem).toBeVisible();
  const colour = (selector: string) =>
    page.evaluate((css) => {
      const probe = document.createElement('span');
      probe.style.color = css;
      document.body.append(probe);
      const shown = getComputedStyle(probe).color;
      probe.remove();
      return shown;
    }, selector);
  expect(await problem.evaluate((node) => getComputedStyle(node).color)).toBe(
    await colour('var(--colour-danger)'),
  );
});
