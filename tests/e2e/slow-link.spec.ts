// The desk on an airstrip's thin link (ADR 0013): Chromium throttled to 400 kbit/s with 400 ms
// round trips. After a first visit, a cold start shows Movements from the mirror while every call
// to the server is still held, and an ACCEPT made there reaches the server. The pilot's page on the
// same link, on a phone, its first visit: the server's HTML shows the airfield and the form before
// the script arrives (docs/decisions/0021), and the request is sent once it has. Figures are
// printed; the cold start's 3 s is `npm run bench -- thin-link`'s (docs/decisions/0051).
import type { Route } from '@playwright/test';
import { MovementsPage } from './pages/movements-page';
import { RequestPage, RequestStatusPage } from './pages/request-page';
import { DeskApi } from './support/desk-api';
import { expect, test } from './support/fresh-desk';
import { clockFirstRow, firstRowAt, firstVisit, throttle } from './support/thin-link';

test('on a 400 kbit/s, 400 ms link a cold start shows Movements from the mirror before the server answers, and an ACCEPT lands', async ({
  context,
  freshDesk,
}) => {
  await firstVisit(context);

  // A cold start: a new tab, nothing in memory, the link still thin, its calls to the server held.
  const page = await context.newPage();
  await throttle(page);
  await clockFirstRow(page);
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/**', (route) => (holding ? void held.push(route) : route.continue()));
  const movements = new MovementsPage(page);
  await movements.open();
  await expect(movements.rows(movements.pending).first()).toBeVisible({ timeout: 10_000 });
  const usableMs = await firstRowAt(page);
  // The desk did ask the server meanwhile: the rows came from the mirror, not from an answer.
  expect(held.length).toBeGreaterThan(0);
  holding = false;
  await Promise.all(held.map((route) => route.continue()));

  const [decided] = await movements.landingIds(movements.pending);
  if (decided === undefined) throw new Error('the demo has no pending landing');
  const api = await DeskApi.signIn(freshDesk.url);
  const decidedAt = Date.now();
  await movements.act(decided, 'ACCEPT');
  await expect
    .poll(async () => (await api.landing(decided)).permission, { timeout: 5_000, intervals: [100] })
    .toBe(true);
  const landedMs = Date.now() - decidedAt;

  console.log(
    `thin link: Movements' first row ${usableMs} ms after the navigation began, ACCEPT on the server in ${landedMs} ms`,
  );
});

test("on the same link a pilot's phone shows the airfield and the form from the first HTML, and sends", async ({
  browser,
  freshDesk,
}) => {
  const context = await browser.newContext({ baseURL: freshDesk.url, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await throttle(page);
  // When the form is the script's (it then checks in its own words), from the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('form.request-form[novalidate]')) return;
      Object.assign(window, { __interactiveAt: performance.now() });
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['novalidate'] });
  });
  const form = new RequestPage(page);
  await page.goto('/request/example-aero-club', { waitUntil: 'commit' });
  await expect(form.heading).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Monday: 09:00–19:00')).toBeVisible();
  await expect(form.send).toBeVisible();
  await form.hydrated();
  // The first paint is the server's page, whole: nothing of it waits for the script.
  const { paintedMs, interactiveMs } = await page.evaluate(() => ({
    paintedMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
    interactiveMs: Math.round((window as unknown as { __interactiveAt: number }).__interactiveAt),
  }));

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await form.fillFlight({
    registration: 'CS-SLO',
    aircraftType: 'Cessna 172',
    origin: 'LPCS',
    date: tomorrow,
    eta: '12:00',
  });
  await form.fillPilot({ name: 'Sara Lenta', email: 'sara@pilots.example', licence: 'PT.FCL.4040' });
  const sentAt = Date.now();
  await form.send.click();
  await expect(new RequestStatusPage(page).status).toHaveText('PENDING', { timeout: 15_000 });
  const statusMs = Date.now() - sentAt;

  console.log(
    `thin link, pilot's page: airfield and form painted in ${paintedMs} ms, interactive in ${interactiveMs} ms, status page ${statusMs} ms after Send`,
  );
  expect(paintedMs).toBeLessThanOrEqual(3_000);
  expect(interactiveMs).toBeLessThanOrEqual(8_000);
  await context.close();
});
