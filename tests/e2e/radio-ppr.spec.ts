// Radio PPR (ADD MANUALLY, docs/product.md#aircraft-movements): a request called in on the radio, written
// down offline in the Create Landing form (an airplane and a pilot the club does not know, ETA, purpose,
// people on board, created as pending), reaches the server with those values once the link is back.
import { typedToUtc } from '../../src/domain/time/instants';
import { AppHeader } from './pages/app-header';
import { CreateLandingModal } from './pages/create-landing-modal';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskApi } from './support/desk-api';
import { DEMO, expect, test, waitForServiceWorker } from './support/fixtures';

interface Stored {
  registration: string | null;
  aircraftType: string | null;
  origin: string | null;
  email: string | null;
  time: string;
  landingPurpose: string | null;
  passengers_on_board: string | null;
  permission: boolean | null;
}

test('a radio PPR created offline at 14:35, Touch & Go, 3 on board, reaches the server with those values', async ({
  page,
  context,
  desk,
}) => {
  const api = await DeskApi.signIn(desk.url);
  // A registration no earlier run used: the test's own landing is the only one with it.
  const registration = `CS-${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const stored = async () =>
    (
      await api.read<{ data: Array<{ attributes: Stored }> }>(
        `landings?filters[registration][$eq]=${encodeURIComponent(registration)}`,
      )
    ).data.map((entry) => entry.attributes);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  // The desk as installed: the form's part comes from the service worker once the link is gone
  // (without it, the dialog says the form did not arrive: link-drops-early.spec.ts).
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await expect(new AppHeader(page).syncStatus).toContainText('Offline');

  await movements.addManually.click();
  const modal = new CreateLandingModal(page);
  await modal.fill({ pilot: 'Marta Radio', date: tomorrow, airplane: registration.toLowerCase() });
  await expect(modal.createPending).toBeDisabled();
  await modal.aircraftType.fill('Piper J-3 Cub');
  await modal.from.fill('LPEV');
  await modal.eta.fill('14:35');
  await modal.purpose.selectOption({ label: 'Touch & Go' });
  await modal.pob.fill('3');
  await expect(modal.dialog.getByText('Not a known airplane: priced at the desk')).toBeVisible();
  await modal.createPending.click();
  await expect(modal.dialog).toBeHidden();

  const row = movements.pending.locator('tr[data-landing-id^="-"]');
  await expect(row).toContainText('Touch & Go');
  // Typed on the club's clock (local by default), shown with its zone named, stored in UTC.
  await expect(row).toContainText('14:35 Lisbon');
  await expect(row).toContainText('Piper J-3 Cub');
  await expect(row).toContainText(registration);
  await expect(movements.waitingMark(row)).toBeVisible();
  expect(await stored()).toEqual([]);

  await context.setOffline(false);
  await expect.poll(stored, { timeout: 20_000 }).toHaveLength(1);
  expect((await stored())[0]).toMatchObject({
    registration,
    aircraftType: 'Piper J-3 Cub',
    origin: 'LPEV',
    email: null,
    time: `${typedToUtc(tomorrow, '14:35', 'Europe/Lisbon')?.time}:00.000`,
    landingPurpose: 'training_touch_and_go',
    passengers_on_board: '["Marta Radio","Passenger 1","Passenger 2"]',
    permission: null,
  });
});
