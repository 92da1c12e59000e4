// @vitest-environment jsdom
// Rows the mirror gains between looks: a request that just arrived is marked New until opened,
// an unreadable passenger list counts nobody (and is logged as 'No passengers.'), and an aircraft parked
// since an earlier day stays listed with its timer past 24 h.
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { MirrorLanding } from '@/data/db/mirror-types';
import { type MovementsHarness, withMovementsHarness } from '@/test/movements-harness';
import { screen, waitFor, within } from '@/test/render';

let h: MovementsHarness;

withMovementsHarness(async (started) => {
  h = started;
  await h.signIn();
  h.renderMovements();
  await waitFor(() => expect(rows('Pending landings').length).toBeGreaterThan(0), { timeout: 10_000 });
  // The first refresh is done (and the screen has noted what it saw) before the test adds rows.
  await waitFor(() => expect(h.services.queryClient.isFetching()).toBe(0), { timeout: 10_000 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Offline from here: no refresh replaces the rows this test writes into the mirror.
  h.offline();
});

function rows(section: string): HTMLElement[] {
  const region = screen.getByRole('region', { name: section });
  return Array.from(region.querySelectorAll<HTMLElement>('tr[data-landing-id]'));
}

const row = (section: string, id: number) => rows(section).find((r) => Number(r.dataset.landingId) === id);

async function putInMirror(changes: Partial<MirrorLanding> & { id: number }): Promise<void> {
  const { db } = h.engine();
  const template = (await db.landings.filter((row) => row.status === 'pending').first()) as MirrorLanding;
  const landing = { ...template, ...changes };
  await db.landings.put({ ...landing, _server: { ...landing } });
}

it('marks a request that arrived after the first look as New until the operator opens it', async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const shownAtFirst = rows('Pending landings');
  expect(screen.queryByText('New')).toBeNull();

  await putInMirror({ id: 900_001, permission: null, landing_permission: null, passengers_on_board: 'n/a' });
  await waitFor(() => expect(row('Pending landings', 900_001)).toBeDefined());
  const fresh = row('Pending landings', 900_001) as HTMLElement;
  expect(await within(fresh).findByText('New')).toBeTruthy();
  expect(within(screen.getByRole('region', { name: 'Pending landings' })).getAllByText('New')).toHaveLength(
    1,
  );
  expect(shownAtFirst.every((r) => within(r).queryByText('New') === null)).toBe(true);
  expect(screen.getByText('1 new landing request')).toBeTruthy();

  // Unreadable passengers: the pilot alone, nobody besides, and the 'No passengers.' log line.
  expect(fresh.textContent).toContain('Pilot: 1');
  expect(fresh.textContent).toContain('Passengers: 0');
  expect(log).toHaveBeenCalledWith('No passengers.');

  await userEvent.setup().click(within(fresh).getByRole('button', { name: /^(Plane|Helicopter): / }));
  expect(within(fresh).queryByText('New')).toBeNull();
});

it('keeps an aircraft parked since an earlier day listed, its timer counting past 24 hours', async () => {
  const ata = new Date(Date.now() - (51 * 3_600_000 + 5 * 60_000));
  await putInMirror({
    id: 900_002,
    status: 'parked',
    permission: true,
    landing_permission: true,
    date: ata.toISOString().slice(0, 10),
    ata: ata.toISOString(),
  });
  await waitFor(() => expect(row('Parked aircrafts', 900_002)).toBeDefined());
  const timer = row('Parked aircrafts', 900_002)?.querySelector('.timer');
  expect(timer?.textContent).toMatch(/^51:0[45]:\d{2}$/);
  const first = timer?.textContent;
  await waitFor(() => expect(timer?.textContent).not.toBe(first), { timeout: 3_000 });
});
