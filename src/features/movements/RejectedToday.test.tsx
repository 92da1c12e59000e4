// @vitest-environment jsdom
// Rejected today (docs/product.md#aircraft-movements) through the real router against the real server: a
// rejection the server has leaves the pending list for the collapsed "Rejected today" with its reason, and
// Reopen puts it back to pending, on the server too, through the outbox.
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { type MovementsHarness, withMovementsHarness } from '@/test/movements-harness';
import { configure, screen, waitFor, within } from '@/test/render';

// A loaded 2-core machine: the screen may take more than the default second to follow.
configure({ asyncUtilTimeout: 10_000 });

let h: MovementsHarness;

withMovementsHarness((started) => {
  h = started;
});

const pending = () => screen.getByRole('region', { name: 'Pending landings' });
const pendingRow = (id: number) => pending().querySelector<HTMLElement>(`tr[data-landing-id="${id}"]`);

it('a rejection with its reason is listed under Rejected today, and Reopen makes it pending again', async () => {
  await h.signIn();
  h.renderMovements();
  // The whole copy is there once the parked aircraft are (the demo always has some).
  await waitFor(() => expect(screen.getByRole('link', { name: /^Parked \([1-9]\d*\)$/ })).toBeTruthy(), {
    timeout: 10_000,
  });
  // The demo may hold rejections of its own made today: count on from theirs.
  const before = document.querySelectorAll('.rejected-today__item').length;
  const listed = (count: number) =>
    expect(document.querySelector('.rejected-today summary')?.textContent ?? 'none').toBe(
      count === 0 ? 'none' : `Rejected today (${count})`,
    );
  const row = pending().querySelector<HTMLElement>('tr[data-landing-id]') as HTMLElement;
  const id = Number(row.dataset.landingId);
  const user = userEvent.setup();
  listed(before);

  await user.click(within(row).getByRole('button', { name: /^REJECT/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject landing request' });
  await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Runway closed');
  await user.click(within(dialog).getByRole('button', { name: 'REJECT' }));
  await waitFor(async () => expect((await h.serverLanding(id)).permission).toBe(false));
  await waitFor(() => expect(pendingRow(id)).toBeNull());

  await waitFor(() => listed(before + 1));
  await user.click(document.querySelector('.rejected-today summary') as HTMLElement);
  const item = document.querySelector<HTMLElement>(`.rejected-today__item[data-landing-id="${id}"]`);
  expect(item?.textContent).toContain('Reason: Runway closed');
  await user.click(within(item as HTMLElement).getByRole('button', { name: /^Reopen/ }));

  await waitFor(() =>
    expect(within(pendingRow(id) as HTMLElement).getByRole('button', { name: /^ACCEPT/ })).toBeTruthy(),
  );
  await waitFor(async () => expect((await h.serverLanding(id)).permission).toBeNull());
  expect((await h.serverLanding(id)).reason).toBeNull();
  // Nothing is left rejected today, and once the desk has the server's answer nothing waits.
  listed(before);
  await waitFor(() => expect(pendingRow(id)?.textContent).not.toContain('Waiting to sync'));
});
