// The pilot's page rendered by the server (docs/decisions/0021): without JavaScript a pilot still
// sees the airfield, its hours and prices, and files and cancels a request with plain forms; with
// it, the page hydrates without a console error under the Content-Security-Policy, follows the
// desk's decision by itself within a second or two, and speaks Portuguese to a Portuguese browser.
import { type Browser, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { RequestPage, RequestStatusPage } from './pages/request-page';
import { axeViolations } from './support/axe';
import { DeskApi } from './support/desk-api';
import { DeskServer } from './support/desk-server';
import { splitWords } from './support/split-words';

const SLUG = 'example-aero-club';
const PHONE = { width: 360, height: 740 };
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const PILOT = { name: 'Nuno Sem Script', email: 'nuno@pilots.example', licence: 'PT.FCL.7001' };

let server: DeskServer;

test.beforeAll(async () => {
  server = await DeskServer.start();
});
test.afterAll(async () => {
  await server?.dispose();
});

async function pilotPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, ...options });
  return context.newPage();
}

/** Every console error or warning and every CSP violation of a page, from its first byte. */
async function watchConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

async function fill(form: RequestPage, registration: string): Promise<void> {
  await form.fillFlight({
    registration,
    aircraftType: 'Cessna 172',
    origin: 'LPCS',
    date: tomorrow(),
    eta: '12:00',
  });
  await form.fillPilot(PILOT);
}

test('without JavaScript: the airfield, hours, prices and form are there, and the form files and cancels', async ({
  browser,
}) => {
  const page = await pilotPage(browser, { javaScriptEnabled: false });
  const form = new RequestPage(page);
  const response = await page.goto(`/request/${SLUG}`);
  expect(response?.status()).toBe(200);
  await expect(form.heading).toHaveText('Request to land at Example Aero Club LPXE');
  await expect(page.getByText('Monday: 09:00–19:00')).toBeVisible();
  await expect(page.getByText('Saturday: 10:00–17:00')).toBeVisible();
  await expect(page.getByRole('row', { name: /0–1,000 kg €15\.00 €7\.50/ })).toBeVisible();
  await expect(page.getByText('Hangar overnight: €33.00')).toBeVisible();
  // On a 360 px phone the price table's headings wrap between words, never inside one.
  expect(await splitWords(page.getByRole('table'))).toEqual([]);
  await expect(page.getByText('This page needs JavaScript')).toHaveCount(0);
  for (const label of [
    'Aircraft registration',
    'Aircraft type',
    'Date',
    'ETA (Lisbon)',
    'Pilot name',
    'Email',
    'Licence number',
  ])
    await expect(form.field(label), label).toHaveAttribute('required', '');
  await expect(page.getByText('Fields marked * are required.')).toBeVisible();

  // The browser's own check keeps an incomplete form from leaving.
  await form.send.click();
  await expect(page).toHaveURL(new RegExp(`/request/${SLUG}$`));

  // What only the server refuses: the page it answers opens at why, keeping what was typed.
  await fill(form, 'CS NJS');
  await form.send.click();
  const refused = page.getByText('Please correct the fields marked above.');
  await expect(refused).toBeFocused();
  await expect(refused).toBeInViewport();
  await expect(
    page.getByText(/^Enter the registration, e\.g\. CS-AYZ: letters, digits and dashes/),
  ).toBeVisible();
  await expect(form.field('Pilot name')).toHaveValue(PILOT.name);

  // The other language, without the page's script: what was typed goes along, and nothing is filed.
  await form.language.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(form.field('Nome do piloto')).toHaveValue(PILOT.name);
  await expect(form.field('Matrícula da aeronave')).toHaveValue('CS NJS');
  await expect(page.getByText('Corrija os campos assinalados acima.')).toHaveCount(0);
  await form.language.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(form.field('Pilot name')).toHaveValue(PILOT.name);

  await form.field('Aircraft registration').fill('CS-NJS');
  await page.getByLabel('Hangar overnight (€33.00)').check();
  await form.send.click();
  await expect(page).toHaveURL(/\/request\/status\/[A-Za-z0-9_-]{22}\?lang=en$/);
  const status = new RequestStatusPage(page);
  await expect(status.status).toHaveText('PENDING');
  await expect(status.fee).toHaveText('Fee: €58.00');

  await status.cancel.click();
  await expect(page.getByText('Cancel this request? The airfield will be told.')).toBeVisible();
  await status.confirmCancel.click();
  await expect(status.status).toHaveText('CANCELLED');
  await expect(status.cancel).toHaveCount(0);
});

