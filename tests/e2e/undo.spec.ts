// Undo (issue 15) in Chromium against a real server: a decision waits in the outbox for its
// window, so Undo means nothing was sent (counted at the network), and a decision left alone
// survives a reload in its window and reaches the server with its reason once the window closes.
import { MovementsPage } from './pages/movements-page';
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
  const [undone, rejected] = await movements.landingIds(movements.pending);
  if (undone === undefined || rejected === undefined) throw new Error('the demo has two pending requests');

  await movements.act(undone, 'ACCEPT', '', { keepUndo: true });
  await expect(movements.rowIn(movements.upcoming, undone)).toContainText('ACCEPTED');
  await expect(movements.undoBar).toContainText('Accepted');
  expect(await axeViolations(page)).toEqual([]);
  await movements.undoBar.getByRole('button', { name: 'Undo' }).click();
  await expect(movements.undoBar).toHaveCount(0);
  const row = movements.rowIn(movements.pending, undone);
  await expect(row.getByRole('button', { name: 'ACCEPT' })).toBeVisible();
  await expect(movements.waitingMark(row)).toHaveCount(0);

  await movements.act(rejected, 'REJECT', REASON, { keepUndo: true });
  await expect(movements.undoBar).toContainText('Rejected');
  await page.reload();
  await expect(movements.undoBar).toContainText('Rejected');
  await expect(movements.rowIn(movements.pending, rejected)).toContainText('REJECTED');

  // The rejection goes once its window closes; by then the undone accept's window is long past.
  const api = await DeskApi.signIn(freshDesk.url);
  await expect.poll(async () => (await api.landing(rejected)).permission, { timeout: 20_000 }).toBe(false);
  expect(await api.read(`landings/${rejected}`)).toMatchObject({ data: { attributes: { reason: REASON } } });
  await expect(movements.undoBar).toHaveCount(0);
  expect(writes.filter((write) => write.endsWith(`/api/landings/${undone}`))).toEqual([]);
  expect(writes.filter((write) => write.endsWith(`/api/landings/${rejected}`)).length).toBeGreaterThan(0);
  expect((await api.landing(undone)).permission).toBeNull();
});
