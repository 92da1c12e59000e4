// @vitest-environment jsdom
// The Aircraft movements screen through the real router, against the real server (in a child
// process): sections from the mirror, the desk actions offline and replayed, fees, refusals.
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getClub } from '@/data/api/clubs';
import { updateLanding } from '@/data/api/landings-api';
import { listOutbox } from '@/data/sync/outbox';
import { parkingFee } from '@/domain/fees/fee-rules';
import { formatPrice } from '@/domain/fees/money';
import { formatTimeParked } from '@/domain/time/durations';
import { type MovementsHarness, withMovementsHarness } from '@/test/movements-harness';
import { configure, screen, waitFor, within } from '@/test/render';

// A row moves between sections once the outbox and the live query have answered: on a loaded 2-core
// machine that took more than testing-library's 1 s (a worker's earlier file may have set another).
configure({ asyncUtilTimeout: 10_000 });

let h: MovementsHarness;

withMovementsHarness((started) => {
  h = started;
});

const region = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) =>
  Array.from(region(name).querySelectorAll<HTMLElement>('tr[data-landing-id]'));
const idOf = (row: HTMLElement | undefined) => Number(row?.dataset.landingId);
const rowById = (name: string, id: number) =>
  region(name).querySelector<HTMLElement>(`tr[data-landing-id="${id}"]`);
const headers = (name: string) =>
  within(region(name))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

/** REJECT asks for an optional reason in a dialog (ADR 0009); its own REJECT confirms. */
async function confirmReject(user: ReturnType<typeof userEvent.setup>, reason = ''): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: 'Reject landing request' });
  if (reason) await user.type(within(dialog).getByLabelText('Reason (optional)'), reason);
  await user.click(within(dialog).getByRole('button', { name: 'REJECT' }));
}

async function openWithData(): Promise<void> {
  await h.signIn();
  h.renderMovements();
  await waitFor(() => expect(rowsOf('Parked aircrafts').length).toBeGreaterThan(0), { timeout: 10_000 });
}

