// The desk against a real Strapi (5 or 4.26.2) in its default configuration: sign-in, every desk action
// and a manual creation land on Strapi, offline changes arrive once after reconnecting, a creation
// whose answer was lost is not made twice, and a permission the role lacks is named and loses
// nothing. The fixture fails any test whose requests carried a header Strapi does not accept.

import { english } from '../../src/test/words';
import { AppHeader } from '../e2e/pages/app-header';
import { CreateLandingModal } from '../e2e/pages/create-landing-modal';
import { HistoryPage } from '../e2e/pages/history-page';
import { MovementsPage } from '../e2e/pages/movements-page';
import { SignInPage } from '../e2e/pages/sign-in-page';
import { waitForServiceWorker } from '../e2e/support/fixtures';
import { landingIdsByLabel, readMirror } from '../e2e/support/mirror';
import { expect, openSignedIn, PEER_OWNER, test } from './support/fixtures';
import { revokeAuthenticated } from './support/peer-permissions';

const synced = (page: import('@playwright/test').Page) =>
  page.getByText('All changes synced', { exact: true });

test('signs in to Strapi and says so in Settings and the sync panel', async ({ page, peer }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(PEER_OWNER.email, PEER_OWNER.password);
  await expect(page).toHaveURL(/\/movements$/);
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  await expect(movements.rows(movements.upcoming).first()).toBeVisible();

  const server = `Server: Strapi ${peer.api.version} (${peer.url}/api)`;
  await new AppHeader(page).settings.click();
  await expect(page.getByRole('main').getByText(server, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Changes', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Changes waiting to sync' }).getByText(server)).toBeVisible();
});

test('ACCEPT, REJECT, ARRIVED, DEPARTED and a payment change land on Strapi', async ({ page, peer }) => {
  await openSignedIn(page, peer, '/movements');
  const movements = new MovementsPage(page);
  for (const section of [movements.pending, movements.upcoming, movements.parked])
    await expect(movements.rows(section).first()).toBeVisible();
  const [accepting, rejecting] = await movements.landingIds(movements.pending);
  const [arriving] = await movements.landingIds(movements.upcoming);
  const [departing] = await movements.landingIds(movements.parked);
  if (!accepting || !rejecting || !arriving || !departing)
    throw new Error('the peer lacks landings to act on');
  const parkedBefore = await peer.api.landing(departing);

  await movements.act(accepting, 'ACCEPT');
  // A plain Strapi keeps no reason and sends no mail: the dialog asks for none.
  await movements.row(rejecting).getByRole('button', { name: 'REJECT' }).click();
  await expect(movements.rejectDialog().getByRole('button', { name: 'REJECT', exact: true })).toBeVisible();
  await expect(movements.rejectDialog().getByLabel('Reason (optional)')).toHaveCount(0);
  await movements.confirmReject();
  await movements.sendNow();
  await movements.act(arriving, 'ARRIVED');
  await movements.act(departing, 'DEPARTED');
  await expect
    .poll(async () => (await peer.api.landing(departing)).status, { timeout: 30_000 })
    .toBe('finished');
  await expect(synced(page)).toBeVisible({ timeout: 30_000 });

  expect(await peer.api.landing(accepting)).toMatchObject({ permission: true, landing_permission: true });
  expect(await peer.api.landing(rejecting)).toMatchObject({ permission: false, landing_permission: false });
  const arrived = await peer.api.landing(arriving);
  expect(arrived.status).toBe('parked');
  expect(Date.now() - Date.parse(arrived.ata ?? '')).toBeLessThan(120_000);
  const departed = await peer.api.landing(departing);
  expect(departed).toMatchObject({ status: 'finished' });
  expect(departed.time_parked).toMatch(/^\d+h \d+m$/);
  // The fee the desk worked out: at least the landing price, parking on top.
  expect(departed.price ?? 0).toBeGreaterThanOrEqual(parkedBefore.price ?? 0);
  // Accepted: OVERDUE instead once its ETA (the peer's seed, a fixed time of day) has passed.
  await expect(movements.rowIn(movements.upcoming, accepting)).toContainText(/ACCEPTED|OVERDUE/);

  const history = new HistoryPage(page);
  await new AppHeader(page).history.click();
  await expect(history.statusSelects.first()).toBeVisible();
  const ids = landingIdsByLabel((await readMirror(page)).landings);
  const labels = await history.statusSelects.evaluateAll((selects) =>
    selects.map((select) => select.getAttribute('aria-label') ?? ''),
  );
  const label = labels.find((name) => ids.has(name));
  const id = label ? (ids.get(label) ?? 0) : 0;
  const select = history.statusSelects.and(page.getByLabel(label ?? '', { exact: true }));
  const next = (await peer.api.landing(id)).paymentStatus === 'Paid' ? 'Captive' : 'Paid';
  await select.selectOption(next);
  await expect.poll(async () => (await peer.api.landing(id)).paymentStatus, { timeout: 30_000 }).toBe(next);
});

