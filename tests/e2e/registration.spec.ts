// Registration in Chromium against the real server: a new owner registers a new airfield through
// the eight steps, lands on /movements of the new club, and Settings shows what was typed; the
// draft survives a reload (passwords excepted); an ICAO code the aerodrome data knows fills the
// runway step; Confirm with the server down says so and a retry
// finishes without retyping anything.
import type { Page } from '@playwright/test';
import { AppHeader } from './pages/app-header';
import { RegistrationPage } from './pages/registration-page';
import { SettingsPage } from './pages/settings-page';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const PASSWORD = 'Runway09!';

/** A new owner per test: the worker's server keeps its database between tests. */
function newOwner() {
  const n = Date.now() % 1_000_000;
  return { username: `evora${n}`, email: `ops${n}@evora.example`, airfield: `Aeródromo de Évora ${n}` };
}

async function fillAccount(wizard: RegistrationPage, owner: ReturnType<typeof newOwner>): Promise<void> {
  await wizard.open();
  await expect(wizard.heading('Username and email')).toBeVisible();
  await expect(wizard.currentStage).toHaveText('Airfield');
  await expect(wizard.continue).toBeDisabled();
  await wizard.fill({ Username: owner.username, Email: owner.email });
  await wizard.next('Password');
  await wizard.fill({ Password: PASSWORD, 'Confirm password': PASSWORD });
  await wizard.next('Airfield details');
}

async function fillAirfieldToPayment(wizard: RegistrationPage, owner: ReturnType<typeof newOwner>) {
  await expect(wizard.continue).toBeDisabled();
  await wizard.fill({
    'Airfield name': owner.airfield,
    'ICAO code': 'LPEV',
    'Fiscal address': 'Estrada do Aeródromo, 7005-000 Évora',
    'Tax number': '509876543',
    'Contact person': 'Ana Silva',
    'Phone number': '+351 266 000 111',
  });
  await wizard.next('Opening hours');
  await wizard.setHours('Monday', '09:00', '18:00');
  await wizard.setHours('Saturday', '10:00', '13:30');
  await wizard.next('Runway');
  await expect(wizard.currentStage).toHaveText('Runway');
  await wizard.field('Runway type').selectOption({ label: 'Airstrip' });
  await wizard.fill({
    'Runway latitude': '38.5297',
    'Runway longitude': '-7.8919',
    'Elevation (ft)': '807',
    'Runway length (m)': '1300',
    'Runway direction': '01/19',
    'Weight limit (kg)': '5700',
  });
  await wizard.toggle('Request to land').check();
  await wizard.next('Rates');
  await expect(wizard.currentStage).toHaveText('Rates');
  await wizard.fill({
    'Normal landing (€)': '12,50',
    'Touch and go (€)': '6',
    'Hours of free parking': '2',
    'Single engine (€ per hour)': '3',
    'Twin engine (€ per hour)': '5',
    'Bizz jets (€ per hour)': '20',
    'Helicopter/rotary (€ per hour)': '8.5',
  });
  await wizard.next('Extra services');
  await wizard.toggle('Catering').check();
  await wizard.field('Catering price (€)').fill('15');
  await wizard.toggle('Fuel AVGAS 100LL').check();
  await wizard.next('Payment');
  await expect(wizard.currentStage).toHaveText('Payment');
  await wizard.field('Payment provider account email (optional)').fill('pay@evora.example');
}

async function openSettings(page: Page): Promise<SettingsPage> {
  await new AppHeader(page).settings.click();
  await expect(page).toHaveURL(/\/settings/);
  return new SettingsPage(page);
}

