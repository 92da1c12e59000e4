// The desk with a keyboard alone (a laptop at the club's desk, or a screen reader), in Chromium
// against a real server: a row that leaves its list with the focus on it hands the focus to the
// row that takes its place, and a saved settings section to its heading, so the operator goes on
// from there, not from the top of the page.
import type { Page } from '@playwright/test';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { SettingsPage, type SettingsSectionName } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { insertLandings } from './support/desk-data';
import { DEMO } from './support/fixtures';
import { expect, test } from './support/fresh-desk';

/** The demo owner signed in on a fresh desk, Movements on screen. */
async function signedIn(page: Page): Promise<MovementsPage> {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, DEMO.password);
  const movements = new MovementsPage(page);
  await expect(movements.heading).toBeVisible();
  return movements;
}

async function settingsAt(page: Page, section: SettingsSectionName): Promise<SettingsPage> {
  await signedIn(page);
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.show(section);
  return settings;
}

test('decisions made with the keyboard leave the focus on the next row of their list', async ({ page }) => {
  const movements = await signedIn(page);
  await expect(movements.rows(movements.pending).nth(2)).toBeVisible();
  const [first, second, third] = await movements.landingIds(movements.pending);
  if (first === undefined || second === undefined || third === undefined)
    throw new Error('the demo has three pending requests');
  const inPending = (id: number) => movements.rowIn(movements.pending, id);

  // ACCEPT with Enter: the request leaves Pending, the next one has the focus.
  await inPending(first)
    .getByRole('button', { name: /^ACCEPT/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(inPending(first)).toHaveCount(0);
  await expect(movements.toggle(inPending(second))).toBeFocused();

  // From there the keyboard goes on: Tab to REJECT and ACCEPT of that row, Enter.
  await page.keyboard.press('Tab');
  await expect(inPending(second).getByRole('button', { name: /^REJECT/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(inPending(second)).toHaveCount(0);
  await expect(movements.toggle(inPending(third))).toBeFocused();

  // REJECT's dialog gives the focus back to its row, which stays listed as rejected until sent.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(movements.rejectDialog()).toBeVisible();
  await movements.rejectDialog().getByRole('button', { name: 'REJECT', exact: true }).press('Enter');
  await expect(inPending(third)).toContainText('REJECTED');
  await expect(movements.toggle(inPending(third))).toBeFocused();

  // ARRIVED moves an accepted landing to Parked: the focus stays in Upcoming, on a row's toggle.
  const arrived = movements.upcoming.getByRole('button', { name: /^ARRIVED/ }).first();
  const arriving = Number(await arrived.evaluate((button) => button.closest('tr')?.dataset.landingId));
  await arrived.press('Enter');
  await expect(movements.rowIn(movements.parked, arriving)).toBeVisible();
  await expect(movements.upcoming.locator('.row-toggle:focus')).toHaveCount(1);
});

test('a wrong password leaves the focus on Sign in, so Enter tries again once the password is mended', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.email.fill(DEMO.email);
  await signIn.password.fill('not the password');
  await expect(signIn.submit).toBeEnabled();
  await signIn.submit.press('Enter');
  await expect(signIn.error).toBeVisible();
  await expect(signIn.submit).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(signIn.password).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(new MovementsPage(page).heading).toBeVisible();
});

test('Undo and Send now pressed from the keyboard hand the focus to the landing, wherever its row now is', async ({
  page,
}) => {
  const movements = await signedIn(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  const [first] = await movements.landingIds(movements.pending);
  if (first === undefined) throw new Error('the demo has a pending request');
  const accept = () => movements.rowIn(movements.pending, first).getByRole('button', { name: /^ACCEPT/ });

  await accept().press('Enter');
  await expect(movements.rowIn(movements.upcoming, first)).toBeVisible();
  await movements.undoBar.getByRole('button', { name: 'Undo' }).press('Enter');
  await expect(movements.undoBar).toHaveCount(0);
  await expect(movements.toggle(movements.rowIn(movements.pending, first))).toBeFocused();

  await accept().press('Enter');
  await movements.undoBar.getByRole('button', { name: 'Send now' }).press('Enter');
  await expect(movements.undoBar).toHaveCount(0);
  await expect(movements.toggle(movements.rowIn(movements.upcoming, first))).toBeFocused();
});

test('fees marked PAID under a MISSING PAYMENT filter leave the focus on the next unpaid row', async ({
  page,
}) => {
  await signedIn(page);
  const history = new HistoryPage(page);
  await history.open();
  await history.statusFilter.selectOption({ label: 'MISSING PAYMENT' });
  await expect(history.scope).toContainText('MISSING PAYMENT');
  await expect(history.statusSelects.nth(1)).toBeVisible();
  const unpaid = await history.statusSelects.count();
  expect(unpaid).toBeGreaterThanOrEqual(2);
  const secondToggle = history.bodyRows.nth(1).locator('.history-row__toggle');
  const secondName = await secondToggle.textContent();

  await history.statusSelects.first().focus();
  await history.statusSelects.first().selectOption('Paid');
  await expect(history.statusSelects).toHaveCount(unpaid - 1);
  await expect(history.bodyRows.first().locator('.history-row__toggle')).toBeFocused();
  await expect(page.locator(':focus')).toHaveText(secondName ?? '');

  // The last unpaid row paid: the list's heading has the focus, above "No landings for these filters."
  for (let left = unpaid - 1; left > 0; left--) {
    await history.statusSelects.first().focus();
    await history.statusSelects.first().selectOption('Paid');
    await expect(history.statusSelects).toHaveCount(left - 1);
  }
  await expect(history.empty).toBeVisible();
  await expect(page.getByRole('heading', { name: 'LANDING HISTORY' })).toBeFocused();
});

test('a settings section saved from the keyboard leaves the focus on its heading, SAVE disabled by the save', async ({
  page,
}) => {
  const settings = await settingsAt(page, 'Airfield details');
  await settings.field('Phone number').focus();
  await page.keyboard.press('End');
  await page.keyboard.type('9');
  await page.keyboard.press('Tab');
  await expect(settings.save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(settings.toast('Airfield details updated.')).toBeVisible();
  await expect(settings.save).toBeDisabled();
  await expect(settings.heading('Airfield details')).toBeFocused();
});

test('a day deleted from the opening hours with the keyboard leaves the focus on the next day', async ({
  page,
}) => {
  const settings = await settingsAt(page, 'Opening hours');
  await settings.scheduleRow('Tuesday').getByRole('button', { name: 'Delete Tuesday' }).focus();
  await page.keyboard.press('Enter');
  await expect(settings.scheduleRow('Tuesday')).toHaveCount(0);
  await expect(page.getByLabel('Opens on Wednesday', { exact: true })).toBeFocused();
  await settings.scheduleRow('Sunday').getByRole('button', { name: 'Delete Sunday' }).press('Enter');
  await expect(page.getByLabel('Opens on Saturday', { exact: true })).toBeFocused();
});

test('an acceptance rule moved with the keyboard keeps the focus, down to the bottom of the list', async ({
  page,
}) => {
  await settingsAt(page, 'Requests');
  const rules = page.locator('.acceptance-rules__rule');
  const count = await rules.count();
  expect(count).toBeGreaterThanOrEqual(2);
  // The rule in words, without the "On: " its checkbox reads first.
  const checkbox = (await rules.first().locator('.acceptance-rules__check').textContent()) ?? '';
  const moving = checkbox.replace(/^On: /, '');
  const down = page.getByRole('button', { name: `Move down: ${moving}` });

  await down.focus();
  for (let moves = 1; moves < count; moves++) {
    await page.keyboard.press('Enter');
    await expect(rules.nth(moves)).toContainText(moving);
    await expect(down).toBeFocused();
  }
  // At the bottom Move down says it cannot, and keeps the focus; Enter changes nothing.
  await expect(down).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(rules.last()).toContainText(moving);
  await expect(down).toBeFocused();
});

test('days added to the opening hours with the keyboard: Add keeps the focus, or hands it to the last day added', async ({
  page,
}) => {
  const settings = await settingsAt(page, 'Opening hours');
  for (const day of ['Saturday', 'Sunday'])
    await settings
      .scheduleRow(day)
      .getByRole('button', { name: `Delete ${day}` })
      .press('Enter');
  const add = settings.addSchedule.getByRole('button', { name: 'Add schedule' });
  const addDay = async (day: string) => {
    await settings.addSchedule.getByLabel(day).check();
    await settings.addSchedule.getByLabel('Opening time').fill('10:00');
    await settings.addSchedule.getByLabel('Closing time').fill('16:00');
    await add.press('Enter');
    await expect(settings.scheduleRow(day)).toBeVisible();
  };

  // Saturday added, Sunday still to add: the emptied form stays, and Add keeps the focus.
  await addDay('Saturday');
  await expect(add).toBeFocused();
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  // Sunday added, the week is full: the form goes, and Sunday's row has the focus.
  await addDay('Sunday');
  await expect(settings.addSchedule).toHaveCount(0);
  await expect(page.getByLabel('Opens on Sunday', { exact: true })).toBeFocused();
});

test('History paged to its end with Enter keeps the focus on Next, and Clear filters on itself', async ({
  page,
  freshDesk,
}) => {
  insertLandings(freshDesk.databaseFile, 'finished', 120);
  await signedIn(page);
  const history = new HistoryPage(page);
  await history.open();
  await expect(history.bodyRows.first()).toBeVisible();
  await history.next.focus();
  for (let presses = 0; presses < 3; presses++) await page.keyboard.press('Enter');
  await expect(history.next).toHaveAttribute('aria-disabled', 'true');
  await expect(history.next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(history.next).toBeFocused();

  await history.statusFilter.selectOption({ label: 'MISSING PAYMENT' });
  await history.clearFilters.focus();
  await page.keyboard.press('Enter');
  await expect(history.scope).not.toContainText('MISSING PAYMENT');
  await expect(history.clearFilters).toBeFocused();
});
