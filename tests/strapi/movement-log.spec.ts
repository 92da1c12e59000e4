// The movement log against a real Strapi (5 or 4.26.2) in its default configuration, as far as its fields
// allow (docs/product/movement-log.md, "On a plain Strapi"): a correction of the ETA, purpose and
// POB lands on Strapi once; what its landing has no place for (a typed registration, a fee set by
// hand, a cancelled or no-show state) is not offered, and the desk says so instead.

import type { Page } from '@playwright/test';
import { MovementsPage } from '../e2e/pages/movements-page';
import { waitForServiceWorker } from '../e2e/support/fixtures';
import { expect, openSignedIn, type Peer, test } from './support/fixtures';

interface PeerLanding {
  time: string;
  landingPurpose: string | null;
  passengers_on_board: string | null;
  updatedAt: string;
}

/** An accepted landing of the peer's club for tomorrow at 11:00 UTC, with an aircraft the peer knows. */
async function acceptedLanding(peer: Peer): Promise<number> {
  const known = await peer.api.records('landings', `${peer.api.clubFilter}&populate=aircraft`);
  const aircraft = (known.find((landing) => landing.aircraft)?.aircraft as { id: number } | undefined)?.id;
  if (!aircraft) throw new Error('the peer has no landing with an aircraft');
  return peer.api.landingTomorrow({
    time: '11:00:00.000',
    status: 'pending',
    permission: true,
    landing_permission: true,
    passengers_on_board: '["Rui Sousa"]',
    aircraft,
  });
}

const detailsOf = (page: Page, id: number) =>
  page.locator(`tr[data-landing-id="${id}"]`).locator('xpath=ancestor::tbody[1]');

test('a correction of ETA, purpose and POB lands on Strapi once; what it cannot keep is not offered', async ({
  page,
  peer,
}) => {
  const id = await acceptedLanding(peer);
  const kept = async () => (await peer.api.record('landings', id)) as unknown as PeerLanding;
  await openSignedIn(page, peer, '/movements');
  await waitForServiceWorker(page);
  const movements = new MovementsPage(page);
  const row = movements.rowIn(movements.upcoming, id);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await movements.toggle(row).click();
  const details = detailsOf(page, id);

  // No fee by hand, no CANCEL LANDING or NO-SHOW: the row says why.
  await expect(details.getByText('This server (a plain Strapi) keeps no fee set by hand')).toBeVisible();
  await expect(details.getByLabel('Fee (€)')).toHaveCount(0);
  await expect(
    details.getByText('This server (a plain Strapi) keeps no cancelled or no-show landing'),
  ).toBeVisible();
  await expect(details.getByRole('button', { name: /^CANCEL LANDING/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^NO-SHOW/ })).toHaveCount(0);

  await details.getByRole('button', { name: 'CORRECT', exact: true }).press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Correct / });
  await expect(dialog.getByText('This server is a plain Strapi')).toBeVisible();
  await expect(dialog.getByLabel('Registration')).toBeDisabled();
  await dialog.getByLabel(/^ETA/).fill('12:30');
  await dialog.getByLabel('Purpose').selectOption({ index: 1 });
  const purpose = await dialog.getByLabel('Purpose').inputValue();
  await dialog.getByLabel('POB (people on board)').fill('3');
  await dialog.getByRole('button', { name: 'SAVE CORRECTION' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('12:30');
  await movements.undoBar.getByRole('button', { name: 'Send now' }).click();

  await expect.poll(async () => (await kept()).time, { timeout: 30_000 }).toMatch(/^12:30/);
  const after = await kept();
  expect(after.landingPurpose).toBe(purpose);
  expect(JSON.parse(after.passengers_on_board ?? '[]')).toEqual(['Rui Sousa', '', '']);
  // Sent once: nothing written after, however often the desk looked again.
  await expect(page.getByText('All changes synced', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1500);
  expect((await kept()).updatedAt).toBe(after.updatedAt);
});
