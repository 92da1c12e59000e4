// Forgot password the whole way (docs/decisions/0023): the sign-in page's link, the request, the
// mail on a real SMTP server, its link choosing a new password, which signs in and opens Aircraft
// movements; the desk signed in elsewhere before is signed out, the link works only once (opened
// again, it says so before a password is typed), and the new password signs in.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type SmtpSink, startSmtpSink } from '../../server/src/testing/smtp-sink';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskServer } from './support/desk-server';
import { DEMO } from './support/fixtures';

const NEW_PASSWORD = 'Reset!2026x';

let sink: SmtpSink;
let server: DeskServer;

test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await DeskServer.start({ env: { SMTP_URL: sink.url, MAIL_FROM: 'desk@club.example' } });
});

test.afterAll(async () => {
  await server?.dispose();
  await sink?.close();
});

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: server.url })).newPage();
}

test('forgot password → mail → new password signs in, ends the other sessions, and the link works once', async ({
  browser,
}) => {
  // A desk signed in before the reset.
  const other = await newPage(browser);
  const otherSignIn = new SignInPage(other);
  await otherSignIn.open();
  await otherSignIn.signIn(DEMO.email, DEMO.password);
  await expect(new MovementsPage(other).requests).toBeVisible();
  const otherToken = await other.evaluate(() => window.localStorage.getItem('token'));

  const page = await newPage(browser);
  await new SignInPage(page).open();
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses that address, a link to choose a new password is on its way.',
  );

  const mail = await sink.waitFor(
    (m) => m.to === DEMO.email && m.subject === 'Choose a new password for PPR Desk',
  );
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  // The link opened on a second device first: it still works there, so its form is shown.
  const again = await newPage(browser);
  await again.goto(link ?? '');
  await again.getByLabel('New password', { exact: true }).fill('Again!2026x');
  await again.getByLabel('Confirm new password').fill('Again!2026x');

  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(new MovementsPage(page).requests).toBeVisible();

  // The session signed in before the reset is over on the server.
  const before = await fetch(`${server.url}/api/users/me`, {
    headers: { Authorization: `Bearer ${otherToken}` },
  });
  expect(before.status).toBe(401);

  // The second device's form, sent after the link was used: refused, with a way to ask for a new one,
  // and what was typed is still there.
  await again.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    'This link to choose a new password is no longer valid. Ask for a new one.',
  );
  await expect(again.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expect(again.getByLabel('New password', { exact: true })).toHaveValue('Again!2026x');

  // The spent link opened again says so at once: no password is typed for nothing.
  const later = await newPage(browser);
  await later.goto(link ?? '');
  await expect(later.getByRole('alert')).toHaveText(
    'This link to choose a new password is no longer valid. Ask for a new one.',
  );
  await expect(later.getByLabel('New password', { exact: true })).toHaveCount(0);
  await later.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(later.getByRole('heading', { name: 'Forgot password' })).toBeVisible();

  // The new password signs in; the old one no longer does.
  const fresh = new SignInPage(await newPage(browser));
  await fresh.open();
  await fresh.signIn(DEMO.email, DEMO.password);
  await expect(fresh.error).toBeVisible();
  await fresh.signIn(DEMO.email, NEW_PASSWORD);
  await expect(new MovementsPage(fresh.page).requests).toBeVisible();
});
