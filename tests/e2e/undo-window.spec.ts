// The undo window never strands a change (docs/decisions/0026), in Chromium against a real server:
// it is a setting of the device (off, 5 or 10 s; 5 by default), hiding the desk sends what waits at
// once, and leaving the desk with changes not yet sent asks first.
import type { Page } from '@playwright/test';
import { MovementsPage } from './pages/movements-page';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskApi } from './support/desk-api';
import { answerDialogsMyself, DEMO } from './support/fixtures';
import { expect, test } from './support/fresh-desk';

async function signedIn(page: Page): Promise<MovementsPage> {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  return movements;
}

async function firstPending(movements: MovementsPage): Promise<number> {
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  const [id] = await movements.landingIds(movements.pending);
  if (id === undefined) throw new Error('the demo has a pending request');
  return id;
}

test('5 s by default; hiding the desk sends the decision before its window ends', async ({
  page,
  freshDesk,
}) => {
  const movements = await signedIn(page);
  const api = await DeskApi.signIn(freshDesk.url);
  // Ten seconds, so "sent when hidden" cannot be the window running out on a slow machine.
  const settings = new SettingsPage(page);
  await settings.open();
  await expect(settings.undoWindow).toHaveValue('5');
  await settings.undoWindow.selectOption('10');
  await movements.open();
  const id = await firstPending(movements);

  await movements.act(id, 'ACCEPT', '', { keepUndo: true });
  await expect(movements.undoBar).toContainText('Sent in 10 s');
  const heldAt = Date.now();
  // Headless Chromium keeps every tab visible, so the page is told what the tablet's screen going
  // off tells it: the document is hidden now.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => (await api.landing(id)).permission, { timeout: 9_000 }).toBe(true);
  expect(Date.now() - heldAt).toBeLessThan(10_000);

  await expect(movements.undoBar).toHaveCount(0);
  await expect(movements.rowIn(movements.upcoming, id)).toContainText('ACCEPTED');
});

test('off sends a decision at once, with no undo bar', async ({ page, freshDesk }) => {
  const movements = await signedIn(page);
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.undoWindow.selectOption('off');
  await movements.open();
  const id = await firstPending(movements);
  const api = await DeskApi.signIn(freshDesk.url);

  await movements.row(id).getByRole('button', { name: 'ACCEPT' }).click();
  await expect(movements.rowIn(movements.upcoming, id)).toContainText('ACCEPTED');
  await expect.poll(async () => (await api.landing(id)).permission).toBe(true);
  await expect(movements.undoBar).toHaveCount(0);
});

test('leaving the desk with a change not yet sent asks first; staying keeps it, and it lands once', async ({
  page,
  context,
  freshDesk,
}) => {
  // Writes the server answered (those tried offline never reached it).
  const writes: string[] = [];
  context.on('response', (response) => {
    if (response.request().method() !== 'GET' && response.ok()) writes.push(new URL(response.url()).pathname);
  });
  const movements = await signedIn(page);
  const id = await firstPending(movements);
  await context.setOffline(true);
  await movements.act(id, 'ACCEPT');

  const asked: string[] = [];
  answerDialogsMyself(page);
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.reload({ timeout: 2_000 }).catch(() => undefined);
  expect(asked).toEqual(['beforeunload']);
  await expect(movements.rowIn(movements.upcoming, id)).toContainText('ACCEPTED');
  await expect(movements.waitingMark(movements.rowIn(movements.upcoming, id))).toBeVisible();

  await context.setOffline(false);
  const api = await DeskApi.signIn(freshDesk.url);
  await expect.poll(async () => (await api.landing(id)).permission, { timeout: 15_000 }).toBe(true);
  // Sent: once the desk has the server's answer too (the server can have it a moment before the
  // desk clears its outbox), nothing is left to warn about.
  await expect(movements.waitingMark(movements.rowIn(movements.upcoming, id))).toHaveCount(0);
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(movements.rowIn(movements.upcoming, id)).toContainText('ACCEPTED');
  expect(writes.filter((url) => url.endsWith(`/api/landings/${id}`))).toHaveLength(1);
});

test('a tab closed inside the window sends its decision as it goes, and the desk opened again sends it once', async ({
  page,
  context,
  freshDesk,
}) => {
  const movements = await signedIn(page);
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.undoWindow.selectOption('10');
  await movements.open();
  const id = await firstPending(movements);
  const api = await DeskApi.signIn(freshDesk.url);

  await movements.act(id, 'ACCEPT', '', { keepUndo: true });
  await expect(movements.undoBar).toContainText('Sent in 10 s');
  // Closed as a person closes it: the warning before leaving is answered by leaving (fixtures.ts).
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => (await api.landing(id)).permission, { timeout: 9_000 }).toBe(true);

  // The outbox kept the change (the closing page could not clear it) and sends it again: the server
  // answers with the first send's answer, and writes nothing twice.
  const desk = new MovementsPage(await context.newPage());
  const answers: Array<string | null> = [];
  desk.page.on('response', (response) => {
    if (response.request().method() === 'PUT' && response.url().includes(`/api/landings/${id}`))
      answers.push(response.headers()['idempotent-replayed'] ?? null);
  });
  await desk.open();
  await expect(desk.rowIn(desk.upcoming, id)).toContainText('ACCEPTED');
  await expect(desk.waitingMark(desk.rowIn(desk.upcoming, id))).toHaveCount(0);
  expect(answers.every((replayed) => replayed === 'true')).toBe(true);
});
