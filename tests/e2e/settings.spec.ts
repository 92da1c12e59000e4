// Settings in Chromium against the real server: each of the eight sections changed, saved and
// seen again after a reload (Payments only says how to set it up), a save refused offline that keeps the
// form, and LOGOUT warning about a change made offline on History, which stays queued.
import type { Page } from '@playwright/test';
import { AppHeader } from './pages/app-header';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { DEMO, expect, test, waitForServiceWorker } from './support/fixtures';

const OTHER = { email: 'other@example.com', password: 'Desk!2026' } as const;

async function signIn(
  page: Page,
  account: { email: string; password: string } = DEMO,
): Promise<SettingsPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/movements$/);
  await new AppHeader(page).settings.click();
  await expect(page).toHaveURL(/\/settings/);
  return new SettingsPage(page);
}

/** The server's side, read with a token of its own. */
async function serverJson(url: string, path: string, account = DEMO): Promise<unknown> {
  const login = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password }),
  });
  const { jwt } = (await login.json()) as { jwt: string };
  const response = await fetch(`${url}/api/${path}`, { headers: { Authorization: `Bearer ${jwt}` } });
  return response.json();
}

async function serverClub(url: string): Promise<Record<string, unknown>> {
  return ((await serverJson(url, 'clubs/1')) as { data: { attributes: Record<string, unknown> } }).data
    .attributes;
}

async function paymentStatuses(url: string): Promise<Map<number, string>> {
  const body = (await serverJson(
    url,
    'landings?filters[club][id][$eq]=1&filters[status][$eq]=finished&pagination[limit]=100',
  )) as { data: Array<{ id: number; attributes: { paymentStatus: string } }> };
  return new Map(body.data.map((row) => [row.id, row.attributes.paymentStatus]));
}

