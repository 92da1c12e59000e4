import { wordsIn } from '../../src/test/words';
import { AppHeader } from './pages/app-header';
import { SignInPage } from './pages/sign-in-page';
import { axeViolations } from './support/axe';
import { DEMO, expect, test, waitForServiceWorker } from './support/fixtures';
import { reachProblems } from './support/reach';

test.describe('sign in and the app shell', () => {
  test('the demo owner lands on /movements with the header and the sync status', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/movements$/);
    const header = new AppHeader(page);
    await expect(header.movements).toBeVisible();
    await expect(header.history).toBeVisible();
    await expect(header.settings).toBeVisible();
    await expect(header.syncStatus).toContainText('Online');
  });

  test('the app runs under the server Content-Security-Policy with nothing in the console, its language data loaded on a worker', async ({
    page,
  }) => {
    const violations: string[] = [];
    // ICU's data loads on a worker while the desk starts (docs/decisions/0052): the policy lets it run.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    // A normal start logs no error at all: no 404 for config.json, no React warning, no failed call.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const signIn = new SignInPage(page);
    await signIn.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/movements$/);
    for (const link of ['History', 'Settings', 'Aircraft movements']) {
      await page.getByRole('navigation').getByRole('link', { name: link }).click();
    }
    await waitForServiceWorker(page);
    expect(workers).toContainEqual(expect.stringMatching(/^\/assets\/intl-warm\.worker-.+\.js$/));
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a wrong password shows the error under the form and keeps what was typed', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(DEMO.email, 'not-the-password');
    await expect(signIn.error).toBeVisible();
    await expect(signIn.email).toHaveValue(DEMO.email);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a logged-in page without a session alerts and goes back to sign in', async ({ page, alerts }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/$/);
    expect(alerts).toContain('You are not logged in!');
  });

  test("an address with no screen says so in the desk's language and leads on to Aircraft movements", async ({
    page,
    browser,
    baseURL,
  }) => {
    const en = wordsIn('en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/history');
    await expect(page.getByRole('heading', { name: en('shell.notFound.title') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await reachProblems(page)).toEqual([]);
    // On a phone the card is the page, edge to edge.
    expect((await page.getByRole('main').boundingBox())?.width).toBe(390);
    // Signed out, the way on is the sign-in; signed in, it is Aircraft movements.
    await page.getByRole('link', { name: en('shell.nav.movements') }).click();
    const signIn = new SignInPage(page);
    await signIn.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/movements$/);
    await page.goto('/no/such/screen');
    await page.getByRole('link', { name: en('shell.nav.movements') }).click();
    await expect(page).toHaveURL(/\/movements$/);
    await expect(new AppHeader(page).syncStatus).toBeVisible();

    const pt = wordsIn('pt');
    const portuguese = await browser.newContext({ baseURL, locale: 'pt-PT' });
    const other = await portuguese.newPage();
    await other.goto('/historico');
    await expect(other.getByRole('heading', { name: pt('shell.notFound.title') })).toBeVisible();
    await expect(other.getByRole('link', { name: pt('shell.nav.movements') })).toBeVisible();
    await portuguese.close();
  });

  test('with the server stopped, a reload of /movements opens from the service worker', async ({
    page,
    desk,
  }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/movements$/);
    await waitForServiceWorker(page);

    await desk.stop();
    try {
      await page.reload();
      await expect(new AppHeader(page).movements).toBeVisible();
      await expect(new AppHeader(page).syncStatus).toContainText('Offline');
    } finally {
      await desk.resume();
    }
  });
});