test('a manual landing is created once, even when Strapi made it and the answer was lost', async ({
  page,
  peer,
}) => {
  await openSignedIn(page, peer, '/movements');
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.upcoming).first()).toBeVisible();
  const before = await peer.api.landingCount();
  let posts = 0;
  // The first POST reaches Strapi, which creates the landing; the desk only hears a 500.
  await page.route(`${peer.url}/api/landings?**`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    const response = await route.fetch();
    if (posts === 1) return route.fulfill({ status: 500, json: { data: null, error: { status: 500 } } });
    return route.fulfill({ response });
  });

  await movements.addManually.click();
  const modal = new CreateLandingModal(page);
  const airplane = await modal.firstSuggestion(modal.registration);
  const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  // A plain Strapi's landing keeps no registration of its own: only a known airplane is taken.
  await expect(modal.aircraftType).toHaveCount(0);
  // Nor an email of its own: the form says so rather than dropping what is typed without a word.
  await expect(modal.dialog.getByText('it keeps no email typed here')).toBeVisible();
  await expect(modal.dialog.getByText('and the type, for an airplane')).toHaveCount(0);
  await modal.fill({ pilot: 'Radio Caller', date, airplane: 'CS-NEW', email: 'radio.call@pilot.example' });
  await modal.registration.blur();
  await expect(modal.dialog.getByText('This server keeps only the airplanes in its list')).toBeVisible();
  await expect(modal.create).toBeDisabled();
  await modal.registration.fill(airplane);
  await modal.create.click();
  await expect(modal.dialog).toBeHidden();
  await expect(page.getByText('1 change waiting', { exact: true })).toBeVisible();
  await expect(synced(page)).toBeVisible({ timeout: 60_000 });

  expect(await peer.api.landingCount()).toBe(before + 1);
  const created = (await peer.api.allLandings()).filter((l) => l.date === date);
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({
    status: 'pending',
    permission: true,
    paymentStatus: 'Pending',
    passengers_on_board: '["Radio Caller"]',
  });
  expect(posts).toBe(1);
});

test('decisions made offline reach Strapi once after a reload and a reconnect', async ({
  page,
  context,
  peer,
}) => {
  await openSignedIn(page, peer, '/movements');
  await waitForServiceWorker(page);
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).nth(1)).toBeVisible();
  const [first, second] = await movements.landingIds(movements.pending);
  if (!first || !second) throw new Error('the peer lacks pending landings');
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().startsWith(peer.url)) puts.push(request.url());
  });

  await context.setOffline(true);
  await expect(new AppHeader(page).syncStatus).toContainText('Offline');
  await movements.act(first, 'ACCEPT');
  await movements.act(second, 'REJECT');
  // Shown means stored: each change is on the desk once its row says so.
  await expect(movements.rowIn(movements.upcoming, first)).toContainText(/ACCEPTED|OVERDUE/);
  await expect(movements.row(second).getByRole('button', { name: 'REJECT' })).toHaveCount(0);
  await page.reload();
  await expect(movements.rowIn(movements.upcoming, first)).toBeVisible();
  expect((await peer.api.landing(first)).permission).toBeNull();

  await context.setOffline(false);
  await expect(synced(page)).toBeVisible({ timeout: 60_000 });
  expect(await peer.api.landing(first)).toMatchObject({ permission: true, landing_permission: true });
  expect(await peer.api.landing(second)).toMatchObject({ permission: false, landing_permission: false });
  const firstPath = `/api/${await peer.api.pathOf('landings', first)}`;
  const secondPath = `/api/${await peer.api.pathOf('landings', second)}`;
  expect(puts.filter((url) => new URL(url).pathname.endsWith(firstPath))).toHaveLength(1);
  expect(puts.filter((url) => new URL(url).pathname.endsWith(secondPath))).toHaveLength(1);
});

test('a permission the Authenticated role lacks is named, the change waits, and Retry sends it once granted', async ({
  page,
  peer,
}) => {
  await openSignedIn(page, peer, '/movements');
  const movements = new MovementsPage(page);
  await expect(movements.rows(movements.pending).first()).toBeVisible();
  const [landing] = await movements.landingIds(movements.pending);
  if (!landing) throw new Error('the peer lacks pending landings');

  const restore = revokeAuthenticated(peer.databaseFile, 'api::landing.landing.update');
  try {
    await movements.act(landing, 'ACCEPT');
    await expect(page.getByText(english('errors.grant'))).toBeVisible();
  } finally {
    restore();
  }
  await page.getByRole('button', { name: 'Changes', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Changes waiting to sync' });
  await expect(panel).toContainText('Strapi refused: the Authenticated role needs permission landing.update');
  expect((await peer.api.landing(landing)).permission).toBeNull();

  await panel.getByRole('button', { name: /^Retry/ }).click();
  await expect(panel.getByText('All changes synced.')).toBeVisible({ timeout: 30_000 });
  expect((await peer.api.landing(landing)).permission).toBe(true);
});