test('the form starts the worker that loads the language data; the status page shows ACCEPTED within two seconds of the desk accepting, with nothing in the console', async ({
  browser,
}) => {
  const page = await pilotPage(browser);
  const problems = await watchConsole(page);
  // ICU's data loads on a worker before hydration (docs/decisions/0050): the policy lets it start.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const form = new RequestPage(page);
  await form.open(SLUG);
  await expect.poll(() => workers).toEqual([expect.stringMatching(/^\/assets\/intl-warm\.worker-.+\.js$/)]);
  await fill(form, 'CS-LIV');
  // The status page's stream answers (its headers) once it is open.
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/events'));
  await form.send.click();
  const status = new RequestStatusPage(page);
  await expect(status.status).toHaveText('PENDING');
  expect((await streamOpen).status()).toBe(200);

  const desk = await DeskApi.signIn(server.url);
  const id = await desk.landingIdOf('CS-LIV');
  if (id === null) throw new Error('the request did not reach the desk');
  const decidedAt = Date.now();
  await desk.decide(id, true);
  await expect(status.status).toHaveText('ACCEPTED', { timeout: 2_000 });
  console.log(`status page showed ACCEPTED ${Date.now() - decidedAt} ms after the desk's accept`);
  await expect(page).toHaveTitle('ACCEPTED: request to Example Aero Club');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('a Portuguese browser gets the page in Portuguese, hydrated in Portuguese; its language switch goes to English with what was typed', async ({
  browser,
}) => {
  const page = await pilotPage(browser, { locale: 'pt-PT' });
  const problems = await watchConsole(page);
  const form = new RequestPage(page);
  await form.open(SLUG);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(form.heading).toHaveText('Pedido de aterragem em Example Aero Club LPXE');
  await expect(page.getByText('Segunda-feira: 09:00–19:00')).toBeVisible();
  // The catalogue's runway type and services are named in Portuguese, on the prices and in the form.
  await expect(page.getByRole('definition').filter({ hasText: /^Aeródromo$/ })).toBeVisible();
  await expect(page.getByText('Hangaragem noturna: 33,00 €')).toBeVisible();
  await expect(page.getByLabel('Limpeza da aeronave (16,50 €)')).toBeVisible();
  // No type yet: never priced from the lightest band (docs/product/movement-log.md, "Pricing").
  await expect(page.getByRole('heading', { name: /^Taxa estimada: / })).toHaveText(
    'Taxa estimada: indique o tipo de aeronave para a ver',
  );
  await form.field('Tipo de aeronave').fill('Cessna 172');
  await expect(page.getByRole('heading', { name: /^Taxa estimada: / })).toHaveText('Taxa estimada: 25,00 €');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(
    page.getByText(
      'Indique a matrícula, por exemplo CS-AYZ: letras, algarismos e hífenes, até 10 caracteres.',
    ),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await form.language.click();
  await expect(page).toHaveURL(new RegExp(`/request/${SLUG}\\?lang=en$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await form.hydrated();
  await expect(form.heading).toHaveText('Request to land at Example Aero Club LPXE');
  // The draft came along: what was typed in Portuguese is still there.
  await expect(form.field('Aircraft type')).toHaveValue('Cessna 172');
  expect(problems).toEqual([]);
});
