// Offline and back: 20 random decisions and payment changes made with the connection cut, a
// reload while still offline, then the connection restored: the server must hold exactly what
// the operator intended, for the landings touched and (unchanged) for every other landing.
import type { Page } from '@playwright/test';
import { AppHeader } from './pages/app-header';
import { HistoryPage } from './pages/history-page';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { DeskApi, type ServerLanding } from './support/desk-api';
import { insertLandings } from './support/desk-data';
import { DEMO, waitForServiceWorker } from './support/fixtures';
import { expect, test } from './support/fresh-desk';
import { landingIdsByLabel, readMirror } from './support/mirror';
import { seededRandom, seedFromEnv } from './support/random';

const ACTIONS = 20;
const PAYMENT_STATUSES = ['Paid', 'Pending', 'Captive'] as const;

interface Intended {
  permission?: boolean;
  paymentStatus?: string;
}

async function signIn(page: Page): Promise<MovementsPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/movements$/);
  return new MovementsPage(page);
}

/** The fields a desk action may change, as the server holds them. */
const observed = (l: ServerLanding) => ({
  status: l.status,
  permission: l.permission,
  landing_permission: l.landing_permission,
  paymentStatus: l.paymentStatus,
  ata: l.ata,
  departure: l.departure,
});

test('offline: 20 random decisions and payment changes survive a reload and reach the server exactly', async ({
  page,
  context,
  freshDesk,
}) => {
  // 20 actions, a reload and the replay: about 30 s alone, and past the default 60 s beside another
  // journey on two busy cores.
  test.setTimeout(150_000);
  const seed = seedFromEnv('OFFLINE_SEED');
  const random = seededRandom(seed);
  console.log(`offline run seed ${seed} (replay with OFFLINE_SEED=${seed})`);
  // More requests than the demo's four, so most of the 20 actions can be decisions.
  insertLandings(freshDesk.databaseFile, 'pending', 12);
  const api = await DeskApi.signIn(freshDesk.url);
  const before = new Map((await api.allLandings()).map((l) => [l.id, l]));

  const movements = await signIn(page);
  await waitForServiceWorker(page);
  const header = new AppHeader(page);
  const history = new HistoryPage(page);
  await expect(movements.rows(movements.pending)).toHaveCount(16);
  // History once online, so its landings are in the mirror before the link drops.
  await header.history.click();
  await expect(history.bodyRows.first()).toBeVisible();
  const idsByLabel = landingIdsByLabel((await readMirror(page)).landings);
  await header.movements.click();
  await expect(movements.rows(movements.pending)).toHaveCount(16);
  const undecided = await movements.landingIds(movements.pending);

  await context.setOffline(true);
  await expect(header.syncStatus).toContainText('Offline');

  const intended = new Map<number, Intended>();
  let onHistory = false;
  for (let i = 0; i < ACTIONS; i++) {
    if (undecided.length > 0 && random.chance(0.5)) {
      if (onHistory) {
        await header.movements.click();
        await expect(movements.requests).toBeVisible();
        onHistory = false;
      }
      const [id] = undecided.splice(random.below(undecided.length), 1);
      if (id === undefined) throw new Error('unreachable: undecided was not empty');
      const accept = random.chance(0.5);
      await movements.act(id, accept ? 'ACCEPT' : 'REJECT');
      const section = accept ? movements.upcoming : movements.pending;
      await expect(movements.rowIn(section, id)).toContainText(accept ? 'ACCEPTED' : 'REJECTED');
      intended.set(id, { ...intended.get(id), permission: accept });
    } else {
      if (!onHistory) {
        await header.history.click();
        await expect(history.bodyRows.first()).toBeVisible();
        onHistory = true;
      }
      const labels = await history.statusSelects.evaluateAll((selects) =>
        selects.map((select) => select.getAttribute('aria-label') ?? ''),
      );
      const label = random.pick(labels.filter((l) => idsByLabel.has(l)));
      const id = idsByLabel.get(label);
      if (id === undefined) throw new Error('unreachable: label was filtered on the map');
      const select = page.getByRole('combobox', { name: label, exact: true });
      const current = await select.inputValue();
      const next = random.pick(PAYMENT_STATUSES.filter((s) => s !== current));
      await select.selectOption(next);
      await expect(select).toHaveValue(next);
      intended.set(id, { ...intended.get(id), paymentStatus: next });
    }
  }
  const waiting = page.getByText(`${ACTIONS} changes waiting`, { exact: true });
  await expect(waiting).toBeVisible();

  const expectShown = async () => {
    await header.movements.click();
    await expect(movements.requests).toBeVisible();
    for (const [id, want] of intended) {
      if (want.permission === undefined) continue;
      const section = want.permission ? movements.upcoming : movements.pending;
      const row = movements.rowIn(section, id);
      await expect(row).toContainText(want.permission ? 'ACCEPTED' : 'REJECTED');
      await expect(movements.waitingMark(row)).toBeVisible();
    }
    await header.history.click();
    await expect(history.bodyRows.first()).toBeVisible();
    for (const [label, id] of idsByLabel) {
      const want = intended.get(id)?.paymentStatus;
      if (want !== undefined)
        await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveValue(want);
    }
  };
  await page.reload();
  await expect(header.syncStatus).toContainText('Offline');
  await expect(waiting).toBeVisible();
  await expectShown();

  await context.setOffline(false);
  await expect(page.getByText('All changes synced', { exact: true })).toBeVisible({ timeout: 60_000 });

  const after = await api.allLandings();
  expect(after.map((l) => l.id).sort()).toEqual([...before.keys()].sort());
  for (const landing of after) {
    const was = before.get(landing.id);
    if (!was) throw new Error(`landing ${landing.id} appeared on the server`);
    const want = intended.get(landing.id) ?? {};
    const decided =
      want.permission === undefined
        ? {}
        : { permission: want.permission, landing_permission: want.permission };
    const paid = want.paymentStatus === undefined ? {} : { paymentStatus: want.paymentStatus };
    expect(observed(landing), `landing ${landing.id}`).toEqual({ ...observed(was), ...decided, ...paid });
  }
  const decisions = [...intended.values()].filter((w) => w.permission !== undefined).length;
  console.log(`offline run: ${ACTIONS} actions, ${decisions} decisions, ${intended.size} landings touched`);
});
