// The movement log in the browser (docs/product/movement-log.md): the PPR number on the row and
// found by the search box, a fee set by hand with its reason (the row says so and shows the
// rule's figure), an unknown type priced by the MTOW heard, and a fee set offline that reaches
// the server once after a reload. On a tablet and a phone.
import { AppHeader } from './pages/app-header';
import { CreateLandingModal } from './pages/create-landing-modal';
import { MovementsPage } from './pages/movements-page';
import { RequestPage, RequestStatusPage } from './pages/request-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskApi } from './support/desk-api';
import { DEMO, waitForServiceWorker } from './support/fixtures';
import { expect, test } from './support/fresh-desk';

interface Booked {
  ppr: string | null;
  price: number | null;
  fee_by_hand: number | null;
  fee_reason: string | null;
  mtow: number | null;
  updatedAt: string;
}

for (const viewport of [
  { width: 800, height: 1280 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('PPR numbers, search, fees by hand and an unknown type priced by its MTOW', async ({
      page,
      context,
      freshDesk,
    }) => {
      const api = await DeskApi.signIn(freshDesk.url);
      const booked = async (id: number) =>
        (await api.read<{ data: { attributes: Booked } }>(`landings/${id}`)).data.attributes;
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signIn(DEMO.email, DEMO.password);
      const movements = new MovementsPage(page);
      await expect(movements.rows(movements.pending).first()).toBeVisible();
      await waitForServiceWorker(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // The number on the row, and the search box finds the row by it. Waiting for the service
      // worker may have reloaded the page: its rows first.
      await expect(movements.rows(movements.pending).nth(1)).toBeVisible();
      const [first, second] = await movements.landingIds(movements.pending);
      if (!first || !second) throw new Error('the seed has two pending requests');
      const { ppr } = await booked(first);
      if (!ppr) throw new Error('a landing without a PPR number');
      await expect(movements.row(first)).toContainText(ppr);
      const search = page.getByRole('searchbox').first();
      await search.fill(ppr.slice(4));
      await expect(movements.row(first)).toBeVisible();
      await expect(movements.row(second)).toBeHidden();
      await search.fill('');

      // A fee set by hand with its reason: the row says so and what the rule said.
      const rule = (await booked(first)).price;
      await movements
        .row(first)
        .getByRole('button', { name: /^Plane: |^Helicopter: / })
        .click();
      const details = page.locator('.landing-row__details:not([hidden])').first();
      await details.getByRole('button', { name: 'Set fee by hand' }).click();
      await details.getByLabel('Fee (€)').fill('-4');
      await details.getByLabel('Reason').fill('Club member');
      await details.getByRole('button', { name: 'Set fee by hand' }).click();
      await expect(details.getByText('The fee cannot be negative')).toBeVisible();
      await expect(details.getByLabel('Fee (€)')).toHaveValue('-4');
      await details.getByLabel('Fee (€)').fill('45.50');
      await details.getByRole('button', { name: 'Set fee by hand' }).click();
      await movements.undoBar.getByRole('button', { name: 'Send now' }).click();
      await expect(movements.row(first)).toContainText('€45.50');
      await expect(movements.row(first)).toContainText(`Set by hand (rule: €${(rule ?? 0).toFixed(2)})`);
      await expect.poll(async () => (await booked(first)).fee_by_hand).toBe(4550);
      // Back to the rule: the fee set by hand and its reason go, on the row and on the server.
      await expect(details.getByLabel('Fee (€)')).toHaveCount(0);
      await details.getByRole('button', { name: 'Back to the rule' }).click();
      await movements.undoBar.getByRole('button', { name: 'Send now' }).click();
      await expect(movements.row(first)).not.toContainText('Set by hand');
      await expect(movements.row(first)).toContainText(`€${(rule ?? 0).toFixed(2)}`);
      await expect.poll(async () => (await booked(first)).fee_by_hand).toBeNull();
      expect((await booked(first)).fee_reason).toBeNull();

      // Offline: a fee set, the page reloaded, and once back it reaches the server once.
      await context.setOffline(true);
      await expect(new AppHeader(page).syncStatus).toContainText('Offline');
      const before = await booked(second);
      await movements
        .row(second)
        .getByRole('button', { name: /^Plane: |^Helicopter: / })
        .click();
      const secondDetails = page.locator(`tr[data-landing-id="${second}"] + tr.landing-row__details`);
      await secondDetails.getByRole('button', { name: 'Set fee by hand' }).click();
      await secondDetails.getByLabel('Fee (€)').fill('12');
      await secondDetails.getByLabel('Reason').fill('Short stop');
      await secondDetails.getByRole('button', { name: 'Set fee by hand' }).click();
      await expect(movements.row(second)).toContainText('€12.00');
      await page.reload();
      await expect(movements.row(second)).toContainText('€12.00');
      await context.setOffline(false);
      await expect.poll(async () => (await booked(second)).fee_by_hand, { timeout: 20_000 }).toBe(1200);
      const after = await booked(second);
      expect(after.fee_reason).toBe('Short stop');
      // Sent once: one write after the one it was based on, however often the page retried.
      await page.waitForTimeout(1500);
      expect((await booked(second)).updatedAt).toBe(after.updatedAt);
      expect(after.updatedAt > before.updatedAt).toBe(true);

      // An airplane the club does not know, priced by the MTOW heard on the radio.
      const registration = `CS-${Date.now().toString(36).slice(-3).toUpperCase()}`;
      await movements.addManually.click();
      const modal = new CreateLandingModal(page);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      await modal.fill({ pilot: 'Marta Radio', date: tomorrow, airplane: registration });
      await modal.aircraftType.fill('Jodel D140');
      await expect(modal.cost).toHaveText('to be priced');
      await modal.dialog.getByLabel('MTOW (kg)').fill('800');
      await expect(modal.cost).not.toHaveText('to be priced');
      await modal.create.click();
      await expect(modal.dialog).toBeHidden();
      await expect.poll(async () => api.landingIdOf(registration), { timeout: 20_000 }).not.toBeNull();
      const created = await booked((await api.landingIdOf(registration)) ?? 0);
      expect(created.mtow).toBe(800);
      expect(created.price).not.toBeNull();
      expect(created.ppr).toMatch(/^PPR-\d{4}-\d{4}$/);

      // A pilot's request for a type the club does not know: its MTOW asked and priced by, and its
      // PPR number on the status page and on the desk's row.
      const pilotPage = await context.newPage();
      const form = new RequestPage(pilotPage);
      await form.open('example-aero-club');
      const asked = `CS-${Date.now().toString(36).slice(-3).toUpperCase()}`;
      await form.fillFlight({
        registration: asked,
        aircraftType: 'Jodel D140',
        origin: 'LPCS',
        date: tomorrow,
        eta: '12:00',
      });
      await expect(form.estimate).toHaveText('Estimated fee: to be priced by the desk');
      await form.field('MTOW (kg)').fill('800');
      await expect(form.estimate).not.toHaveText('Estimated fee: to be priced by the desk');
      await form.fillPilot({ name: 'Paula Piloto', email: 'paula@pilots.example', licence: 'PT.FCL.9001' });
      await form.send.click();
      await expect(pilotPage).toHaveURL(/\/request\/status\/[A-Za-z0-9_-]{22}$/);
      const status = new RequestStatusPage(pilotPage);
      await expect(status.status).toHaveText('PENDING');
      const filed = await booked((await api.landingIdOf(asked)) ?? 0);
      expect(filed).toMatchObject({ mtow: 800 });
      if (!filed.ppr) throw new Error('a request without a PPR number');
      await expect(pilotPage.getByText(filed.ppr)).toBeVisible();
      expect(await pilotPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expect(page.locator('tr[data-landing-id]', { hasText: asked })).toContainText(filed.ppr);
    });
  });
}
