// The aerodrome data (docs/product/aerodromes.md): on the pilot's page typing "Ponte de Sor" in
// Departure aerodrome suggests LPSO, the code once chosen is named under the field and an unknown
// one is flagged; on the desk the code is stored and the rows name it, offline too.
import type { Page } from '@playwright/test';
import { CreateLandingModal } from './pages/create-landing-modal';
import { MovementsPage } from './pages/movements-page';
import { RequestPage } from './pages/request-page';
import { SignInPage } from './pages/sign-in-page';
import { DEMO, expect, test, waitForServiceWorker } from './support/fixtures';

/** Signed in as the demo owner, Add manually open on today's landing of CS-AAA, From still empty. */
async function startManualLanding(page: Page) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.upcoming).first()).toBeVisible();
  await waitForServiceWorker(page);
  await movements.addManually.click();
  const modal = new CreateLandingModal(page);
  await modal.fill({
    pilot: 'Ana Ferreira',
    date: new Date().toISOString().slice(0, 10),
    airplane: 'Cessna 172 CS-AAA',
  });
  return { movements, modal };
}

test('"From" suggests LPSO for "Ponte de Sor" and names the aerodrome of the code chosen', async ({
  page,
}) => {
  const form = new RequestPage(page);
  await form.open('example-aero-club');
  const from = form.field('Departure aerodrome');
  await from.fill('Ponte de Sor');
  const list = page.locator(`datalist#${await from.getAttribute('list')}`);
  await expect(list.locator('option[value="LPSO"]')).toHaveText(
    'Aeródromo Municipal de Ponte de Sor, Ponte de Sor',
  );
  await from.fill('LPSO');
  await expect(page.getByText('LPSO: Aeródromo Municipal de Ponte de Sor')).toBeVisible();
  // A code the data does not know is flagged, and sent as typed.
  await from.fill('LPZZ');
  await expect(page.getByText('LPZZ is not in the aerodrome data: it is sent as typed.')).toBeVisible();
  await expect(from).toHaveValue('LPZZ');
});

test('the desk stores the code chosen in From and names the aerodrome in the row, offline too', async ({
  page,
  context,
}) => {
  const { movements, modal } = await startManualLanding(page);
  await modal.from.fill('Ponte de Sor');
  await expect(modal.dialog.locator('datalist option[value="LPSO"]')).toHaveCount(1);
  await modal.from.fill('LPSO');
  await expect(modal.dialog.getByText('Aeródromo Municipal de Ponte de Sor', { exact: true })).toBeVisible();
  // The demo has landings from LPSO already, named alike (its origins are named as the data names them).
  const named = movements.upcoming.getByText('Aeródromo Municipal de Ponte de Sor (LPSO)');
  const before = await named.count();
  await modal.create.click();
  await expect(modal.dialog).toBeHidden();
  await expect(named).toHaveCount(before + 1);
  // Learnt once, kept on the device: a reload without the server still names it.
  await context.setOffline(true);
  await page.reload();
  await expect(named).toHaveCount(before + 1);
});

test("Movements' search finds a landing by its origin's name as the row shows it, not only by its code", async ({
  page,
}) => {
  const { movements, modal } = await startManualLanding(page);
  await modal.from.fill('LFBO');
  await modal.create.click();
  await expect(modal.dialog).toBeHidden();
  const named = movements.upcoming.getByText('Toulouse-Blagnac Airport (LFBO)');
  await expect(named).toHaveCount(1);

  const search = page.getByRole('searchbox', { name: 'Search movements' });
  await search.fill('toulouse');
  await expect(named).toHaveCount(1);
  await expect(movements.rows(movements.upcoming)).toHaveCount(1);
  await search.fill('toulouse-lille');
  await expect(named).toHaveCount(0);
});
