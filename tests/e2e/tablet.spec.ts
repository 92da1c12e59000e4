// The tower tablet first (docs/product.md#aircraft-movements): at a phone, a tablet in portrait and in
// landscape, and a small laptop, every screen (sign-in, registration, the pilot's request page, Aircraft
// movements with a row open and the Create Landing modal, History, every settings section) has no sideways
// scroll, 44×44 px targets 8 px apart all within reach, no card cutting off a cell, and nothing axe can
// find. One sign-in per size.
import type { Page } from '@playwright/test';
import { AppHeader } from './pages/app-header';
import { CreateLandingModal } from './pages/create-landing-modal';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { RegistrationPage } from './pages/registration-page';
import { RequestPage } from './pages/request-page';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { DEMO, expect, test } from './support/fixtures';
import { screenProblems } from './support/screen-problems';
import { REGISTRATION_STEPS, SETTINGS_SECTIONS } from './support/screens';

const PHONE = { width: 360, height: 740 };
const VIEWPORTS = [
  PHONE,
  { width: 800, height: 1280 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test(`${viewport.width}×${viewport.height}: every screen fits, every target is 44 px and in reach, axe finds nothing`, async ({
    browser,
    desk,
  }) => {
    // Every screen and every settings section, each checked by axe and for reach: minutes.
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL: desk.url, viewport });
    const page = await context.newPage();
    const found: string[] = [];
    const check = async (screen: string) => {
      found.push(...(await screenProblems(page, screen, { cardHeadings: viewport.width === PHONE.width })));
    };
    try {
      await checkSignedOutScreens(page, check);
      await checkDesk(page, check);
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
  });
}

type Check = (screen: string) => Promise<void>;

async function checkSignedOutScreens(page: Page, check: Check): Promise<void> {
  const request = new RequestPage(page);
  await request.open('example-aero-club');
  await check('pilot request page');

  const wizard = new RegistrationPage(page);
  await wizard.open();
  for (const [index, step] of REGISTRATION_STEPS.entries()) {
    await expect(wizard.heading(step.title)).toBeVisible();
    await step.fill(wizard);
    await check(`registration step ${index + 1} (${step.title})`);
    const next = REGISTRATION_STEPS[index + 1];
    if (next) await wizard.next(next.title);
  }

  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO.email, 'not-the-password');
  await expect(signIn.error).toBeVisible();
  await check('sign in');
  await signIn.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/movements$/);
}

async function checkDesk(page: Page, check: Check): Promise<void> {
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  await expect(movements.rows(movements.parked).first()).toBeVisible();
  // The demo's rejection was made when its server started: today's list, opened to its Reopen.
  await page.getByText(/^Rejected today \(\d+\)$/).click();
  await expect(page.getByRole('button', { name: /^Reopen/ }).first()).toBeVisible();
  await check('movements, Rejected today open');
  const parked = movements.rows(movements.parked).first();
  await movements.toggle(parked).click();
  await expect(movements.details(parked)).toBeVisible();
  await check('movements, a parked row open');

  await movements.addManually.click();
  const modal = new CreateLandingModal(page);
  await expect(modal.dialog).toBeVisible();
  await check('Create Landing');
  // Wider than a phone, its actions are pinned in sight while the taller form scrolls under them.
  if (page.viewportSize()?.width !== PHONE.width) {
    for (const action of [modal.cancel, modal.createPending, modal.create]) {
      await expect(action).toBeInViewport({ ratio: 1 });
    }
  }
  await modal.cancel.click();

  const header = new AppHeader(page);
  await header.history.click();
  const history = new HistoryPage(page);
  await expect(history.bodyRows.first()).toBeVisible();
  await history.bodyRows
    .first()
    .getByRole('button', { name: /^Details for / })
    .click();
  await check('history, a row open');

  await header.settings.click();
  const settings = new SettingsPage(page);
  for (const section of SETTINGS_SECTIONS) {
    await settings.show(section);
    // On a phone the sections are below the menu: the chosen one is brought into view.
    await expect(settings.heading(section)).toBeInViewport();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await check(`settings: ${section}`);
  }
}
