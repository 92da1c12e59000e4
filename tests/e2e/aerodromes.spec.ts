// The aerodrome data on the pilot's page (docs/product/aerodromes.md): typing "Ponte de Sor" in
// Departure aerodrome suggests LPSO, and the code once chosen is named under the field.
import { RequestPage } from './pages/request-page';
import { expect, test } from './support/fixtures';

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
});
