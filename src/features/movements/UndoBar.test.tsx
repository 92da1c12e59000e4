// @vitest-environment jsdom
// Undo (docs/product.md#undo-window) through the real router against the real server: a desk change waits in
// the outbox for its window, Undo takes it back before anything is sent, and once the window has
// closed it is sent as any other change. The clock is moved by hand, never waited on.
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { listOutbox } from '@/data/sync/outbox';
import { type ManualClock, manualClock } from '@/test/manual-clock';
import { type MovementsHarness, withMovementsHarness } from '@/test/movements-harness';
import { configure, screen, waitFor, within } from '@/test/render';

// A loaded 2-core machine: the screen may take more than the default second to follow.
configure({ asyncUtilTimeout: 10_000 });
const UNDO_WINDOW_MS = 10_000;

let h: MovementsHarness;
let clock: ManualClock;

withMovementsHarness(
  (started) => {
    h = started;
  },
  () => {
    clock = manualClock();
    return { clock, undoWindowMs: UNDO_WINDOW_MS };
  },
);

const region = (name: string) => screen.getByRole('region', { name });
// Found, not got: the bar follows the outbox's own live read, which may answer just after the one that
// has moved the row.
const undoBar = () => screen.findByRole('region', { name: 'Undo' });
const rowById = (name: string, id: number) =>
  region(name).querySelector<HTMLElement>(`tr[data-landing-id="${id}"]`);
const writesTo = (id: number) =>
  h.network.sent.filter((r) => r.method !== 'GET' && r.path === `/api/landings/${id}`);

async function acceptFirstPending(): Promise<number> {
  await h.signIn();
  h.renderMovements();
  await waitFor(() => expect(region('Pending landings').querySelector('tr[data-landing-id]')).toBeTruthy(), {
    timeout: 10_000,
  });
  const row = region('Pending landings').querySelector<HTMLElement>('tr[data-landing-id]');
  const id = Number(row?.dataset.landingId);
  await userEvent.setup().click(within(row as HTMLElement).getByRole('button', { name: /^ACCEPT/ }));
  await waitFor(() => expect(rowById('Upcoming landings', id)).toBeTruthy());
  return id;
}

it('ACCEPT shows what was done with Undo; Undo sends nothing and the row is as it was', async () => {
  const id = await acceptFirstPending();
  const bar = await undoBar();
  expect(bar.textContent).toContain('Accepted');
  expect(bar.textContent).toContain('Sent in 10 s');
  // The replayer has run since the change was stored, and left it alone.
  await h.engine().scheduler.settled();
  expect(writesTo(id)).toEqual([]);

  await userEvent.setup().click(within(bar).getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(rowById('Pending landings', id)).toBeTruthy());
  const row = rowById('Pending landings', id) as HTMLElement;
  expect(within(row).getByRole('button', { name: /^ACCEPT/ })).toBeTruthy();
  expect(row.textContent).not.toContain('Waiting to sync');
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Undo' })).toBeNull());
  expect(await listOutbox(h.engine().db)).toEqual([]);

  clock.advance(UNDO_WINDOW_MS + 1_000);
  h.engine().scheduler.kick();
  await h.engine().scheduler.settled();
  expect(writesTo(id)).toEqual([]);
  expect((await h.serverLanding(id)).permission).toBeNull();
});

it('after the window the change is sent as any other, once', async () => {
  const id = await acceptFirstPending();
  await h.engine().scheduler.settled();
  expect((await h.serverLanding(id)).permission).toBeNull();

  clock.advance(UNDO_WINDOW_MS);
  h.engine().scheduler.kick();
  await waitFor(async () => expect((await h.serverLanding(id)).permission).toBe(true));
  expect(writesTo(id)).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Undo' })).toBeNull());
  expect(await listOutbox(h.engine().db)).toEqual([]);
});

it('Send now ends the window: the change goes at once', async () => {
  const id = await acceptFirstPending();
  const bar = await undoBar();
  await userEvent.setup().click(within(bar).getByRole('button', { name: 'Send now' }));
  await waitFor(async () => expect((await h.serverLanding(id)).permission).toBe(true));
  expect(screen.queryByRole('region', { name: 'Undo' })).toBeNull();
});
