// Whether a screen fits its viewport's width: nothing scrolls sideways (tablet first, 390 px phones).
import { expect, type Page } from '@playwright/test';

export async function noHorizontalScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