test.describe('settings', () => {
  test('Airfield details, Runway and Pricing Parking save their fields and show them after a reload', async ({
    page,
    desk,
  }) => {
    const settings = await signIn(page);
    const name = `Aeródromo ${Date.now() % 100_000}`;
    await expect(settings.field('Airfield name')).not.toHaveValue('');
    await expect(settings.save).toBeDisabled();
    await settings.field('Airfield name').fill(name);
    await settings.field('Contact person').fill('Maria Silva');
    // Hold the save's answer back a moment so the busy blocker can be seen over the page.
    await page.route('**/api/clubs/1?**', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((done) => setTimeout(done, 700));
      await route.continue();
    });
    await settings.save.click();
    await expect(settings.saving).toBeVisible();
    await expect(page.locator('.busy-blocker')).toHaveAttribute('aria-busy', 'true');
    await expect(settings.toast('Airfield details updated.')).toBeVisible();
    await expect(settings.save).toBeDisabled();

    await settings.show('Runway');
    await settings.field('Runway type').selectOption({ label: 'Airstrip' });
    await settings.field('Direction').fill('18/36');
    const request = settings.toggle('Request to land');
    const requested = await request.isChecked();
    await request.click();
    await settings.save.click();
    await expect(settings.toast('Runway details updated.')).toBeVisible();

    await settings.show('Pricing Parking');
    await settings.field('Twin engine (€ per hour)').fill('9,5');
    await settings.field('Hours of free parking').fill('3');
    await settings.save.click();
    await expect(settings.toast('Pricing parking updated.')).toBeVisible();

    await page.reload();
    await expect(settings.heading('Pricing Parking')).toBeVisible();
    await expect(settings.field('Twin engine (€ per hour)')).toHaveValue('9.50');
    await expect(settings.field('Hours of free parking')).toHaveValue('3');
    await settings.show('Airfield details');
    await expect(settings.field('Airfield name')).toHaveValue(name);
    await expect(settings.field('Contact person')).toHaveValue('Maria Silva');
    await settings.show('Runway');
    await expect(settings.field('Runway type').locator('option:checked')).toHaveText('Airstrip');
    await expect(settings.field('Direction')).toHaveValue('18/36');
    await expect(settings.toggle('Request to land')).toBeChecked({ checked: !requested });

    const club = await serverClub(desk.url);
    expect(club).toMatchObject({ name1: name, contact_name: 'Maria Silva', direction: '18/36' });
    expect(club).toMatchObject({ price_park_twin: 9.5, hours_free_park: 3, request: !requested });
  });

  test('Opening hours: a deleted day re-opens the form, all 7 hide it, and the save shows after a reload', async ({
    page,
  }) => {
    const settings = await signIn(page);
    await settings.show('Opening hours');
    await expect(settings.schedules.getByRole('row')).toHaveCount(8);
    await expect(settings.addSchedule).toHaveCount(0);

    await settings.scheduleRow('Sunday').getByRole('button', { name: 'Delete Sunday' }).click();
    await expect(settings.addSchedule).toBeVisible();
    await expect(settings.addSchedule.getByLabel('Saturday')).toBeDisabled();
    const add = settings.addSchedule.getByRole('button', { name: 'Add schedule' });
    await settings.addSchedule.getByLabel('Sunday').check();
    await expect(add).toBeDisabled();
    await settings.addSchedule.getByLabel('Opening time').fill('11:15');
    await settings.addSchedule.getByLabel('Closing time').fill('15:45');
    await add.click();
    await expect(settings.addSchedule).toHaveCount(0);
    await expect(settings.save).toBeEnabled();
    await settings.save.click();
    await expect(settings.toast('Schedule updated.')).toBeVisible();

    await page.reload();
    await expect(settings.heading('Opening hours')).toBeVisible();
    await expect(settings.field('Opens on Sunday')).toHaveValue('11:15');
    await expect(settings.field('Closes on Sunday')).toHaveValue('15:45');

    // A day's times change in place, without deleting it; one closing before it opens waits.
    await settings.field('Opens on Sunday').fill('16:00');
    await expect(settings.scheduleRow('Sunday').getByRole('alert')).toContainText('Closes before it opens');
    await expect(settings.save).toBeDisabled();
    await settings.field('Opens on Sunday').fill('09:30');
    await settings.save.click();
    await expect(settings.toast('Schedule updated.')).toBeVisible();
    await page.reload();
    await expect(settings.field('Opens on Sunday')).toHaveValue('09:30');
  });

  test('Pricing Landing: an incomplete band is refused with the alert; bands and discount save', async ({
    page,
    alerts,
  }) => {
    const settings = await signIn(page);
    await settings.show('Pricing Landing');
    const rows = page.getByRole('row', { name: /^Band \d+/ });
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    const last = count;
    const upper = Number(await settings.band(last, 'to (kg)').inputValue());

    await page.getByRole('button', { name: 'Add band' }).click();
    await expect(settings.bandRow(last + 1)).toContainText(String(upper + 1));
    await settings.band(last + 1, 'to (kg)').fill(String(upper + 5000));
    await page.getByRole('button', { name: 'Add band' }).click();
    await expect.poll(() => alerts).toContain('Fill the information on the current row.');
    await settings.band(last + 1, 'landing price (€)').fill('99,5');
    await settings.band(last + 1, 'touch and go price (€)').fill('49');
    await settings.field('Home base discount (%)').fill('12.5');
    await settings.save.click();
    await expect(settings.toast('Landing Fees updated.')).toBeVisible();

    await page.reload();
    await expect(settings.heading('Pricing Landing')).toBeVisible();
    await expect(settings.band(last + 1, 'to (kg)')).toHaveValue(String(upper + 5000));
    await expect(settings.band(last + 1, 'landing price (€)')).toHaveValue('99.50');
    await expect(settings.field('Home base discount (%)')).toHaveValue('12.5');
  });

  test('Extra services: a toggle and a euro price per service, saved and shown after a reload', async ({
    page,
  }) => {
    const settings = await signIn(page);
    await settings.show('Extra services');
    const customs = settings.toggle('Customs handling');
    const price = settings.field('Customs handling price (€)');
    if (await customs.isChecked()) {
      await customs.click();
      await expect(price).toHaveValue('');
      await settings.save.click();
      await expect(settings.toast('Extra Services updated.')).toBeVisible();
    }
    await customs.click();
    await price.fill('55,5');
    await settings.save.click();
    await expect(settings.toast('Extra Services updated.').first()).toBeVisible();

    await page.reload();
    await expect(settings.heading('Extra services')).toBeVisible();
    await expect(settings.toggle('Customs handling')).toBeChecked();
    await expect(settings.field('Customs handling price (€)')).toHaveValue('55.50');
  });

  test('Payments says how to set up online payments on a server without Stripe’s keys, and History is one tap away', async ({
    page,
  }) => {
    const settings = await signIn(page);
    await settings.show('Payments');
    await expect(page.getByText('Online payments are not turned on for this server')).toBeVisible();
    await expect(page.getByRole('button', { name: /connect/i })).toHaveCount(0);
    await page.reload();
    await expect(settings.heading('Payments')).toBeVisible();
    await page.getByRole('region', { name: 'Payments' }).getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A section the URL names that does not exist opens the first one, as /settings does.
    await page.goto('/settings?section=garbage');
    await expect(settings.heading('Airfield details')).toBeVisible();
  });

  test('Change password: SAVE waits for the rule, then the toast, logout, and the new password signs in', async ({
    page,
    desk,
  }) => {
    const next = 'Changed!2027';
    const settings = await signIn(page, OTHER);
    try {
      await settings.show('Change password');
      await settings.field('Current password').fill(OTHER.password);
      await settings.field('New password').fill('weak');
      await settings.field('Confirm new password').fill('weak');
      await expect(settings.save).toBeDisabled();
      await settings.field('New password').fill(next);
      await settings.field('Confirm new password').fill(next);
      await expect(settings.save).toBeEnabled();
      await settings.save.click();
      await expect(
        settings.toast('Password changed successfully! Redirecting to login page...'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/$/);

      const signInPage = new SignInPage(page);
      await signInPage.signIn(OTHER.email, next);
      await expect(page).toHaveURL(/\/movements$/);
    } finally {
      // The server is shared by the suite: give the account its seeded password back.
      await restorePassword(desk.url, next);
    }
  });

  test('settings open offline; a save offline is refused with a clear message and the form keeps its changes', async ({
    page,
    context,
  }) => {
    const settings = await signIn(page);
    await settings.show('Pricing Parking');
    const saved = settings.field('Bizz jets (€ per hour)');
    await expect(saved).not.toHaveValue('');
    const value = await saved.inputValue();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    // Settings open offline from the mirror, at the section that was open.
    await page.reload();
    await expect(settings.heading('Pricing Parking')).toBeVisible();
    await expect(saved).toHaveValue(value);
    await settings.field('Bizz jets (€ per hour)').fill('33');
    await settings.save.click();
    await expect(settings.saveError).toContainText('Not saved: you are offline');
    await expect(settings.field('Bizz jets (€ per hour)')).toHaveValue('33');
    await expect(settings.save).toBeEnabled();

    await context.setOffline(false);
    await settings.save.click();
    await expect(settings.toast('Pricing parking updated.')).toBeVisible();
    await expect(settings.saveError).toHaveCount(0);
  });

  test('LOGOUT with a change waiting warns first, and the change stays queued for this account', async ({
    page,
    context,
    desk,
  }) => {
    const before = await paymentStatuses(desk.url);
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await signInPage.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/movements$/);
    await waitForServiceWorker(page);
    const header = new AppHeader(page);

    // A change made offline through the UI: a payment status on History.
    await header.history.click();
    const select = page.getByRole('combobox', { name: /^Payment status for / }).first();
    await expect(select).toBeVisible({ timeout: 30_000 });
    await context.setOffline(true);
    const current = await select.inputValue();
    const next = current === 'Captive' ? 'Paid' : 'Captive';
    await select.selectOption(next);
    await expect(page.getByText('1 change waiting', { exact: true })).toBeVisible();

    await header.settings.click();
    const settings = new SettingsPage(page);
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await settings.logout.click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toMatch(/^1 change made here is still waiting to sync\. They stay queued/);
    await expect(page).toHaveURL(/\/settings/);

    page.once('dialog', (dialog) => void dialog.accept());
    await settings.logout.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(signInPage.email).toBeVisible();

    // Signed out, back online: nothing was sent, nothing was dropped.
    await context.setOffline(false);
    expect(await paymentStatuses(desk.url)).toEqual(before);
    await signInPage.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/movements$/);
    await expect(page.getByText('All changes synced', { exact: true })).toBeVisible({ timeout: 20_000 });
    const after = await paymentStatuses(desk.url);
    const changed = [...after].filter(([id, status]) => before.get(id) !== status);
    expect(changed.map(([, status]) => status)).toEqual([next]);
  });
});

