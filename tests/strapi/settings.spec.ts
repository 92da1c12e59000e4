// Every Settings section saves to a real Strapi (5 or 4.26.2) in the sequences of docs/product.md#calls: club field
// groups with PUT clubs/:id, opening hours looked up by day then PUT or POST, weight bands one request at
// a time behind a guard, services POSTed and DELETEd, the password through change-password.
import { AppHeader } from '../e2e/pages/app-header';
import { SettingsPage } from '../e2e/pages/settings-page';
import { SignInPage } from '../e2e/pages/sign-in-page';
import { expect, openSignedIn, PEER_OWNER, type Peer, test } from './support/fixtures';

async function openSettings(page: import('@playwright/test').Page, peer: Peer): Promise<SettingsPage> {
  await openSignedIn(page, peer, '/settings');
  const settings = new SettingsPage(page);
  await expect(settings.heading('Airfield details')).toBeVisible();
  await expect(settings.field('Airfield name')).not.toHaveValue('');
  return settings;
}

const club = (peer: Peer) => peer.api.record('clubs', peer.api.clubId);
const rows = (peer: Peer, path: string): Promise<Array<Record<string, unknown>>> =>
  peer.api.records(path, peer.api.clubFilter);

test('Airfield details, Runway and Pricing Parking save their field groups', async ({ page, peer }) => {
  const settings = await openSettings(page, peer);
  // A plain Strapi has no pilots' request page (ADR 0009): none is offered.
  await expect(page.locator('.settings__server')).toContainText(`Server: Strapi ${peer.api.version}`);
  await expect(page.getByRole('link', { name: /request page/ })).toHaveCount(0);
  await settings.show('Requests');
  const requests = page.getByRole('region', { name: 'Requests' });
  await expect(requests).toContainText("This server has no pilots' request page");
  await expect(requests.getByRole('heading', { name: 'Arrival slots' })).toHaveCount(0);
  await settings.show('Airfield details');
  await settings.field('Contact person').fill('Marta Strapi');
  await settings.save.click();
  await expect(settings.toast('Airfield details updated.')).toBeVisible();

  await settings.show('Runway');
  await settings.field('Runway type').selectOption({ label: 'Ultralight field' });
  await settings.field('Direction').fill('04/22');
  await settings.save.click();
  await expect(settings.toast('Runway details updated.')).toBeVisible();

  await settings.show('Pricing Parking');
  await settings.field('Twin engine (€ per hour)').fill('7,25');
  await settings.field('Hours of free parking').fill('2');
  await settings.save.click();
  await expect(settings.toast('Pricing parking updated.')).toBeVisible();

  expect(await club(peer)).toMatchObject({
    contact_name: 'Marta Strapi',
    direction: '04/22',
    price_park_twin: 7.25,
    hours_free_park: 2,
  });
});

test('Opening hours: a day removed and added again is saved once per day', async ({ page, peer }) => {
  const settings = await openSettings(page, peer);
  await settings.show('Opening hours');
  await expect(settings.schedules.getByRole('row')).toHaveCount(8);
  await settings.scheduleRow('Sunday').getByRole('button', { name: 'Delete Sunday' }).click();
  await settings.addSchedule.getByLabel('Sunday').check();
  await settings.addSchedule.getByLabel('Opening time').fill('11:15');
  await settings.addSchedule.getByLabel('Closing time').fill('15:45');
  await settings.addSchedule.getByRole('button', { name: 'Add schedule' }).click();
  await settings.save.click();
  await expect(settings.toast('Schedule updated.')).toBeVisible();

  const schedules = await rows(peer, 'schedules');
  expect(schedules).toHaveLength(7);
  expect(schedules.filter((row) => row.day_index === 6)).toEqual([
    expect.objectContaining({ day: 'sun', open: '11:15:00.000', close: '15:45:00.000' }),
  ]);
});

test('Pricing Landing: the bands are replaced in full, with no guard row left, and the discount saved', async ({
  page,
  peer,
}) => {
  const settings = await openSettings(page, peer);
  await settings.show('Pricing Landing');
  const bands = page.getByRole('row', { name: /^Band \d+/ });
  await expect(bands.first()).toBeVisible();
  const count = await bands.count();
  const upper = Number(await settings.band(count, 'to (kg)').inputValue());
  await settings.band(1, 'landing price (€)').fill('13,75');
  await page.getByRole('button', { name: 'Add band' }).click();
  await settings.band(count + 1, 'to (kg)').fill(String(upper + 10_000));
  await settings.band(count + 1, 'landing price (€)').fill('120');
  await settings.band(count + 1, 'touch and go price (€)').fill('60');
  await settings.field('Home base discount (%)').fill('15');
  await settings.save.click();
  await expect(settings.toast('Landing Fees updated.')).toBeVisible();

  const saved = (await rows(peer, 'mtows')).sort((a, b) => Number(a.weight1) - Number(b.weight1));
  expect(saved).toHaveLength(count + 1);
  expect(saved.every((band) => Number(band.weight1) <= Number(band.weight2))).toBe(true);
  expect(saved[0]).toMatchObject({ weight1: 0, priceLand: 13.75 });
  expect(saved.at(-1)).toMatchObject({ weight1: upper + 1, weight2: upper + 10_000, priceLand: 120 });
  expect(await club(peer)).toMatchObject({ home_base_discount: 15 });
  await expect(page.getByText(/left half-saved/)).toHaveCount(0);
});

test('Extra services: a service switched off is deleted, one switched on is created with its price', async ({
  page,
  peer,
}) => {
  const settings = await openSettings(page, peer);
  await settings.show('Extra services');
  const hangar = settings.toggle('Hangar');
  await expect(hangar).toBeChecked();
  await hangar.click();
  await settings.save.click();
  await expect(settings.toast('Extra Services updated.')).toBeVisible();
  const serviceIds = async () =>
    (await peer.api.records('club-services', `${peer.api.clubFilter}&populate=service`)).map(
      (row) => (row.service as { name: string }).name,
    );
  expect(await serviceIds()).not.toContain('Hangar');

  await hangar.click();
  await settings.field('Hangar price (€)').fill('40,5');
  await settings.save.click();
  await expect(settings.toast('Extra Services updated.').first()).toBeVisible();
  await expect.poll(serviceIds).toContain('Hangar');
  expect((await serviceIds()).filter((name) => name === 'Hangar')).toHaveLength(1);
});

test('Change password through Strapi, then back', async ({ page, peer }) => {
  const next = 'Strapi!2027';
  const settings = await openSettings(page, peer);
  await settings.show('Change password');
  await settings.field('Current password').fill(PEER_OWNER.password);
  await settings.field('New password').fill(next);
  await settings.field('Confirm new password').fill(next);
  await settings.save.click();
  try {
    await expect(settings.toast('Password changed successfully! Redirecting to login page...')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const signIn = new SignInPage(page);
    await signIn.signIn(PEER_OWNER.email, next);
    await expect(page).toHaveURL(/\/movements$/);
    await expect(new AppHeader(page).settings).toBeVisible();
  } finally {
    // Strapi keeps older tokens valid: the worker's own puts the seeded password back.
    await fetch(`${peer.url}/api/auth/change-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${peer.api.token}` },
      body: JSON.stringify({
        currentPassword: next,
        password: PEER_OWNER.password,
        passwordConfirmation: PEER_OWNER.password,
      }),
    });
  }
});
