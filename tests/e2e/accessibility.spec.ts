// axe on every screen of the desk, each settings section and registration step, the Create
// Landing modal and the sync panel: zero violations, every rule axe runs by default.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AppHeader } from './pages/app-header';
import { CreateLandingModal } from './pages/create-landing-modal';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { RegistrationPage, type RegistrationStepTitle } from './pages/registration-page';
import { SettingsPage, type SettingsSectionName } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { DEMO, expect, test } from './support/fixtures';

/** axe's findings as one line each, so a failure names the rule and the elements. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

async function signIn(page: Page): Promise<MovementsPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/movements$/);
  return new MovementsPage(page);
}

const SETTINGS_SECTIONS: SettingsSectionName[] = [
  'Airfield details',
  'Change password',
  'Opening hours',
  'Runway',
  'Pricing Landing',
  'Pricing Parking',
  'Extra services',
  'Payments',
];

/** The registration steps and how to make each valid enough to Continue (SPEC §2, §5). */
const REGISTRATION_STEPS: {
  title: RegistrationStepTitle;
  fill: (wizard: RegistrationPage) => Promise<void>;
}[] = [
  {
    title: 'Username and email',
    fill: (wizard) => wizard.fill({ Username: `axe-${Date.now()}`, Email: `axe-${Date.now()}@example.com` }),
  },
  {
    title: 'Password',
    fill: (wizard) => wizard.fill({ Password: 'Axe!2026x', 'Confirm password': 'Axe!2026x' }),
  },
  {
    title: 'Airfield details',
    fill: (wizard) =>
      wizard.fill({
        'Airfield name': 'Axe Field',
        'ICAO code': 'LPAX',
        'Fiscal address': 'Rua do Teste 1',
        'Tax number': '500000000',
        'Contact person': 'Ana Teste',
        'Phone number': '+351 210 000 000',
      }),
  },
  { title: 'Opening hours', fill: async () => {} },
  {
    title: 'Runway',
    fill: async (wizard) => {
      const type = wizard.field('Runway type');
      await expect(type).toBeEnabled();
      await type.selectOption({ index: 1 });
      await wizard.fill({
        'Runway latitude': '38.5297',
        'Runway longitude': '-7.8919',
        'Elevation (ft)': '800',
        'Runway length (m)': '900',
        'Runway direction': '09/27',
        'Weight limit (kg)': '5700',
      });
    },
  },
  { title: 'Rates', fill: async () => {} },
  { title: 'Extra services', fill: async () => {} },
  { title: 'Payment', fill: async () => {} },
];

test.describe('accessibility (axe)', () => {
  test('sign in, also with its error shown', async ({ page }) => {
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await expect(signInPage.submit).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await signInPage.signIn(DEMO.email, 'not-the-password');
    await expect(signInPage.error).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('registration: every step of the wizard', async ({ page }) => {
    const wizard = new RegistrationPage(page);
    await wizard.open();
    for (const [index, step] of REGISTRATION_STEPS.entries()) {
      await test.step(`step ${index + 1}: ${step.title}`, async () => {
        await expect(wizard.heading(step.title)).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await step.fill(wizard);
        const next = REGISTRATION_STEPS[index + 1];
        if (next) {
          await expect(wizard.continue).toBeEnabled();
          await wizard.next(next.title);
        }
      });
    }
  });

  test('aircraft movements, a row expanded, the Create Landing modal', async ({ page }) => {
    const movements = await signIn(page);
    await expect(movements.rows(movements.pending).first()).toBeVisible();
    await expect(movements.rows(movements.parked).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    const first = movements.rows(movements.parked).first();
    await movements.toggle(first).click();
    await expect(movements.details(first)).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await movements.addManually.click();
    const modal = new CreateLandingModal(page);
    await expect(modal.dialog).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the sync panel, with a change waiting', async ({ page, context }) => {
    const movements = await signIn(page);
    await expect(movements.rows(movements.pending).first()).toBeVisible();
    // Offline for the rest of the test: the change stays in this context's outbox and is never sent.
    await context.setOffline(true);
    const [landing] = await movements.landingIds(movements.pending);
    if (landing === undefined) throw new Error('the demo has no pending landing');
    await movements.act(landing, 'ACCEPT');
    await expect(page.getByText('1 change waiting')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Changes', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Changes waiting to sync' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('history, a row expanded', async ({ page }) => {
    await signIn(page);
    const history = new HistoryPage(page);
    await new AppHeader(page).history.click();
    await expect(history.bodyRows.first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await history.bodyRows
      .first()
      .getByRole('button', { name: /^Details for / })
      .click();
    await expect(page.getByText('Flight time')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('settings: every section', async ({ page }) => {
    await signIn(page);
    await new AppHeader(page).settings.click();
    const settings = new SettingsPage(page);
    for (const section of SETTINGS_SECTIONS) {
      await test.step(section, async () => {
        await settings.show(section);
        // Sections load their data from the mirror/server: judge the finished form, not a spinner.
        await expect(page.getByText('Loading...')).toHaveCount(0);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
});
