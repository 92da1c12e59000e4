// Undo (docs/product.md#undo-window) in Chromium against a real server: a decision waits in the outbox for
// its window, so Undo means nothing was sent (counted at the network), and a decision left alone
// survives a reload in its window (which ends the window: docs/decisions/0026) and reaches the
// server with its reason.
import { MovementsPage } from './pages/movements-page';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { axeViolations } from './support/axe';
import { DeskApi } from './support/desk-api';
import { DEMO } from './support/fixtures';
import { expect, test } from './support/fresh-desk';

const REASON = 'Runway closed for works';

test('ACCEPT then Undo sends nothing; a REJECT with a reason survives a reload and lands with it', async ({
  page,
  context,
  freshDesk,
}) => {
  // Settings, two decisions, a reload and a wait for the server: more than one minute on a busy machine.
  test.slow();
  // Every write to a landing leaving the page or its service worker.
  const writes: string[] = [];
  context.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/landings\b/.test(request.url()))
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).nth(1)).toBeVisible();
  // Ten seconds, long enough for the checks made while the bar is up on a loaded machine.
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.undoWindow.selectOption('10');
  await movements.open();
  await expect(movements.rows(movements.pending).nth(1)).toBeVisible();
  const [undone, rejected] = await movements.landingIds(movements.pending);
  if (undone === undefined || rejected === undefined) throw new Error('the demo has two pending requests');

  await movements.act(undone, 'ACCEPT', '', { keepUndo: true });
  await expect(movements.rowIn(movements.upcoming, undone)).toContainText('ACCEPTED');
  await expect(movements.undoBar).toContainText('Accepted');
  await movements.undoBar.getByRole('button', { name: 'Undo' }).click();
  await expect(movements.undoBar).toHaveCount(0);
  const row = movements.rowIn(movements.pending, undone);
  await expect(row.getByRole('button', { name: 'ACCEPT' })).toBeVisible();
  await expect(movements.waitingMark(row)).toHaveCount(0);

  await movements.act(rejected, 'REJECT', REASON, { keepUndo: true });
  await expect(movements.undoBar).toContainText('Rejected');
  // Checked here, where nothing hangs on the window still being open when the check ends.
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  // Sent on the way out: after the reload it is among the day's rejections, not waiting.
  await expect(page.getByText(/^Rejected today \(\d+\)/)).toBeVisible();
  await expect(movements.rowIn(movements.pending, rejected)).toHaveCount(0);

  // The rejection goes, its window ended by the reload; the undone accept never does.
  const api = await DeskApi.signIn(freshDesk.url);
  await expect.poll(async () => (await api.landing(rejected)).permission, { timeout: 20_000 }).toBe(false);
  expect(await api.read(`landings/${rejected}`)).toMatchObject({ data: { attributes: { reason: REASON } } });
  await expect(movements.undoBar).toHaveCount(0);
  expect(writes.filter((write) => write.endsWith(`/api/landings/${undone}`))).toEqual([]);
  expect(writes.filter((write) => write.endsWith(`/api/landings/${rejected}`)).length).toBeGreaterThan(0);
  expect((await api.landing(undone)).permission).toBeNull();
});