describe('the sections', () => {
  it("shows 'Loading...' and then the three empty messages when the mirror is empty and the server unreachable", async () => {
    h.offline();
    h.signInOffline();
    h.renderMovements();
    expect(await screen.findByText('Loading...', {}, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByText('No pending landings.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('No upcoming landings.')).toBeTruthy();
    expect(screen.getByText('No aircrafts parked.')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByRole('button', { name: 'ADD MANUALLY' })).toBeTruthy();
  });

  it('lists pending, upcoming and parked landings with their columns, labels and details', async () => {
    await openWithData();
    expect(screen.getByRole('heading', { name: 'Aircraft movements', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'REQUESTS', level: 2 })).toBeTruthy();
    const requestColumns = [
      'AIRCRAFT',
      'ETA',
      'FROM',
      'POB',
      'PILOT CALL SIGN',
      'PURPOSE',
      'AMOUNT',
      'PPR STATUS',
    ];
    expect(headers('Pending landings')).toEqual(requestColumns);
    expect(headers('Upcoming landings')).toEqual(requestColumns);
    expect(headers('Parked aircrafts')).toEqual([
      'AIRCRAFT',
      'ATA',
      'FROM',
      'POB',
      'PILOT CALL SIGN',
      'PURPOSE',
      'AMOUNT',
      'TIME PARKED',
      'Actions',
    ]);

    // The seeded demo: four undecided requests, four accepted, three parked (the rejected one is not listed).
    expect(rowsOf('Pending landings')).toHaveLength(4);
    expect(within(region('Pending landings')).getAllByRole('button', { name: /^ACCEPT/ })).toHaveLength(4);
    expect(within(region('Pending landings')).getAllByRole('button', { name: /^REJECT/ })).toHaveLength(4);
    expect(rowsOf('Upcoming landings')).toHaveLength(4);
    expect(within(region('Upcoming landings')).getAllByText('ACCEPTED')).toHaveLength(4);
    const parked = rowsOf('Parked aircrafts');
    expect(parked).toHaveLength(3);
    expect(within(region('Parked aircrafts')).getByText('Helicopter:')).toBeTruthy();
    for (const row of parked)
      expect(row.querySelector('.timer')?.textContent).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
    for (const row of rowsOf('Pending landings')) {
      expect(within(row).getByText(/^(Touch & Go|Landing)$/)).toBeTruthy();
      expect(row.textContent).toContain('Pilot: 1');
    }

    const user = userEvent.setup();
    const first = rowsOf('Upcoming landings')[0];
    if (!first) throw new Error('no upcoming row');
    const toggle = within(first).getByRole('button', { name: /^Plane: |^Helicopter: / });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    // The open row's details arrive in a chunk of their own (RowDetails.tsx).
    await waitFor(() => expect(details?.querySelector('.details-list')).toBeTruthy());
    const terms = Array.from(details?.querySelectorAll('.details-list dt') ?? []).map((dt) => dt.textContent);
    expect(terms).toEqual([
      'PPR number',
      'Registration',
      'Type',
      'From',
      'Pilot Name',
      "Pilot's call sign",
      'Pilot Email',
      'License #',
      'Services',
      'Departure',
    ]);
    // The row shows its PPR number; the details, the fee's lines and the form to set it by hand.
    expect(first.querySelector('.ppr-number')?.textContent).toMatch(/PPR-\d{4}-\d{4}$/);
    expect(within(details as HTMLElement).getByRole('heading', { name: /^Fee: / })).toBeTruthy();
    // The fee by hand is one button until asked for: the form then takes the focus, Cancel gives it back.
    expect(within(details as HTMLElement).queryByLabelText('Fee (€)')).toBeNull();
    const setByHand = within(details as HTMLElement).getByRole('button', { name: 'Set fee by hand' });
    await user.click(setByHand);
    const fee = within(details as HTMLElement).getByLabelText('Fee (€)');
    expect(document.activeElement).toBe(fee);
    await user.type(fee, '12');
    await user.click(within(details as HTMLElement).getByRole('button', { name: 'Cancel' }));
    expect(within(details as HTMLElement).queryByLabelText('Fee (€)')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Set fee by hand');
    expect(details?.textContent).toContain('N/A');
    await user.click(toggle);
    expect(details?.hidden).toBe(true);
  });

  it('uses the narrower column class only above 3000 px', async () => {
    await openWithData();
    const table = () => within(region('Parked aircrafts')).getByRole('table');
    expect(table().className).toContain('columns--normal');
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(3200);
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(table().className).toContain('columns--narrow'));
  });

  it('pulls what changed when the tab is shown again', async () => {
    await openWithData();
    const pulls = () =>
      h.network.sent.filter((r) => r.method === 'GET' && r.path === '/api/sync/landings').length;
    await waitFor(() => expect(screen.getByText('All changes synced')).toBeTruthy());
    const before = pulls();
    document.dispatchEvent(new Event('visibilitychange'));
    // A pull already running is followed by one more, so one more always comes.
    await waitFor(() => expect(pulls()).toBeGreaterThanOrEqual(before + 1));
  });
});

describe('the search box', () => {
  it('filters every section by registration, call sign or pilot name as you type', async () => {
    await openWithData();
    const all = ['Pending landings', 'Upcoming landings', 'Parked aircrafts'].flatMap(rowsOf);
    const [first] = rowsOf('Parked aircrafts');
    // The row's headline: the registration first, in its own span, then the type.
    const registration = first?.querySelector('.cell--type .registration')?.textContent;
    if (!registration) throw new Error('the demo aircraft has no registration in its name');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search movements'), registration.toLowerCase());
    const shown = ['Pending landings', 'Upcoming landings', 'Parked aircrafts'].flatMap(rowsOf);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all.length);
    for (const row of shown) expect(row.textContent).toContain(registration);
    await user.type(screen.getByLabelText('Search movements'), ' no such thing');
    expect(['Pending landings', 'Upcoming landings', 'Parked aircrafts'].flatMap(rowsOf)).toEqual([]);
    expect(screen.getByText('No aircrafts parked.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Search movements'));
    expect(['Pending landings', 'Upcoming landings', 'Parked aircrafts'].flatMap(rowsOf)).toHaveLength(
      all.length,
    );
  });
});

describe('REJECT asks for a reason (ADR 0009)', () => {
  it('Cancel keeps the request undecided; each section heading and tab carries its count', async () => {
    await openWithData();
    const pending = region('Pending landings');
    expect(within(pending).getByRole('heading', { level: 3 }).textContent).toBe('Pending landings (4)');
    // The navigation badge counts the same requests to decide (docs/product.md#aircraft-movements).
    // The badge reads the mirror on its own: it may render a moment after the section.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Aircraft movements/ }).textContent).toBe(
        'Aircraft movements4 requests to decide',
      ),
    );
    const tabs = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Pending (4)',
      `Upcoming (${rowsOf('Upcoming landings').length})`,
      `Parked (${rowsOf('Parked aircrafts').length})`,
    ]);
    const [first] = rowsOf('Pending landings');
    const user = userEvent.setup();
    await user.click(within(first as HTMLElement).getByRole('button', { name: /^REJECT/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject landing request' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await listOutbox(h.engine().db)).toEqual([]);
    expect(first?.textContent).not.toContain('REJECTED');
  });
});

describe('desk actions through the outbox', () => {
  it('accepts and rejects offline, shows both waiting, and the server gets them when back online', async () => {
    await openWithData();
    const [a, b] = rowsOf('Pending landings').map((row) => idOf(row));
    if (!a || !b) throw new Error('need two pending requests');
    const user = userEvent.setup();
    h.offline();

    const rowA = rowById('Pending landings', a);
    const rowB = rowById('Pending landings', b);
    if (!rowA || !rowB) throw new Error('rows missing');
    await user.click(within(rowA).getByRole('button', { name: /^ACCEPT/ }));
    await user.click(within(rowB).getByRole('button', { name: /^REJECT/ }));
    await confirmReject(user, 'Runway closed');

    await waitFor(() => expect(rowById('Upcoming landings', a)).not.toBeNull(), { timeout: 5_000 });
    await waitFor(() => expect(rowById('Pending landings', b)?.textContent).toContain('REJECTED'), {
      timeout: 5_000,
    });
    const accepted = rowById('Upcoming landings', a);
    expect(accepted?.textContent).toContain('ACCEPTED');
    expect(accepted?.textContent).toContain('Waiting to sync');
    const rejected = rowById('Pending landings', b);
    expect(rejected?.textContent).toContain('REJECTED');
    expect(rejected?.textContent).toContain('Waiting to sync');
    expect(within(rejected as HTMLElement).queryByRole('button', { name: /^ACCEPT/ })).toBeNull();
    expect((await h.serverLanding(a)).permission).toBeNull();

    h.online();
    await waitFor(async () => expect((await h.serverLanding(a)).permission).toBe(true), { timeout: 10_000 });
    await waitFor(async () => expect((await h.serverLanding(b)).reason).toBe('Runway closed'), {
      timeout: 10_000,
    });
    expect(await h.serverLanding(a)).toMatchObject({ landing_permission: true, status: 'pending' });
    expect(await h.serverLanding(b)).toMatchObject({ permission: false, landing_permission: false });
    await waitFor(() => expect(rowById('Pending landings', b)).toBeNull());
    expect(screen.queryByText('Waiting to sync')).toBeNull();
  });

  it('records an arrival and a departure; the parked fee accrues and the server charges the same rule', async () => {
    await openWithData();
    const user = userEvent.setup();
    const club = await getClub(h.direct, 1);

    const parkedRow = rowsOf('Parked aircrafts')[0];
    const departing = idOf(parkedRow);
    const before = await h.serverLanding(departing);
    if (!before.ata || !parkedRow) throw new Error('parked landing without ata');
    const accruing = parkingFee({
      landingPrice: before.price,
      rates: club,
      category: before.aircraft?.category,
      ata: new Date(before.ata),
      until: new Date(),
    });
    expect(parkedRow.querySelector('.amount')?.textContent).toBe(formatPrice(accruing));
    // Its details say the same fee, with the parking it is made of (a touch and go that stayed too).
    await user.click(within(parkedRow).getByRole('button', { name: /^Plane: |^Helicopter: / }));
    const details = await within(parkedRow.parentElement as HTMLElement).findByRole('heading', {
      name: `Fee: ${formatPrice(accruing)}`,
    });
    expect(details.parentElement?.textContent).toMatch(/Parking \(\d+ hours? at €/);

    await user.click(within(parkedRow).getByRole('button', { name: /^DEPARTED/ }));
    await waitFor(async () => expect((await h.serverLanding(departing)).status).toBe('finished'), {
      timeout: 10_000,
    });
    const departed = await h.serverLanding(departing);
    if (!departed.departure) throw new Error('no departure recorded');
    const until = new Date(departed.departure);
    expect(departed.price).toBe(
      parkingFee({
        landingPrice: before.price,
        rates: club,
        category: before.aircraft?.category,
        ata: new Date(before.ata),
        until,
      }),
    );
    expect(departed.time_parked).toBe(formatTimeParked(until.getTime() - Date.parse(before.ata)));
    await waitFor(() => expect(rowById('Parked aircrafts', departing)).toBeNull());

    const arriving = idOf(rowsOf('Upcoming landings')[0]);
    const upcomingRow = rowById('Upcoming landings', arriving);
    if (!upcomingRow) throw new Error('no upcoming row');
    await user.click(within(upcomingRow).getByRole('button', { name: /^ARRIVED/ }));
    await waitFor(() => expect(rowById('Parked aircrafts', arriving)).not.toBeNull());
    await waitFor(async () => expect((await h.serverLanding(arriving)).status).toBe('parked'), {
      timeout: 10_000,
    });
    expect((await h.serverLanding(arriving)).ata).not.toBeNull();
  });

  it('toasts a refused accept or reject; each row says it in words and keeps it for the sync panel', async () => {
    await openWithData();
    const [a, b] = rowsOf('Pending landings').map((row) => idOf(row));
    if (!a || !b) throw new Error('need two pending requests');
    const user = userEvent.setup();
    // Decided here while the link is down (a live desk hears another desk's decision at once)…
    h.offline();
    const rowA = rowById('Pending landings', a);
    const rowB = rowById('Pending landings', b);
    if (!rowA || !rowB) throw new Error('row missing');
    await user.click(within(rowA).getByRole('button', { name: /^ACCEPT/ }));
    await user.click(within(rowB).getByRole('button', { name: /^REJECT/ }));
    await confirmReject(user);
    // …and the other way by another desk meanwhile: the desk's own decisions conflict (If-Match).
    await updateLanding(h.direct, a, { permission: false, landing_permission: false });
    await updateLanding(h.direct, b, { permission: true, landing_permission: true });
    h.online();

    expect(
      await screen.findByText(
        /^The permission could not be granted\. Changed on the server meanwhile/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        /^The permission could not be denied\. Changed on the server meanwhile/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();

    const entries = await listOutbox(h.engine().db);
    expect(entries.map((entry) => [entry.landingId, entry.state])).toEqual([
      [a, 'conflict'],
      [b, 'conflict'],
    ]);
    // The rows say what did not happen, never the ACCEPTED or REJECTED the desk asked for.
    const shown = (id: number) => document.querySelector(`tr[data-landing-id="${id}"]`)?.textContent ?? '';
    // The screen's live query catches up with the outbox one change at a time: await each row.
    await waitFor(() =>
      expect(shown(a)).toContain('Not accepted: another desk changed this landing meanwhile'),
    );
    expect(shown(a)).not.toContain('ACCEPTED');
    await waitFor(() =>
      expect(shown(b)).toContain('Not rejected: another desk changed this landing meanwhile'),
    );
    expect(shown(b)).not.toContain('REJECTED');
    // Applied anyway only where both sides show (the Changes panel): the row offers Discard alone.
    const row = document.querySelector(`tr[data-landing-id="${a}"]`);
    if (!(row instanceof HTMLElement)) throw new Error('row missing');
    expect(shown(a)).toContain('Both sides are under Changes.');
    expect(within(row).queryByRole('button', { name: /^Retry/ })).toBeNull();
    expect(within(row).getByRole('button', { name: /^Discard/ })).toBeTruthy();
  });
});
