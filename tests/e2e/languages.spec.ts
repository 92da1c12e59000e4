// The desk in both languages, in Chromium against the real server and a real SMTP server started
// here: English by default, Portuguese when chosen in Settings › This device or preferred by the
// browser. A screen, a toast and a mail in each; every expected text is read from its catalog.

import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_SLUG, requestBody } from '../../server/src/testing/pilot-requests';
import { type SmtpSink, startSmtpSink } from '../../server/src/testing/smtp-sink';
import { SETTINGS_SECTIONS } from '../../src/domain/club/settings-sections';
import type { Locale } from '../../src/i18n/locale';
import type { Translate } from '../../src/i18n/messages';
import { wordsIn } from '../../src/test/words';
import { AppHeader } from './pages/app-header';
import { insertLandings, setLandingPrices } from './support/desk-data';
import { DeskServer } from './support/desk-server';
import { DEMO } from './support/fixtures';
import { screenProblems } from './support/screen-problems';

const en = wordsIn('en');
const pt = wordsIn('pt');

let sink: SmtpSink;
let server: DeskServer;

test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await DeskServer.start({ env: { SMTP_URL: sink.url, MAIL_FROM: 'desk@club.example' } });
  // Five-digit fees, as a jet's would be, on History's first page and on the parked aircraft: in
  // Portuguese they took History's table past an 800 px tablet and DEPARTED off a 1280 px screen.
  const [landing] = insertLandings(server.databaseFile, 'finished', 1);
  if (landing !== undefined) setLandingPrices(server.databaseFile, 12_345.67, { id: landing });
  setLandingPrices(server.databaseFile, 12_345.67, { status: 'parked' });
});

test.afterAll(async () => {
  await server?.dispose();
  await sink?.close();
});

/** A subject's fixed start: the message up to its first date placeholder, in one language. */
function subjectStart(
  t: Translate,
  key: 'mail.newRequest.subject' | 'mail.received.subject',
  registration: string,
) {
  const cut = '\u0001';
  return t(key, { registration, club: 'Example Aero Club', date: cut, time: cut }).split(cut)[0] ?? '';
}

