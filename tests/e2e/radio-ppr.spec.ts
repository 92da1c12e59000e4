// Radio PPR (ADD MANUALLY, docs/product.md#aircraft-movements): a request called in on the radio, written
// down offline in the Create Landing form (an airplane and a pilot the club does not know, ETA, purpose,
// people on board, created as pending), reaches the server with those values once the link is back.
import { typedToUtc } from '../../src/domain/time/instants';
import { AppHeader } from './pages/app-header';
import { CreateLandingModal } from './pages/create-landing-modal';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskApi } from './support/desk-api';
import { DEMO, expect, test } from './support/fixtures';

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

test('on a slow link that drops as soon as Aircraft movements draws, before the service worker holds the app, ADD MANUALLY still opens its form', async ({
  browser,
  desk,
}) => {
  // No service worker: its cache would answer the page's imports, and this is the time before it does.
  const context = await browser.newContext({ baseURL: desk.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  // Every script takes 400 ms to arrive: a form whose files were asked for one import after another
  // is still arriving when the link drops; asked for together, they arrive with the form's own.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const form = page.waitForResponse(/\/assets\/CreateLandingForm-[\w-]+\.js$/);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  await form;
  await page.waitForTimeout(150);
  await context.setOffline(true);

  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  await movements.addManually.click();
  const modal = new CreateLandingModal(page);
  await expect(modal.pilot).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This screen stopped working' })).toHaveCount(0);
  await context.close();
});

test('when the form itself did not arrive before the link dropped, the dialog says so and shows the form once the link is back', async ({
  browser,
  desk,
}) => {
  const context = await browser.newContext({ baseURL: desk.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  const formChunk = /\/assets\/CreateLandingForm-[\w-]+\.js$/;
  await page.route(formChunk, (route) => route.abort('internetdisconnected'));
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  await context.setOffline(true);

  await movements.addManually.click();
  const modal = new CreateLandingModal(page);
  const dialog = modal.dialog;
  await expect(dialog.getByRole('alert')).toContainText('did not arrive before the connection dropped');
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This screen stopped working' })).toHaveCount(0);

  await page.unroute(formChunk);
  await context.setOffline(false);
  await expect(modal.pilot).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await context.close();
});

test('when the toasts did not arrive before the link dropped, the desk goes on and its toasts show once the link is back', async ({
  browser,
  desk,
}) => {
  const context = await browser.newContext({ baseURL: desk.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  const toastsChunk = /\/assets\/Toasts-[\w-]+\.js$/;
  let asked = 0;
  await page.route(toastsChunk, (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  // The container is asked for once the desk is idle after its first render.
  await expect.poll(() => asked).toBeGreaterThan(0);
  await context.setOffline(true);

  // An undone change says so in a toast, which waits for its container.
  const [first] = await movements.landingIds(movements.pending);
  await movements.act(first ?? 0, 'ACCEPT', '', { keepUndo: true });
  await movements.undoBar.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { name: 'This screen stopped working' })).toHaveCount(0);
  await expect(movements.row(first ?? 0).getByRole('button', { name: 'ACCEPT' })).toBeVisible();

  await page.unroute(toastsChunk);
  await context.setOffline(false);
  await expect(page.getByText('Undone: nothing was sent.')).toBeVisible();
  await context.close();
});
