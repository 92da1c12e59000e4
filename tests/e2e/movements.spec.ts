import type { Page } from '@playwright/test';
import { AppHeader } from './pages/app-header';
import { CreateLandingModal } from './pages/create-landing-modal';
import { MovementsPage } from './pages/movements-page';
import { SignInPage } from './pages/sign-in-page';
import { axeViolations } from './support/axe';
import { DeskApi } from './support/desk-api';
import { DEMO, expect, test, waitForServiceWorker } from './support/fixtures';

interface ServerLanding {
  id: number;
  permission: boolean | null;
  landing_permission: boolean | null;
  status: string;
  ata: string | null;
  departure: string | null;
  price: number | null;
  email: string | null;
  date: string;
}

/** Reads the server behind the browser's back, as the demo owner. */
async function serverApi(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO.email, password: DEMO.password }),
  });
  const { jwt } = (await login.json()) as { jwt: string };
  const get = async (path: string): Promise<unknown> => {
    const response = await fetch(`${baseUrl}/api/${path}`, { headers: { Authorization: `Bearer ${jwt}` } });
    expect(response.status).toBe(200);
    return response.json();
  };
  type Entry = { id: number; attributes: Omit<ServerLanding, 'id'> };
  return {
    async landing(id: number): Promise<ServerLanding> {
      const { data } = (await get(`landings/${id}`)) as { data: Entry };
      return { id: data.id, ...data.attributes };
    },
    async landingsWithEmail(email: string): Promise<ServerLanding[]> {
      const { data } = (await get(`landings?filters[email][$eq]=${encodeURIComponent(email)}`)) as {
        data: Entry[];
      };
      return data.map((entry) => ({ id: entry.id, ...entry.attributes }));
    },
    async landingCount(): Promise<number> {
      const body = (await get('landings?pagination[limit]=1')) as { meta: { pagination: { total: number } } };
      return body.meta.pagination.total;
    },
  };
}

async function signIn(page: Page): Promise<MovementsPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/movements$/);
  const movements = new MovementsPage(page);
  await expect(movements.requests).toBeVisible();
  return movements;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