test.describe('registration', () => {
  test('a new owner registers a new airfield in eight steps, lands on /movements and finds it in Settings', async ({
    page,
  }) => {
    const owner = newOwner();
    const wizard = new RegistrationPage(page);
    await fillAccount(wizard, owner);
    await fillAirfieldToPayment(wizard, owner);
    await wizard.confirm.click();

    expect(await wizard.passRequestPageScreen()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/request\/[a-z0-9-]+$/);
    await expect(page).toHaveURL(/\/movements$/);
    const header = new AppHeader(page);
    await expect(header.movements).toBeVisible();
    await expect(header.syncStatus).toContainText('Online');
    await expect(page.getByRole('heading', { name: 'Aircraft movements', level: 1 })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      clubId: localStorage.getItem('clubId'),
      draft: localStorage.getItem('ppr-registration'),
    }));
    expect(stored.token).toMatch(/^ey/);
    expect(stored.draft).toBeNull();

    const settings = await openSettings(page);
    await expect(settings.field('Airfield name')).toHaveValue(owner.airfield);
    await expect(settings.field('ICAO code')).toHaveValue('LPEV');
    await expect(settings.field('Fiscal address')).toHaveValue('Estrada do Aeródromo, 7005-000 Évora');
    await expect(settings.field('Tax number')).toHaveValue('509876543');
    await expect(settings.field('Contact person')).toHaveValue('Ana Silva');
    await expect(settings.field('Phone number')).toHaveValue('+351 266 000 111');
    await settings.show('Opening hours');
    await expect(settings.field('Opens on Monday')).toHaveValue('09:00');
    await expect(settings.field('Closes on Monday')).toHaveValue('18:00');
    await expect(settings.field('Closes on Saturday')).toHaveValue('13:30');
    await settings.show('Runway');
    await expect(settings.field('Runway type').locator('option:checked')).toHaveText('Airstrip');
    await expect(settings.field('Runway latitude')).toHaveValue('38.5297');
    await expect(settings.field('Direction')).toHaveValue('01/19');
    await expect(settings.field('Weight limit (kg)')).toHaveValue('5700');
    await expect(settings.toggle('Request to land')).toBeChecked();
    await settings.show('Pricing Landing');
    await expect(settings.band(1, 'to (kg)')).toHaveValue('100000');
    await expect(settings.band(1, 'landing price (€)')).toHaveValue('12.50');
    await expect(settings.band(1, 'touch and go price (€)')).toHaveValue('6');
    await settings.show('Pricing Parking');
    await expect(settings.field('Helicopter/rotary (€ per hour)')).toHaveValue('8.50');
    await expect(settings.field('Hours of free parking')).toHaveValue('2');
    await settings.show('Extra services');
    await expect(settings.toggle('Catering')).toBeChecked();
    await expect(settings.field('Catering price (€)')).toHaveValue('15');
    await expect(settings.toggle('Fuel AVGAS 100LL')).toBeChecked();
    await expect(settings.toggle('Hangar overnight')).not.toBeChecked();

    // The payment email has no settings field: read it with the owner's own token.
    const club = await page.evaluate(async (id) => {
      const response = await fetch(`/api/clubs/${id}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await response.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes;
    }, stored.clubId);
    expect(club).toMatchObject({ name1: owner.airfield, stripeEmail: 'pay@evora.example', price_land: 12.5 });
  });

  test('an ICAO code the aerodrome data knows fills the name and the runway step; an unknown one is kept and said', async ({
    page,
  }) => {
    const owner = newOwner();
    const wizard = new RegistrationPage(page);
    await fillAccount(wizard, owner);
    const lookup = page.locator('.registration__lookup');
    await wizard.field('ICAO code').fill('LPZZ');
    await expect(lookup).toHaveText(
      'LPZZ is not in the aerodrome data: it is kept as typed. Fill the runway details by hand.',
    );
    await expect(wizard.field('ICAO code')).toHaveValue('LPZZ');
    await wizard.field('ICAO code').fill('LPSO');
    await expect(lookup).toContainText('LPSO is Aeródromo Municipal de Ponte de Sor');
    await expect(wizard.field('Airfield name')).toHaveValue('Aeródromo Municipal de Ponte de Sor');
    expect(await axeViolations(page)).toEqual([]);
    await wizard.fill({
      'Fiscal address': 'Rua do Aeródromo, 7400-000 Ponte de Sor',
      'Tax number': '509876543',
      'Contact person': 'Ana Silva',
      'Phone number': '+351 242 000 111',
    });
    await wizard.next('Opening hours');
    await wizard.setHours('Monday', '09:00', '18:00');
    await wizard.next('Runway');
    await expect(wizard.field('Runway latitude')).toHaveValue('39.211545');
    await expect(wizard.field('Runway longitude')).toHaveValue('-8.057787');
    await expect(wizard.field('Elevation (ft)')).toHaveValue('390');
    await expect(wizard.field('Runway length (m)')).toHaveValue('1800');
    // Filled, not fixed: the owner may change any of it.
    await wizard.field('Runway length (m)').fill('1790');
    await expect(wizard.field('Runway length (m)')).toHaveValue('1790');
  });

  test('a reload keeps the draft and the step, but not the passwords; axe finds nothing', async ({
    page,
  }) => {
    const owner = newOwner();
    const wizard = new RegistrationPage(page);
    await fillAccount(wizard, owner);
    await wizard.field('Airfield name').fill(owner.airfield);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(wizard.heading('Password')).toBeVisible();
    await expect(wizard.field('Password')).toHaveValue('');
    await wizard.fill({ Password: PASSWORD, 'Confirm password': PASSWORD });
    await wizard.next('Airfield details');
    await expect(wizard.field('Airfield name')).toHaveValue(owner.airfield);
    await wizard.back.click();
    await wizard.back.click();
    await expect(wizard.field('Email')).toHaveValue(owner.email);
  });

  test('with the server down Confirm says a connection is needed; Confirm again finishes without retyping', async ({
    page,
    desk,
  }) => {
    const owner = newOwner();
    const wizard = new RegistrationPage(page);
    await fillAccount(wizard, owner);
    await fillAirfieldToPayment(wizard, owner);
    expect(await axeViolations(page)).toEqual([]);

    await desk.stop();
    try {
      await wizard.confirm.click();
      await expect(wizard.error).toContainText('Registration needs a connection');
      await expect(wizard.field('Payment provider account email (optional)')).toHaveValue(
        'pay@evora.example',
      );
      // Confirm kept the focus while it was busy: Enter confirms again from there.
      await expect(wizard.confirm).toBeFocused();
    } finally {
      await desk.resume();
    }
    await page.keyboard.press('Enter');
    await wizard.passRequestPageScreen();
    await expect(page).toHaveURL(/\/movements$/);
    await expect(new AppHeader(page).movements).toBeVisible();
  });
});
