// Correcting a movement at the desk (docs/product/movement-log.md, "Corrections"): the registration,
// pilot and POB of an upcoming visitor corrected and sent; then, offline, its type corrected, its fee
// set by hand and the landing cancelled, the page reloaded, and all three reaching the server once
// when the link is back. On a tablet and a phone.
import type { Locator } from '@playwright/test';
import { AppHeader } from './pages/app-header';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskApi } from './support/desk-api';
import { DEMO, waitForServiceWorker } from './support/fixtures';
import { expect, test } from './support/fresh-desk';

interface Kept {
  registration: string | null;
  aircraftType: string | null;
  passengers_on_board: string | null;
  price: number | null;
  fee_by_hand: number | null;
  fee_reason: string | null;
  status: string;
  updatedAt: string;
}

/** The open row's details (its own group): CORRECT, the fee and CANCEL LANDING live there. */
const detailsOf = (row: Locator) =>
  row.locator('xpath=ancestor::tbody[contains(@class, "landing-group")][1]');

for (const viewport of [
  { width: 800, height: 1280 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a movement corrected, then corrected, priced and cancelled offline, each sent once', async ({
      page,
      context,
      freshDesk,
    }) => {
      test.setTimeout(150_000);
      const api = await DeskApi.signIn(freshDesk.url);
      const kept = async (id: number) =>
        (await api.read<{ data: { attributes: Kept } }>(`landings/${id}`)).data.attributes;
      const suffix = Date.now().toString(36).slice(-3).toUpperCase();
      const registration = `CS-${suffix}`;
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const created = await fetch(`${freshDesk.url}/api/landings`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${api.session.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          data: { date: tomorrow, time: '11:00:00', registration, aircraftType: 'Jodel D140', mtow: 800 },
        }),
      });
      expect(created.status).toBe(200);
      const id = ((await created.json()) as { data: { id: number } }).data.id;

      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signIn(DEMO.email, DEMO.password);
      const movements = new MovementsPage(page);
      await waitForServiceWorker(page);
      const row = movements.row(id);
      await expect(row).toContainText(registration);

      // Corrected online: the registration, the pilot and POB; the row reads it at once.
      const corrected = `D-E${suffix}`;
      await movements.toggle(row).click();
      await detailsOf(row).getByRole('button', { name: 'CORRECT', exact: true }).press('Enter');
      let dialog = page.getByRole('dialog', { name: `Correct ${registration} · Jodel D140` });
      await dialog.getByLabel('Registration').fill('not one');
      await expect(dialog.getByText('Enter the registration, e.g. CS-AYZ')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'SAVE CORRECTION' })).toBeDisabled();
      await dialog.getByLabel('Registration').fill(corrected);
      await dialog.getByLabel('Pilot name').fill('Ana Lopes');
      await dialog.getByLabel('POB (people on board)').fill('2');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await dialog.getByRole('button', { name: 'SAVE CORRECTION' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText(corrected);
      await expect(movements.undoBar).toContainText('Corrected');
      await movements.undoBar.getByRole('button', { name: 'Send now' }).click();
      await expect.poll(async () => (await kept(id)).registration, { timeout: 20_000 }).toBe(corrected);
      expect((await kept(id)).passengers_on_board).toBe('["Ana Lopes",""]');

      // Offline: the type corrected, the fee set by hand, the landing cancelled; reloaded.
      const before = await kept(id);
      await context.setOffline(true);
      await expect(new AppHeader(page).syncStatus).toContainText('Offline');
      await detailsOf(row).getByRole('button', { name: 'CORRECT', exact: true }).press('Enter');
      dialog = page.getByRole('dialog', { name: `Correct ${corrected} · Jodel D140` });
      await dialog.getByLabel('Aircraft type').fill('Robin DR400');
      await dialog.getByLabel('Hangar overnight (€33.00)').check();
      await dialog.getByRole('button', { name: 'SAVE CORRECTION' }).click();
      await expect(row).toContainText('Robin DR400');
      // Offline, the undo bar promises no time to be sent in.
      await expect(movements.undoBar).toContainText('Corrected');
      await expect(movements.undoBar).not.toContainText('Sent in');
      // The fee the server will work out, shown while the correction waits: the band's €15.00 and
      // the service's €33.00.
      await expect(row).toContainText('€48.00');
      const details = detailsOf(row);
      await details.getByRole('button', { name: 'Set fee by hand' }).click();
      await details.getByLabel('Fee (€)').fill('20');
      await details.getByLabel('Reason').fill('Club guest');
      await details.getByRole('button', { name: 'Set fee by hand' }).click();
      await expect(row).toContainText('€20.00');
      await details.getByRole('button', { name: /^CANCEL LANDING/ }).press('Enter');
      const cancel = page.getByRole('dialog', { name: 'Cancel landing' });
      await cancel.getByLabel('Reason (optional)').fill('Weather');
      await cancel.getByRole('button', { name: 'CANCEL LANDING', exact: true }).click();
      await expect(row).toContainText('CANCELLED');
      await page.reload();
      await expect(row).toContainText('CANCELLED');
      await context.setOffline(false);
      await expect.poll(async () => (await kept(id)).status, { timeout: 30_000 }).toBe('cancelled');
      const after = await kept(id);
      expect(after).toMatchObject({
        registration: corrected,
        aircraftType: 'Robin DR400',
        price: 48,
        fee_by_hand: 2000,
        fee_reason: 'Club guest',
      });
      // Sent once: no write after the last, however often the page retried.
      await page.waitForTimeout(1500);
      expect((await kept(id)).updatedAt).toBe(after.updatedAt);
      expect(after.updatedAt > before.updatedAt).toBe(true);
    });
  });
}
