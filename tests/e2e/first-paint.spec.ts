// The sign-in form index.html paints before the desk's script has run (docs/decisions/0037), in
// Chromium against the real server: in the browser's language, Sign in waiting for the app, and
// what was typed there carried into the app's form with the focus. The desk's script runs at the
// first touch of that form, fetched before it (docs/decisions/0043). Where the app opens on another
// screen (another address, a session kept), nothing is painted. Every expected text is read from
// its catalog.
import type { Page } from '@playwright/test';
import { ENTRY_ATTRIBUTE } from '../../src/lib/module-start';
import { wordsIn } from '../../src/test/words';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { DEMO } from './support/fixtures';
import { expect, test } from './support/fresh-desk';

/** Holds every module script of the desk until the returned function is called. */
async function holdDeskScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!route.request().url().includes('/assets/first-paint-')) await held;
    await route.continue();
  });
  return release;
}

for (const [locale, language] of [
  ['en-GB', 'en'],
  ['pt-PT', 'pt'],
] as const) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });

    test('sees the sign-in form before the script, and what it typed there carries into the app', async ({
      page,
    }) => {
      const t = wordsIn(language);
      const release = await holdDeskScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      const painted = page.locator('#first-paint');
      await expect(page.getByRole('heading', { name: t('signIn.submit') })).toBeVisible();
      await expect(painted.getByRole('button', { name: t('signIn.submit') })).toBeDisabled();

      // Until the page is parsed (held with the scripts), the other language's copy is there, hidden.
      const shown = painted.locator(`[lang="${language}"]`);
      await shown.getByLabel(t('signIn.email')).fill(DEMO.email);
      await shown.getByLabel(t('signIn.password')).click();
      const half = DEMO.password.slice(0, 4);
      await page.keyboard.type(half);
      release();

      await expect(painted).toHaveCount(0);
      await page.keyboard.type(DEMO.password.slice(half.length));
      await expect(page.getByLabel(t('signIn.email'))).toHaveValue(DEMO.email);
      await expect(page.getByLabel(t('signIn.password'))).toHaveValue(DEMO.password);
      await page.getByRole('button', { name: t('signIn.submit') }).click();
      await expect(page).toHaveURL(/\/movements$/);
    });
  });
}

test('the desk runs at the first touch of the painted form, its files fetched before it', async ({
  page,
}) => {
  const t = wordsIn('en');
  const fetched: string[] = [];
  page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  const painted = page.locator('#first-paint');
  const entry = await page.locator(`script[${ENTRY_ATTRIBUTE}]`).getAttribute(ENTRY_ATTRIBUTE);
  // Fetched, so the touch finds it here, but not run: no module script, the painted form untouched.
  expect(fetched).toContain(entry);
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  await expect(painted).toBeVisible();

  // As after a password manager filled the form: the first touch is on the Sign in it keeps disabled.
  // Its value is set without an event, as a browser's autofill is kept from the page until a touch.
  await painted.getByLabel(t('signIn.email')).evaluate((field: HTMLInputElement, email) => {
    field.value = email;
  }, DEMO.email);
  await painted.getByRole('button', { name: t('signIn.submit') }).click({ force: true });
  await expect(painted).toHaveCount(0);
  await expect(page.getByLabel(t('signIn.email'))).toHaveValue(DEMO.email);
  await page.getByLabel(t('signIn.password')).fill(DEMO.password);
  await page.getByRole('button', { name: t('signIn.submit') }).click();
  await expect(page).toHaveURL(/\/movements$/);
});

test('nothing is painted where the app opens on another screen: another address, or a session kept here', async ({
  page,
  alerts,
}) => {
  // Every copy the first-paint script shows, as it shows it (the app removes the mark later).
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { firstPaintShown: shown });
    new MutationObserver(() => {
      const locale = document.documentElement.getAttribute('data-first-paint');
      if (locale) shown.push(locale);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-first-paint'] });
  });
  const shown = () =>
    page.evaluate(() => (window as unknown as { firstPaintShown: string[] }).firstPaintShown);

  // Signed out, Movements alerts and goes to /: the next address waits for that, as a navigation
  // begun under the alert may never load.
  await page.goto('/movements');
  await expect.poll(() => alerts).toEqual([wordsIn('en')('errors.notLoggedIn')]);
  await expect(page).toHaveURL(/\/$/);
  expect(await shown(), '/movements').toEqual([]);
  await page.goto('/welcome');
  expect(await shown(), '/welcome').toEqual([]);
  await page.goto('/');
  expect(await shown()).toEqual(['en']);
  await new SignInPage(page).signIn(DEMO.email, DEMO.password);
  await expect(new MovementsPage(page).pending).toBeVisible();
  // Signed in, / is the app's own page (the session's notice), never a painted form.
  await page.goto('/');
  await expect(page.getByRole('link', { name: wordsIn('en')('signIn.continue') })).toBeVisible();
  expect(await shown()).toEqual([]);
  await expect(page.locator('#first-paint')).toHaveCount(0);
});