test.describe('Aircraft movements', () => {
  test('offline: two accepts, a reject, an arrival, a departure and a manual landing survive a reload and reach the server once', async ({
    page,
    context,
    desk,
  }) => {
    const movements = await signIn(page);
    await waitForServiceWorker(page);
    await expect(movements.rows(movements.pending).nth(2)).toBeVisible();
    await expect(movements.rows(movements.upcoming).first()).toBeVisible();
    await expect(movements.rows(movements.parked).first()).toBeVisible();

    const api = await serverApi(desk.url);
    const countBefore = await api.landingCount();
    const [acceptA, acceptB, rejected] = await movements.landingIds(movements.pending);
    const [arriving] = await movements.landingIds(movements.upcoming);
    const [departing] = await movements.landingIds(movements.parked);
    if (!acceptA || !acceptB || !rejected || !arriving || !departing) throw new Error('demo data missing');
    const manualEmail = `walk-in-${Date.now()}@example.com`;

    await context.setOffline(true);
    const header = new AppHeader(page);
    await expect(header.syncStatus).toContainText('Offline');

    await movements.act(acceptA, 'ACCEPT');
    await movements.act(acceptB, 'ACCEPT');
    await movements.act(rejected, 'REJECT');
    await movements.act(arriving, 'ARRIVED');
    await movements.act(departing, 'DEPARTED');
    await movements.addManually.click();
    const modal = new CreateLandingModal(page);
    await modal.fill({
      pilot: 'Ana Ferreira',
      email: manualEmail,
      date: todayIso(),
      airplane: 'Cessna 172 CS-AAA',
    });
    await expect(modal.cost).toHaveText('€25.00');
    await modal.create.click();
    await expect(modal.dialog).toBeHidden();

    const expectSixWaiting = async () => {
      await expect(page.getByText('6 changes waiting', { exact: true })).toBeVisible();
      for (const id of [acceptA, acceptB]) {
        const row = movements.rowIn(movements.upcoming, id);
        await expect(row).toContainText('ACCEPTED');
        await expect(movements.waitingMark(row)).toBeVisible();
      }
      const rejectedRow = movements.rowIn(movements.pending, rejected);
      await expect(rejectedRow).toContainText('REJECTED');
      await expect(movements.waitingMark(rejectedRow)).toBeVisible();
      await expect(movements.waitingMark(movements.rowIn(movements.parked, arriving))).toBeVisible();
      const departedRow = movements.rowIn(movements.parked, departing);
      await expect(departedRow).toContainText('DEPARTED');
      await expect(departedRow.getByRole('button', { name: 'DEPARTED' })).toHaveCount(0);
      await expect(movements.waitingMark(departedRow)).toBeVisible();
      // The manual landing has a temporary (negative) id until the server has created it.
      const manualRow = movements
        .rows(movements.upcoming)
        .filter({ hasText: 'CS-AAA' })
        .filter({
          has: page.locator('xpath=self::tr[starts-with(@data-landing-id, "-")]'),
        });
      await expect(manualRow).toHaveCount(1);
      await expect(movements.waitingMark(manualRow)).toBeVisible();
    };
    await expectSixWaiting();

    await page.reload();
    await expect(movements.requests).toBeVisible();
    await expect(header.syncStatus).toContainText('Offline');
    await expectSixWaiting();

    await context.setOffline(false);
    await expect(page.getByText('All changes synced', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Waiting to sync', { exact: true })).toHaveCount(0);

    for (const id of [acceptA, acceptB]) {
      expect(await api.landing(id)).toMatchObject({
        permission: true,
        landing_permission: true,
        status: 'pending',
      });
    }
    expect(await api.landing(rejected)).toMatchObject({ permission: false, landing_permission: false });
    const arrived = await api.landing(arriving);
    expect(arrived.status).toBe('parked');
    expect(arrived.ata).not.toBeNull();
    const departed = await api.landing(departing);
    expect(departed.status).toBe('finished');
    expect(departed.departure).not.toBeNull();
    expect(departed.price).toBeGreaterThan(0);
    const created = await api.landingsWithEmail(manualEmail);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ permission: true, status: 'pending', date: todayIso(), price: 25 });
    expect(await api.landingCount()).toBe(countBefore + 1);

    // The screen now shows the server's rows: the manual landing under its real id, the rest moved on.
    await expect(movements.rowIn(movements.upcoming, created[0]?.id ?? 0)).toBeVisible();
    await expect(movements.row(rejected)).toHaveCount(0);
    await expect(movements.row(departing)).toHaveCount(0);
    await expect(movements.rowIn(movements.parked, arriving)).toBeVisible();
  });

  test('the Create Landing modal works with the keyboard alone; Escape keeps what was typed, CANCEL forgets it, neither saves', async ({
    page,
  }) => {
    const movements = await signIn(page);
    await expect(movements.rows(movements.upcoming).first()).toBeVisible();
    const upcomingBefore = await movements.rows(movements.upcoming).count();
    const modal = new CreateLandingModal(page);

    await movements.addManually.focus();
    await page.keyboard.press('Enter');
    await expect(modal.dialog).toBeVisible();
    await expect(modal.registration).toBeFocused();
    await expect(modal.create).toBeDisabled();
    await expect(modal.date).toHaveAttribute('min', todayIso());
    await expect(modal.email).toHaveAttribute('type', 'email');
    await expect(modal.pilot).toHaveAttribute('placeholder', 'Select a pilot or type the name');
    await expect(modal.registration).toHaveAttribute('placeholder', /^Select an airplane/);

    // A known pilot's name brings their email.
    await modal.pilot.fill('Ana Ferreira');
    await expect(modal.email).toHaveValue('pilot1@example.com');
    await page.keyboard.press('Escape');
    await expect(modal.dialog).toBeHidden();
    await expect(movements.addManually).toBeFocused();
    await expect(movements.rows(movements.upcoming)).toHaveCount(upcomingBefore);

    // A slip of the hand loses no radio call: the modal opens again with what was typed.
    await page.keyboard.press('Enter');
    await expect(modal.dialog).toBeVisible();
    await expect(modal.pilot).toHaveValue('Ana Ferreira');
    await expect(modal.email).toHaveValue('pilot1@example.com');
    await modal.pilot.fill('');
    await modal.email.fill('');
    await modal.fill({ pilot: 'Bruno Costa', date: todayIso(), airplane: 'Robin DR400 CS-AAC' });
    await expect(modal.email).toHaveValue('pilot2@example.com');
    await expect(modal.cost).toHaveText('€15.00');
    await expect(modal.create).toBeEnabled();
    await modal.email.fill('not-an-email');
    await expect(modal.create).toBeDisabled();
    await modal.email.fill('bruno@example.com');
    await expect(modal.create).toBeEnabled();
    await modal.cancel.click();
    await expect(modal.dialog).toBeHidden();
    await expect(movements.addManually).toBeFocused();
    await expect(movements.rows(movements.upcoming)).toHaveCount(upcomingBefore);
    await page.keyboard.press('Enter');
    await expect(modal.pilot).toHaveValue('');
    await expect(modal.email).toHaveValue('');
  });

  test('rows expand into their details and parked aircraft show a running timer', async ({ page }) => {
    const movements = await signIn(page);
    const parkedRow = movements.rows(movements.parked).first();
    await expect(parkedRow).toBeVisible();
    const toggle = movements.toggle(parkedRow);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = movements.details(parkedRow);
    for (const term of [
      'Registration',
      'Type',
      'Pilot Name',
      'Pilot Email',
      'License #',
      'Services',
      'Departure',
      'Arrival',
    ]) {
      // The terms of the landing's own list: the fee's lines below name services too.
      await expect(details.locator('.details-list dt').getByText(term, { exact: true })).toBeVisible();
    }
    await expect(details).toContainText('N/A');
    await toggle.click();
    await expect(details).toBeHidden();

    const timer = parkedRow.locator('.timer');
    const first = await timer.textContent();
    expect(first).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
    await expect(timer).not.toHaveText(first ?? '', { timeout: 3_000 });
  });

  test('a card is headed by its aircraft and its time; the pilot call sign is one of its facts', async ({
    page,
  }) => {
    const movements = await signIn(page);
    for (const viewport of [
      { width: 800, height: 1280 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const row = movements.rows(movements.pending).first();
      const part = async (selector: string) => {
        const element = row.locator(selector);
        const box = await element.boundingBox();
        const size = await element.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
        return { top: box?.y ?? Number.NaN, size };
      };
      const [registration, when, callSign, from] = await Promise.all([
        part('.cell--type .registration'),
        part('.cell--when'),
        part('.cell--call-sign'),
        part('.cell--from'),
      ]);
      const at = `at ${viewport.width} px`;
      expect(registration.top, `the aircraft is the card's first line ${at}`).toBeLessThan(from.top);
      expect(when.top, `the time is above the facts ${at}`).toBeLessThan(from.top);
      expect(callSign.top, `the call sign is not above the other facts ${at}`).toBeGreaterThanOrEqual(
        from.top,
      );
      expect(registration.size, `the aircraft reads larger than the call sign ${at}`).toBeGreaterThan(
        callSign.size,
      );
    }
  });

  test("an open row's own actions share one line on a tablet: NO-SHOW, CANCEL LANDING, CORRECT; before the ETA, no NO-SHOW and why", async ({
    page,
    baseURL,
  }) => {
    const now = new Date();
    test.skip(now.getUTCHours() === 0 && now.getUTCMinutes() < 10, 'no ETA gone by yet today (UTC)');
    await page.setViewportSize({ width: 800, height: 1280 });
    // A radio call written down for earlier today: its ETA has gone by, so it may be a no-show.
    const api = await DeskApi.signIn(baseURL ?? '');
    const registration = 'CS-NSL';
    const id = await api.createLanding({
      date: todayIso(),
      time: '00:05:00',
      registration,
      aircraftType: 'Cessna 172',
    });
    const movements = await signIn(page);
    const gone = movements.rows(movements.upcoming).filter({ hasText: registration });
    await movements.toggle(gone).click();
    const details = movements.details(gone);
    const tops = await Promise.all(
      ['NO-SHOW', 'CANCEL LANDING', 'CORRECT'].map(async (name) => {
        const box = await details.getByRole('button', { name: new RegExp(`^${name}`) }).boundingBox();
        return box?.y ?? Number.NaN;
      }),
    );
    expect(new Set(tops).size, `the three actions' tops: ${tops.join(', ')}`).toBe(1);
    await movements.toggle(gone).click();

    // One still to come, tomorrow: it may be cancelled, not yet marked a no-show.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const comingId = await api.createLanding({
      date: tomorrow,
      time: '12:00:00',
      registration: 'CS-NSM',
      aircraftType: 'Cessna 172',
    });
    const coming = movements.rows(movements.upcoming).filter({ hasText: 'CS-NSM' });
    await movements.toggle(coming).click();
    await expect(movements.details(coming).getByRole('button', { name: /^CANCEL LANDING/ })).toBeVisible();
    await expect(movements.details(coming).getByRole('button', { name: /^NO-SHOW/ })).toHaveCount(0);
    // It says why: the landing may still come.
    await expect(
      movements.details(coming).getByText('A landing can be marked a no-show only once its ETA has passed'),
    ).toBeVisible();
    // Leaves the shared demo as it found it: both leave Upcoming.
    await api.changeLanding(id, { status: 'no_show' });
    await api.changeLanding(comingId, { status: 'cancelled' });
  });

  test('axe finds nothing on the screen or in the open Create Landing modal', async ({ page }) => {
    const movements = await signIn(page);
    await expect(movements.rows(movements.parked).first()).toBeVisible();
    await movements.toggle(movements.rows(movements.pending).first()).click();
    expect(await axeViolations(page)).toEqual([]);

    await movements.addManually.click();
    const modal = new CreateLandingModal(page);
    await expect(modal.dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