async function restorePassword(url: string, current: string): Promise<void> {
  const login = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: OTHER.email, password: current }),
  });
  if (!login.ok) return; // never changed: nothing to restore
  const { jwt } = (await login.json()) as { jwt: string };
  await fetch(`${url}/api/auth/change-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
    body: JSON.stringify({
      currentPassword: current,
      password: OTHER.password,
      passwordConfirmation: OTHER.password,
    }),
  });
}

test('the request page QR code is drawn by the server, says when it could not be, and stays once drawn', async ({
  page,
  context,
}) => {
  // The server fails to draw at first: the block says so instead of a blank space.
  await page.route('**/api/qr-codes', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"data":null,"error":{"status":500}}',
    }),
  );
  const settings = await signIn(page);
  await settings.show('Airfield details');
  await expect(page.getByText('The QR code could not be drawn. Reload the page to try again.')).toBeVisible();
  await page.unroute('**/api/qr-codes');
  // Unreachable: it is drawn once the desk is online again.
  await page.route('**/api/qr-codes', (route) => route.abort());
  await page.reload();
  await expect(
    page.getByText('The QR code is drawn by the server: it shows once the desk is online.'),
  ).toBeVisible();
  await page.unroute('**/api/qr-codes');
  // The link comes back (the browser says so): the desk is online and the code is drawn.
  await context.setOffline(true);
  await context.setOffline(false);
  const code = page.getByRole('img', { name: /^QR code of http:\/\/127\.0\.0\.1:\d+\/request\// });
  await expect(code).toBeVisible({ timeout: 15_000 });
  await expect(code.locator('path')).toHaveAttribute('d', /^M2 2h1v1h-1z/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the QR code to print' }).click();
  expect((await download).suggestedFilename()).toBe('request-page-qr.svg');

  // Drawn once, it stays when the link drops: the desk keeps it for the session.
  await context.setOffline(true);
  await new AppHeader(page).movements.click();
  await new AppHeader(page).settings.click();
  await settings.show('Airfield details');
  await expect(code).toBeVisible();
  await context.setOffline(false);
});
