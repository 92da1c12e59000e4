// A receipt from the desk (docs/decisions/0031): a landing marked PAID in History, its details'
// "Receipt (PDF)" saved by the browser and read back as text, on the tablet and on a phone.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../../server/src/testing/pdf-text';
import { AppHeader } from './pages/app-header';
import { HistoryPage } from './pages/history-page';
import { SignInPage } from './pages/sign-in-page';
import { axeViolations } from './support/axe';
import { DEMO, expect, test } from './support/fixtures';

async function openHistory(page: Page): Promise<HistoryPage> {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/movements$/);
  await new AppHeader(page).history.click();
  const history = new HistoryPage(page);
  await expect(history.heading).toBeVisible();
  await expect(history.position).toContainText('Rows 1–', { timeout: 30_000 });
  return history;
}

for (const viewport of [
  { width: 800, height: 1280 },
  { width: 390, height: 844 },
]) {
  test(`marks a landing PAID and downloads its receipt at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const history = await openHistory(page);
    // A landing still to be paid: its select says MISSING PAYMENT.
    await history.statusFilter.selectOption({ label: 'MISSING PAYMENT' });
    const select = history.statusSelects.first();
    await expect(select).toHaveValue('Pending');
    const label = (await select.getAttribute('aria-label')) ?? '';
    const landing = label.replace(/^Payment status for /, '');
    const row = history.bodyRows.filter({ has: page.getByRole('combobox', { name: label, exact: true }) });
    const fee = ((await row.locator('.history-row__fee').textContent()) ?? '').trim();
    expect(fee).toMatch(/^€\d+\.\d\d$/);
    await select.selectOption('Paid');
    await history.statusFilter.selectOption({ label: 'PAID' });

    const paidSelect = history.table.getByRole('combobox', { name: label, exact: true });
    await expect(paidSelect).toHaveValue('Paid');
    await history.table.getByRole('button', { name: `Details for ${landing}`, exact: true }).click();
    // Offered once the PAID has reached the server (after the undo window).
    const receipt = page.getByRole('button', { name: 'Receipt (PDF)' });
    await expect(receipt).toBeVisible({ timeout: 20_000 });
    const box = await receipt.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    const correct = await page.getByRole('button', { name: 'CORRECT', exact: true }).boundingBox();
    expect(correct?.y, 'Receipt (PDF) and CORRECT share a line').toBe(box?.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^receipt-PPR-\d{4}-\d{4}\.pdf$/);
    const ppr = name.replace(/^receipt-|\.pdf$/g, '');
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain('Receipt — not a fiscal invoice');
    expect(text).toContain(ppr);
    expect(text).toContain('Total paid');
    expect(text).toContain(fee);
    expect(text).toContain('VAT 23% (included)');
    expect(text).toContain('Tax number (NIF): 500000000');
    expect(text).toContain('Paid at the desk.');
  });
}