/** A pilot's request as a phone sends it, in the language of the page it was typed on. */
async function fileRequest(registration: string, email: string, locale: Locale): Promise<void> {
  const response = await fetch(`${server.url}/api/public/airfields/${DEMO_SLUG}/requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ data: requestBody(new Date(), { registration, email, locale }) }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The sign-in page in a browser that prefers `locale`. */
async function openDesk(browser: Browser, locale: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.url, locale })).newPage();
  await page.goto('/');
  return page;
}

/** A link of the header's navigation, named in one language. */
const nav = (page: Page, t: Translate, key: 'shell.nav.movements' | 'shell.nav.settings') =>
  page.getByRole('navigation', { name: t('shell.nav.label') }).getByRole('link', { name: t(key) });

/** Airfield details: a new contact person saved, and the toast that says so. */
async function saveContact(page: Page, t: Translate, name: string): Promise<void> {
  await page.getByLabel(t('settings.field.contactName'), { exact: true }).fill(name);
  await page.getByRole('button', { name: t('settings.save.button'), exact: true }).click();
  await expect(page.getByText(t('settings.saved.airfield'), { exact: true })).toBeVisible();
}

test('English by default, Portuguese when chosen: a screen, a toast and a mail in each', async ({
  browser,
}) => {
  const page = await openDesk(browser, 'en-GB');
  await page.getByLabel(en('signIn.email'), { exact: true }).fill(DEMO.email);
  await page.getByLabel(en('signIn.password'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: en('signIn.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('shell.nav.movements') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // English: the owner's mail about a new request and the pilot's receipt, each in its reader's language.
  await fileRequest('CS-LGA', 'ana@pilots.example', 'en');
  const ownerEn = await sink.waitFor((m) => m.to === DEMO.email && m.subject.includes('CS-LGA'));
  expect(ownerEn.subject.startsWith(subjectStart(en, 'mail.newRequest.subject', 'CS-LGA'))).toBe(true);
  const pilotEn = await sink.waitFor((m) => m.to === 'ana@pilots.example');
  expect(pilotEn.subject.startsWith(subjectStart(en, 'mail.received.subject', 'CS-LGA'))).toBe(true);

  await nav(page, en, 'shell.nav.settings').click();
  await saveContact(page, en, 'Maria Silva');

  // Portuguese from This device: the screen, its toast, the desk's other screens and the owner's mail.
  await page.getByLabel(en('settings.device.language'), { exact: true }).selectOption('pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 2, name: pt('settings.sections.airfield') })).toBeVisible();
  await saveContact(page, pt, 'Mário Silva');
  await nav(page, pt, 'shell.nav.movements').click();
  await expect(page.getByRole('heading', { level: 1, name: pt('shell.nav.movements') })).toBeVisible();
  await expect(page.getByText(en('shell.nav.movements'), { exact: true })).toHaveCount(0);

  await fileRequest('CS-LGB', 'bia@pilots.example', 'pt');
  const ownerPt = await sink.waitFor((m) => m.to === DEMO.email && m.subject.includes('CS-LGB'));
  expect(ownerPt.subject.startsWith(subjectStart(pt, 'mail.newRequest.subject', 'CS-LGB'))).toBe(true);
  const pilotPt = await sink.waitFor((m) => m.to === 'bia@pilots.example');
  expect(pilotPt.subject.startsWith(subjectStart(pt, 'mail.received.subject', 'CS-LGB'))).toBe(true);

  // The choice stays with the device across a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: pt('shell.nav.movements') })).toBeVisible();
});

test('a browser that prefers Portuguese opens the desk in Portuguese', async ({ browser }) => {
  const page = await openDesk(browser, 'pt-PT');
  await expect(page.getByRole('button', { name: pt('signIn.submit'), exact: true })).toBeVisible();
  await page.getByLabel(pt('signIn.email'), { exact: true }).fill(DEMO.email);
  await page.getByLabel(pt('signIn.password'), { exact: true }).fill('not the password');
  await page.getByRole('button', { name: pt('signIn.submit'), exact: true }).click();
  await expect(page.getByText(pt('signIn.error'), { exact: true })).toBeVisible();
});

// Portuguese names run longer than English ones ("Movimentos de aeronaves", "PAGAMENTO EM FALTA"): the
// phone and the tower tablet in Portuguese; every English size is tablet.spec.ts's.
for (const viewport of [
  { width: 360, height: 740 },
  { width: 800, height: 1280 },
  { width: 1280, height: 800 },
]) {
  test(`in Portuguese at ${viewport.width}×${viewport.height} every desk screen fits, its targets are in reach, no cell is cut off and axe finds nothing`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.url, locale: 'pt-PT', viewport });
    const page = await context.newPage();
    const found: string[] = [];
    const check = async (screen: string) => {
      found.push(...(await screenProblems(page, screen)));
    };
    await page.goto('/');
    await page.getByLabel(pt('signIn.email'), { exact: true }).fill(DEMO.email);
    await page.getByLabel(pt('signIn.password'), { exact: true }).fill(DEMO.password);
    await check('sign in');
    await page.getByRole('button', { name: pt('signIn.submit'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: pt('shell.nav.movements') })).toBeVisible();
    // Every section scrolled through before the layout is measured, as an operator would: a section
    // below the first is laid out only when it nears the screen (content-visibility), and until then
    // its rows measure against a placeholder's height.
    for (const section of ['pending-landings', 'upcoming-landings', 'parked-aircrafts']) {
      const rows = page
        .locator('.movements-section', { has: page.locator(`#${section}`) })
        .locator('.landing-row');
      await rows.last().scrollIntoViewIfNeeded();
      await expect(rows.first()).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await check('Aircraft movements');
    // The undo bar's countdown stays whole beside its two buttons, however long the language's words;
    // the decision is then undone, so nothing is sent.
    await page
      .getByRole('button', { name: new RegExp(`^${pt('movements.pending.accept')}\\b`) })
      .first()
      .click();
    const undoBar = page.getByRole('region', { name: pt('shell.undo.undo'), exact: true });
    const countdown = undoBar.locator('.undo-bar__when');
    await expect(countdown).toHaveText(/\d/);
    expect(
      await countdown.evaluate((element) => element.scrollWidth <= element.clientWidth),
      `the countdown "${await countdown.textContent()}" is cut short`,
    ).toBe(true);
    await undoBar.getByRole('button', { name: pt('shell.undo.undo'), exact: true }).click();
    await expect(page.getByText(pt('shell.undo.undone'), { exact: true })).toBeVisible();
    // Online or offline stays whole in the header (one line on a phone): the other words give way.
    const online = page.getByRole('status').filter({ hasText: pt('shell.sync.online') });
    await expect(online).toHaveText(pt('shell.sync.online'));
    expect(await online.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // Settled (online, everything synced), no word of that line is cut short at all.
    await expect(page.getByText(pt('shell.sync.allSynced'), { exact: true })).toBeVisible();
    expect(await new AppHeader(page).cutWords()).toEqual([]);
    await page
      .getByRole('navigation', { name: pt('shell.nav.label') })
      .getByRole('link', { name: pt('shell.nav.history') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: pt('history.title') })).toBeVisible();
    await expect(page.locator('.history-row').first()).toBeVisible();
    await check('History');
    for (const section of SETTINGS_SECTIONS) {
      await page.goto(`/settings?section=${section.key}`);
      await expect(page.getByRole('heading', { level: 2, name: pt(section.label) })).toBeVisible();
      await check(`Settings › ${section.key}`);
    }
    await page.goto('/historico');
    await expect(page.getByRole('heading', { level: 1, name: pt('shell.notFound.title') })).toBeVisible();
    await check('an address with no screen');
    await context.close();
    expect(found).toEqual([]);
  });
}
